/**
 * /metrics on its own port, with a real upstream behind the BFF: requests by route and status,
 * upstream latency by call, cache outcomes, the upstream pool, sockets, pushes and Redis errors.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { PUSH_SIGNATURE_HEADER, PUSH_TIMESTAMP_HEADER } from '@badal/contracts';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../app.js';
import { loadConfig } from '../config.js';
import { signPush } from '../realtime/push-signature.js';
import { type Harness, login, startHarness } from '../test/harness.js';
import { freePort, nextEvent } from '../test/sockets.js';

const SECRET = 'metrics-test-secret-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelPart = line.slice(name.length).match(/^\{([^}]*)\}/)?.[1] ?? '';
    const have = labelPart.split(',');
    if (wanted.every((w) => have.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
};

/** Whether something accepts TCP connections on the port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const scrape = async (h: Harness) => {
  const address = h.app.metricsAddress();
  if (!address) throw new Error('metrics are not served');
  const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

describe('metrics', () => {
  let h: Harness;
  let url: string;
  beforeAll(async () => {
    h = await startHarness({ env: { METRICS_PORT: '0', PUSH_WEBHOOK_SECRET: SECRET } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => h?.close());

  it('counts requests by route template and status, and times them', async () => {
    await fetch(`${url}/api/v2/search/products?categorySlug=search&page=1`);
    await fetch(`${url}/api/v2/search/products?categorySlug=search&page=2`);
    await fetch(`${url}/api/products/no-such-product-here`);
    const text = await scrape(h);
    const route = '/api/v2/search/products';
    expect(sample(text, 'badal_bff_http_requests_total', { method: 'GET', route, status: '200' })).toBe(2);
    expect(
      sample(text, 'badal_bff_http_requests_total', { method: 'GET', route: '/api/products/:slug', status: '404' }),
    ).toBe(1);
    expect(sample(text, 'badal_bff_http_request_duration_seconds_count', { method: 'GET', route })).toBe(2);
    // The scrape itself is not a request of the site.
    expect(text).not.toContain('route="/metrics"');
  });

  it('times upstream answers by call, and reports the connection pool', async () => {
    const text = await scrape(h);
    const searches = sample(text, 'badal_bff_upstream_duration_seconds_count', {
      call: 'searchProducts',
      status: '200',
    });
    expect(searches).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'badal_bff_upstream_pool_connections', { state: 'free' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'badal_bff_upstream_pool_requests', { state: 'queued' })).toBe(0);
  });

  it('counts cache misses and hits of the home page', async () => {
    await fetch(`${url}/bff/home`);
    await fetch(`${url}/bff/home`);
    const text = await scrape(h);
    expect(sample(text, 'badal_bff_cache_lookups_total', { state: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'badal_bff_cache_lookups_total', { state: 'hit' })).toBeGreaterThanOrEqual(1);
  });

  it('shows connected sockets and delivered pushes', async () => {
    const { cookie, body } = await login(h);
    const socket = connect(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    try {
      await nextEvent(socket, 'connect');
      expect(sample(await scrape(h), 'badal_bff_sockets_connected')).toBe(1);
      const userId = (body.session as { userId: number }).userId;
      const payload = JSON.stringify({
        id: randomUUID(),
        userId,
        event: 'message-status',
        data: { messagesIds: [1], status: 'read', byUserId: 2 },
      });
      const ts = String(Math.floor(Date.now() / 1000));
      const arrived = nextEvent(socket, 'message:status');
      const res = await fetch(`${url}/internal/push`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PUSH_TIMESTAMP_HEADER]: ts,
          [PUSH_SIGNATURE_HEADER]: signPush(SECRET, ts, payload),
        },
        body: payload,
      });
      expect(res.status).toBe(202);
      await arrived;
      const forged = await fetch(`${url}/internal/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PUSH_TIMESTAMP_HEADER]: ts, [PUSH_SIGNATURE_HEADER]: 'x' },
        body: payload,
      });
      expect(forged.status).toBe(401);
      const text = await scrape(h);
      expect(sample(text, 'badal_bff_pushes_total', { event: 'message-status' })).toBe(1);
      expect(sample(text, 'badal_bff_pushes_refused_total', { reason: 'signature' })).toBe(1);
      expect(sample(text, 'badal_bff_draining')).toBe(0);
    } finally {
      socket.disconnect();
    }
  });

  it('answers 404 for anything but GET /metrics on the metrics port', async () => {
    const address = h.app.metricsAddress() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404);
  });
});

describe('metrics of Redis errors', () => {
  it('counts errors of the Redis connection', async () => {
    // A Redis of its own that goes away under the running BFF, and comes back before it closes
    // (so its last commands, unsubscribing the socket.io adapter, have a server).
    const port = await freePort();
    const startRedis = async () => {
      const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await expect.poll(() => accepts(port), { timeout: 10_000 }).toBe(true);
      return child;
    };
    let redis = await startRedis();
    const app = await buildBff(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        UPSTREAM_URL: 'http://127.0.0.1:9/api',
        REDIS_URL: `redis://127.0.0.1:${port}`,
        METRICS_PORT: '0',
      }),
    );
    const metrics = app.metrics;
    if (!metrics) throw new Error('metrics are off');
    const errors = async () =>
      sample((await metrics.render()).body, 'badal_bff_redis_errors_total', { connection: 'main' }) ?? 0;
    try {
      await app.ready();
      expect(await errors()).toBe(0);
      redis.kill('SIGKILL');
      await expect.poll(errors, { timeout: 5000 }).toBeGreaterThan(0);
      redis = await startRedis();
      await expect
        .poll(
          () =>
            app.sessions.get('0'.repeat(64)).then(
              () => true,
              () => false,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      await app.close();
      redis.kill('SIGKILL');
    }
  });

  it('collects nothing without METRICS_PORT', async () => {
    const app = await buildBff(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPSTREAM_URL: 'http://127.0.0.1:9/api' }),
    );
    await app.ready();
    expect(app.metrics).toBeNull();
    expect(app.metricsAddress()).toBeNull();
    await app.close();
  });
});
