/**
 * Graceful drain: a request under way finishes (answered with `Connection: close`), new connections
 * are refused, keep-alive connections are not reused, sockets are closed and their reconnects
 * refused, /ready says so, and the app closes once nothing is left.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBff } from '../app.js';
import { loadConfig } from '../config.js';
import { newSessionId } from '../sessions/session-store.js';
import { nextEvent } from '../test/sockets.js';

/** An API that answers every request with an empty search page, after `delayMs`. */
const startSlowApi = async (delayMs: number) => {
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [], meta: { currentPage: 1, perPage: 20, total: 0, lastPage: 1 }, url: req.url }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, close: () => server.close() };
};

/** A GET over a raw connection, so the test sees exactly which connection is used and when it closes. */
const rawGet = (socket: net.Socket, path: string) =>
  new Promise<{ status: number; headers: string }>((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0);
      if (text.length < end + 4 + length) return;
      socket.off('data', onData);
      resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, end).toLowerCase() });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`the connection closed before ${path} was answered`)));
    socket.write(`GET ${path} HTTP/1.1\r\nhost: badal.test\r\nconnection: keep-alive\r\n\r\n`);
  });

const openConnection = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });

const apps: FastifyInstance[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close().catch(() => {});
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const start = async (upstreamUrl: string, env: Record<string, string> = {}) => {
  const app = await buildBff(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPSTREAM_URL: upstreamUrl, DRAIN_IDLE_MS: '300', ...env }),
  );
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
};

describe('drain', () => {
  it('finishes requests under way, refuses new connections and closes keep-alive ones after their answer', async () => {
    const api = await startSlowApi(400);
    cleanups.push(api.close);
    // Idle connections are left alone long enough for the requests below.
    const { app, port } = await start(api.url, { DRAIN_IDLE_MS: '3000' });

    const busy = await openConnection(port);
    const idle = await openConnection(port);
    const reused = await openConnection(port);
    cleanups.push(
      () => busy.destroy(),
      () => idle.destroy(),
      () => reused.destroy(),
    );
    // The idle connections have served a request and wait for the next one.
    expect((await rawGet(idle, '/health')).status).toBe(200);
    expect((await rawGet(reused, '/health')).status).toBe(200);

    const inFlight = rawGet(busy, '/api/v2/search/products?categorySlug=search');
    await new Promise((r) => setTimeout(r, 100));
    const drained = app.drain();
    expect(app.draining).toBe(true);

    // A new connection is refused: a balancer passes the request to another instance.
    await expect(openConnection(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // A request on the kept-alive connection is still answered, and that connection then closed;
    // so is an API answer written past Fastify's send pipeline.
    const ready = await rawGet(idle, '/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers).toContain('connection: close');
    await closed(idle);

    const search = await rawGet(reused, '/api/v2/search/products?categorySlug=search&page=2');
    expect(search.status).toBe(200);
    expect(search.headers).toContain('connection: close');
    await closed(reused);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('connection: close');
    await closed(busy);
    await drained;
    expect(app.server.listening).toBe(false);
  });

  it('closes connections left idle after DRAIN_IDLE_MS, then the app', async () => {
    const api = await startSlowApi(0);
    cleanups.push(api.close);
    const { app, port } = await start(api.url, { DRAIN_IDLE_MS: '200' });
    const idle = await openConnection(port);
    cleanups.push(() => idle.destroy());
    expect((await rawGet(idle, '/health')).status).toBe(200);
    const started = Date.now();
    await app.drain();
    await closed(idle);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    // A second call is the same drain.
    await app.drain();
  });

  it('closes sockets so their clients reconnect elsewhere, and refuses them here meanwhile', async () => {
    const api = await startSlowApi(0);
    cleanups.push(api.close);
    const { app, port } = await start(api.url);
    const session = {
      id: newSessionId(),
      apiToken: `api-${randomUUID()}`,
      userId: 3,
      fullName: 'Drain Test',
      checkMembership: false,
      createdAt: Date.now(),
      expiresAt: Date.now() + 60_000,
    };
    await app.sessions.set(session);
    const url = `http://127.0.0.1:${port}`;
    const socket: Socket = connect(url, {
      transports: ['websocket'],
      auth: { token: session.id },
      reconnectionDelay: 50,
      reconnectionDelayMax: 50,
    });
    cleanups.push(() => socket.disconnect());
    await nextEvent(socket, 'connect');
    const gone = nextEvent<string>(socket, 'disconnect');
    const retried = new Promise<void>((resolve) => socket.io.once('reconnect_attempt', () => resolve()));
    const drained = app.drain();
    // A lost connection, which the client retries on its own (after a server-side disconnect it would not).
    expect(await gone).toBe('transport close');
    await retried;
    await drained;
  });

  it('refuses long-polling: sockets are WebSocket only, so no balancer needs sticky sessions', async () => {
    const api = await startSlowApi(0);
    cleanups.push(api.close);
    const { port } = await start(api.url);
    const res = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Transport unknown' });
  });
});
