/**
 * Rate limits on the sign-in, registration, SMS and password doors: per client address and per
 * account, 429 `rate_limited` with Retry-After, counters shared through Redis across instances.
 */
import { randomUUID } from 'node:crypto';
import { startTestUpstream } from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../test/counting-proxy.js';
import { type Harness, startHarness } from '../test/harness.js';
import { redisAvailable, testRedisUrl } from '../test/redis.js';

const expectLimited = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ error: { code: 'rate_limited' } });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(900);
};

describe('rate limits on one instance', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let h: Harness;
  beforeAll(async () => {
    upstream = await startTestUpstream();
    proxy = await startCountingProxy(upstream.url);
    h = await startHarness({
      upstream,
      upstreamUrl: proxy.url,
      env: { RATE_LIMIT_PER_IP: '12', RATE_LIMIT_PER_ACCOUNT: '3' },
    });
  });
  afterAll(async () => {
    await h?.close();
    await proxy?.stop();
    await upstream?.close();
  });

  it('locks an account after its wrong passwords (not its owner signing in), then the address', async () => {
    for (let i = 0; i < 4; i++)
      await h.http.post('/bff/session').send({ userName: 'seller', password: 'seller1234' }).expect(200);
    for (let i = 0; i < 3; i++)
      await h.http.post('/bff/session').send({ userName: 'demo', password: 'wrong-pass' }).expect(400);
    const before = proxy.count('/authentication');
    // Even the right password waits: a guesser must not learn it was right.
    const locked = await h.http.post('/bff/session').send({ userName: 'DEMO', password: 'demo1234' });
    expectLimited(locked);
    expect(proxy.count('/authentication')).toBe(before);
    // Another account from the same address still signs in, until the address's own limit.
    for (let i = 0; i < 4; i++)
      await h.http.post('/bff/session').send({ userName: 'company', password: 'company1234' }).expect(200);
    expectLimited(await h.http.post('/bff/session').send({ userName: 'company', password: 'company1234' }));
  });

  it('limits SMS codes to one phone, whatever the address', async () => {
    for (let i = 0; i < 3; i++) await h.http.get('/api/authentication/message?mobile=50000004').expect(200);
    const before = proxy.count('/authentication/message');
    expectLimited(await h.http.get('/api/authentication/message?mobile=50000004'));
    expect(proxy.count('/authentication/message')).toBe(before);
    await h.http.get('/api/authentication/message?mobile=50000003').expect(200);
  });

  it('limits password e-mails per e-mail address and SMS checks per number', async () => {
    for (let i = 0; i < 3; i++)
      await h.http.post('/api/authentication/password/email').send({ email: 'demo@badal.test' }).expect(200);
    expectLimited(await h.http.post('/api/authentication/password/email').send({ email: 'Demo@badal.test' }));
    for (let i = 0; i < 3; i++)
      await h.http.post('/bff/session/verify').send({ number: '50000004', code: '000000' }).expect(422);
    expectLimited(await h.http.post('/bff/session/verify').send({ number: '50000004', code: '000000' }));
  });
});

const hasRedis = await redisAvailable();

describe.runIf(hasRedis)('rate limits shared through Redis', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let a: Harness;
  let b: Harness;
  beforeAll(async () => {
    upstream = await startTestUpstream();
    const env = { REDIS_URL: testRedisUrl, RATE_LIMIT_PER_ACCOUNT: '2' };
    a = await startHarness({ upstream, env });
    b = await startHarness({ upstream, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await upstream?.close();
  });

  it('counts one account across instances', async () => {
    const userName = `guess-${randomUUID().slice(0, 8)}`;
    await a.http.post('/bff/session').send({ userName, password: 'wrong-pass' }).expect(400);
    await b.http.post('/bff/session').send({ userName, password: 'wrong-pass' }).expect(400);
    expectLimited(await a.http.post('/bff/session').send({ userName, password: 'wrong-pass' }));
    expectLimited(await b.http.post('/bff/session').send({ userName, password: 'wrong-pass' }));
  });
});

describe("the API's own SMS cooldown", () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let h: Harness;
  beforeAll(async () => {
    upstream = await startTestUpstream({ smsLimits: { resendCooldownSeconds: 60, perPhonePerDay: 5 } });
    h = await startHarness({ upstream });
  });
  afterAll(async () => {
    await h?.close();
    await upstream?.close();
  });

  it('reaches the client as 429 rate_limited with the Retry-After the API gave', async () => {
    await h.http.get('/api/authentication/message?mobile=50000004').expect(200);
    expectLimited(await h.http.get('/api/authentication/message?mobile=50000004'));
  });
});
