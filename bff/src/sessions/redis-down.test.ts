import { once } from 'node:events';
import { sharedTestUpstream } from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, login, startHarness } from '../test/harness.js';
import { redisAvailable, testRedisUrl } from '../test/redis.js';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { closeRedis, createRedis } from './redis-client.js';

const hasRedis = await redisAvailable();

/**
 * A BFF whose Redis (sessions, cache, rate limits, the socket.io adapter) goes away and comes
 * back: members get a clear 503, visitors are served as usual, nothing crashes, and it recovers
 * by itself.
 */
/** How many of the socket.io adapter's publishes failed, from the BFF's metrics. */
const adapterPublishErrors = async (h: Harness): Promise<number> => {
  const { body } = await (h.app.metrics as NonNullable<Harness['app']['metrics']>).render();
  return Number(body.match(/^badal_bff_redis_errors_total\{connection="adapter-pub"\} (\d+)/m)?.[1] ?? 0);
};

describe.runIf(hasRedis)('Redis down', () => {
  let h: Harness;
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let redis: Awaited<ReturnType<typeof startTcpProxy>>;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    const target = new URL(testRedisUrl);
    redis = await startTcpProxy(target.hostname, Number(target.port || 6379));
    upstream = await sharedTestUpstream();
    h = await startHarness({ upstream, env: { REDIS_URL: `redis://127.0.0.1:${redis.port}`, METRICS_PORT: '0' } });
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await redis?.up().catch(() => {});
    await h?.close();
    await upstream?.close();
  });

  it('answers members 503 session_store_unavailable, serves visitors, and recovers', async () => {
    const { cookie } = await login(h);
    await h.http.get('/api/users/self').set('cookie', cookie).expect(200);

    await redis.down();
    const member = await h.http.get('/api/users/self').set('cookie', cookie).timeout(4000);
    expect(member.status).toBe(503);
    expect(member.body.error.code).toBe('session_store_unavailable');
    const signIn = await h.http.post('/bff/session').send({ userName: 'demo', password: 'demo1234' }).timeout(4000);
    expect(signIn.status).toBe(503);
    expect(signIn.body.error.code).toBe('session_store_unavailable');

    // No session cookie, no session store: catalogue calls and pages are served.
    const tree = await h.http.get('/api/categories/mini').set('accept-language', 'en').timeout(4000);
    expect(tree.status).toBe(200);
    const home = await h.http.get('/en').timeout(4000);
    expect(home.status).toBe(200);
    // A signed-in person's page is drawn as for a visitor rather than replaced by an error.
    const page = await h.http.get('/en').set('cookie', cookie).timeout(4000);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const ready = await h.http.get('/ready').timeout(4000);
    expect(ready.status).toBe(503);
    expect(ready.body.redis).toBe(false);

    // A push fanned out while the adapter's Redis is gone does not crash the process: its publish
    // fails at the command time limit, and that is counted as a miss.
    h.app.io.to('user:1').emit('session:ended');
    await expect.poll(() => adapterPublishErrors(h), { timeout: 5000 }).toBeGreaterThan(0);

    await redis.up();
    await expect
      .poll(async () => (await h.http.get('/api/users/self').set('cookie', cookie).timeout(4000)).status, {
        timeout: 10_000,
      })
      .toBe(200);
    expect(unhandled).toEqual([]);
  });

  it('closes while Redis is away without an unhandled rejection', async () => {
    // Its own Redis relay, so the suite's BFF above is not affected. Closing unsubscribes the
    // socket.io adapter; with Redis gone, those commands wait and are then refused by the quit.
    const target = new URL(testRedisUrl);
    const relay = await startTcpProxy(target.hostname, Number(target.port || 6379));
    try {
      const closing = await startHarness({ upstream, env: { REDIS_URL: `redis://127.0.0.1:${relay.port}` } });
      await closing.http.get('/ready').expect(200);
      await relay.down();
      await closing.close();
    } finally {
      await relay.down();
    }
    // A refused command's rejection is reported after the close, on a later turn.
    await new Promise((r) => setImmediate(r));
    expect(unhandled).toEqual([]);
  });

  it('closes a connection whose Redis stops answering instead of waiting for its QUIT', async () => {
    // As the socket.io adapter's subscriber: no command time limit, commands kept until Redis
    // answers. Its QUIT, sent while the connection still looked up, held the BFF's close for good.
    const target = new URL(testRedisUrl);
    const relay = await startTcpProxy(target.hostname, Number(target.port || 6379));
    const redis = createRedis(`redis://127.0.0.1:${relay.port}`).duplicate({
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    try {
      expect(await redis.ping()).toBe('PONG');
      relay.stall();
      const waiting = redis.subscribe('badal-test');
      await closeRedis(redis, 100);
      // Dropped: what waited on it is refused, and it ends without trying Redis again.
      await expect(waiting).rejects.toThrow(/closed/i);
      if (redis.status !== 'end') await once(redis, 'end');
    } finally {
      redis.disconnect();
      await relay.down();
    }
    await new Promise((r) => setImmediate(r));
    expect(unhandled).toEqual([]);
  });
});
