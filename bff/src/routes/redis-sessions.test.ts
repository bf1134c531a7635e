import { randomUUID } from 'node:crypto';
import { sharedTestUpstream } from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisSessionStore } from '../sessions/redis-store.js';
import { type Harness, login, startHarness } from '../test/harness.js';
import { redisAvailable, testRedisUrl } from '../test/redis.js';

const hasRedis = await redisAvailable();

/** Two BFF instances sharing one real Redis, as behind a load balancer. */
describe.runIf(hasRedis)('sessions shared through Redis', () => {
  let a: Harness;
  let b: Harness;
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  const prefix = `badal-test:${randomUUID()}:`;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    a = await startHarness({ upstream, sessionStore: new RedisSessionStore(testRedisUrl, prefix) });
    b = await startHarness({ upstream, sessionStore: new RedisSessionStore(testRedisUrl, prefix) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await upstream?.close();
  });

  it('a session started on one instance works on the other, and logout on either ends it', async () => {
    const { cookie } = await login(a);
    const self = await b.http.get('/api/users/self').set('cookie', cookie).expect(200);
    expect(self.body.userName).toBe('demo');
    await b.http.delete('/bff/session').set('cookie', cookie).expect(200);
    const after = await a.http.get('/api/users/self').set('cookie', cookie).expect(401);
    expect(after.body.error.code).toBe('session_ended');
  });

  it('readiness includes Redis', async () => {
    const ready = await a.http.get('/ready').expect(200);
    expect(ready.body).toMatchObject({ upstream: true, redis: true });
  });
});
