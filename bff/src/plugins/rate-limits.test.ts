/**
 * Rate limits on the sign-in, registration, SMS, password and coupon doors: per client address and
 * per account, 429 `rate_limited` with Retry-After, counters shared through Redis across instances.
 * Wrong passwords count per account whatever name is typed, per account and address, and per
 * device for a browser that signed in before (docs/decisions/002-account-guess-limits.md).
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_KEY_HEADER } from '@badal/contracts';
import { createTestMember, sharedTestUpstream } from '@badal/upstream/testing';
import type { LightMyRequestResponse } from 'fastify';
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
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let h: Harness;
  beforeAll(async () => {
    upstream = await sharedTestUpstream();
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

/** Refused at a limit: 429 rate_limited with a Retry-After within the window. */
const expectRefused = (res: LightMyRequestResponse, what?: string) => {
  expect(res.statusCode, what).toBe(429);
  expect(res.json(), what).toMatchObject({ error: { code: 'rate_limited' } });
  expect(Number(res.headers['retry-after']), what).toBeGreaterThan(0);
};

/** A proxy in front of the API that drops the account key: an API that does not name accounts. */
const startKeylessProxy = async (target: string) => {
  const to = new URL(target);
  const server: Server = createServer((req, res) => {
    const forward = httpRequest(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers[ACCOUNT_KEY_HEADER];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${to.pathname}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

describe('guessing limits, behind a proxy', () => {
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let keyless: Awaited<ReturnType<typeof startKeylessProxy>>;
  let h: Harness;
  let plain: Harness;
  /** A fresh client address for each attempt, unless the test says where it comes from. */
  let next = 0;
  const anywhere = () => `198.51.100.${++next}`;
  const env = {
    // nginx (on this machine) says who the client is; nobody else may.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_IP: '12',
    RATE_LIMIT_PER_ACCOUNT: '10',
    RATE_LIMIT_PER_ACCOUNT_ADDRESS: '3',
  };
  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    proxy = await startCountingProxy(upstream.url);
    keyless = await startKeylessProxy(upstream.url);
    h = await startHarness({ upstream, upstreamUrl: proxy.url, env });
    plain = await startHarness({ upstream, upstreamUrl: keyless.url, env });
  });
  afterAll(async () => {
    await h?.close();
    await plain?.close();
    await proxy?.stop();
    await keyless?.stop();
    await upstream?.close();
  });

  const send = (
    on: Harness,
    request: { method: 'GET' | 'POST'; url: string; payload?: object; cookie?: string },
    from: { via?: string; forwarded?: string } = {},
  ) =>
    on.app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: from.via ?? '127.0.0.1',
      headers: {
        'x-forwarded-for': from.forwarded ?? anywhere(),
        ...(request.cookie ? { cookie: request.cookie } : {}),
      },
      ...(request.payload ? { payload: request.payload } : {}),
    });
  const signIn = (userName: string, password: string, from: { cookie?: string; forwarded?: string } = {}) =>
    send(
      h,
      {
        method: 'POST',
        url: '/bff/session',
        payload: { userName, password },
        ...(from.cookie ? { cookie: from.cookie } : {}),
      },
      from,
    );
  const signInsReachingTheApi = () => proxy.seen.filter((s) => s === 'POST /api/authentication').length;
  const cookieOf = (res: LightMyRequestResponse, name: string) => {
    const c = res.cookies.find((cookie) => cookie.name === name);
    return c ? `${c.name}=${c.value}` : '';
  };

  it('counts wrong passwords per account, whichever of its names is typed', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn('seller', 'wrong-pass')).statusCode).toBe(400);
    // Only the API knew that these are the seller's names: it is asked once for each…
    const before = signInsReachingTheApi();
    expectRefused(await signIn('seller@badal.test', 'wrong-pass'), 'by e-mail');
    expectRefused(await signIn('5000 0002', 'wrong-pass'), 'by phone');
    expect(signInsReachingTheApi()).toBe(before + 2);
    // …and then knows them: refused without asking, the right password too, under any spelling.
    expectRefused(await signIn(' Seller@Badal.TEST ', 'seller1234'), 'the right password');
    expectRefused(await signIn('SELLER', 'seller1234'), 'the right password');
    expect(signInsReachingTheApi()).toBe(before + 2);
  });

  it('revokes the token of a right password that reaches the API beyond the limit', async () => {
    // A name the BFF has not seen stand for this account yet: the API answers, the BFF refuses.
    for (let i = 0; i < 10; i++) expect((await signIn('mariam.shammari', 'wrong-pass')).statusCode).toBe(400);
    const logouts = () => proxy.seen.filter((s) => s === 'POST /api/authentication/logout').length;
    const before = logouts();
    const res = await signIn('mariam.shammari@badal.test', 'badal1234');
    expectRefused(res);
    expect(res.cookies.find((c) => c.name === 'badal_sid')).toBeUndefined();
    expect(logouts()).toBe(before + 1);
  });

  it('counts per account and address: one address alone cannot lock the account for others', async () => {
    const from = { forwarded: '192.0.2.77' };
    for (let i = 0; i < 3; i++) expect((await signIn('fahad.mutairi', 'wrong-pass', from)).statusCode).toBe(400);
    expectRefused(await signIn('fahad.mutairi', 'badal1234', from));
    expect((await signIn('Fahad.Mutairi', 'badal1234')).statusCode).toBe(200);
  });

  it('lets a browser that signed in before in while the account is locked for everyone else', async () => {
    const first = await signIn('company', 'company1234');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'badal_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/bff/session', sameSite: 'Strict' });
    const deviceCookie = cookieOf(first, 'badal_device');
    const otherAccountsDevice = cookieOf(await signIn('demo', 'demo1234'), 'badal_device');
    for (let i = 0; i < 10; i++) expect((await signIn('company', 'wrong-pass')).statusCode).toBe(400);
    expectRefused(await signIn('company', 'company1234'), 'a new browser');
    expectRefused(await signIn('company', 'company1234', { cookie: otherAccountsDevice }), "another account's device");
    expectRefused(await signIn('company', 'company1234', { cookie: 'badal_device=forged~x' }), 'a forged cookie');
    // The owner's browser: its own wrong password is counted per device, and the right one signs in.
    expect((await signIn('company', 'wrong-pass', { cookie: deviceCookie })).statusCode).toBe(400);
    const owner = await signIn('COMPANY@badal.test', 'company1234', { cookie: deviceCookie });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ authenticated: true });
    // Still locked for the others.
    expectRefused(await signIn('company', 'company1234'));
  });

  it('keeps the password e-mail and reset open while the sign-in is locked', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn('yousef.awadhi', 'wrong-pass')).statusCode).toBe(400);
    expectRefused(await signIn('yousef.awadhi', 'badal1234'));
    const email = 'yousef.awadhi@badal.test';
    const sent = await send(h, { method: 'POST', url: '/api/authentication/password/email', payload: { email } });
    expect(sent.statusCode).toBe(200);
    const token = (await upstream.readOutbox(email)).find((m) => m.token)?.token;
    expect(token).toBeTruthy();
    const reset = await send(h, {
      method: 'POST',
      url: '/api/authentication/password/reset',
      payload: { token, password: 'badal1234', passwordConfirmation: 'badal1234' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('counts failed coupon checks per account and every check per address', async () => {
    const sessionOf = async (userName: string, password: string) =>
      cookieOf(await signIn(userName, password), 'badal_sid');
    const demo = await sessionOf('demo', 'demo1234');
    const check = (cookie: string, code: string, forwarded?: string) =>
      send(h, { method: 'GET', url: `/api/coupons/check?code=${code}`, cookie }, forwarded ? { forwarded } : {});
    // A coupon that is not good now is a failed guess (answered 200 with response: false).
    for (let i = 0; i < 10; i++) {
      const res = await check(demo, `NOSUCH${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ response: false });
    }
    expectRefused(await check(demo, 'NOSUCH10'), 'the 11th failure');
    expectRefused(await check(demo, 'BADAL10'), 'a good code beyond the limit');
    // Good codes are not failures: another account checks as often as its address allows.
    const other = await sessionOf('abdullah.enezi', 'badal1234');
    for (let i = 0; i < 12; i++) expect((await check(other, 'BADAL10', '192.0.2.99')).statusCode).toBe(200);
    expectRefused(await check(other, 'BADAL10', '192.0.2.99'), 'the address');
    expect((await check(other, 'BADAL10', '192.0.2.100')).statusCode).toBe(200);
  });

  it('counts wrong passwords at the e-mail verification resend with the sign-in, and never passes the key on', async () => {
    const resend = () =>
      send(h, {
        method: 'POST',
        url: '/api/authentication/resend-email-verification',
        payload: { userName: 'smart.phones@badal.test', password: 'wrong-pass' },
      });
    for (let i = 0; i < 6; i++) {
      const res = await resend();
      expect(res.statusCode).toBe(400);
      expect(res.headers[ACCOUNT_KEY_HEADER]).toBeUndefined();
    }
    for (let i = 0; i < 4; i++) {
      const res = await signIn('smart.phones', 'wrong-pass');
      expect(res.statusCode).toBe(400);
      expect(res.headers[ACCOUNT_KEY_HEADER]).toBeUndefined();
    }
    expectRefused(await signIn('smart.phones', 'badal1234'));
    expectRefused(await resend());
  });

  it('counts a forged X-Forwarded-For as the address the proxy saw', async () => {
    // A proxy that appends what it saw to what the client claimed: only its own entry counts.
    const attempt = (i: number, from: { via?: string; forwarded: string }) =>
      send(h, { method: 'POST', url: '/bff/session', payload: { userName: `nobody-${i}`, password: 'x' } }, from);
    for (let i = 0; i < 12; i++)
      expect((await attempt(i, { forwarded: `203.0.113.${i}, 192.0.2.10` })).statusCode).toBe(400);
    expectRefused(await attempt(12, { forwarded: '203.0.113.200, 192.0.2.10' }));
    // A client that reaches the BFF itself may not say where it is from at all.
    for (let i = 0; i < 12; i++)
      expect((await attempt(100 + i, { via: '192.0.2.20', forwarded: `203.0.113.${i}` })).statusCode).toBe(400);
    expectRefused(await attempt(200, { via: '192.0.2.20', forwarded: '203.0.113.201' }));
  });

  it('counts per typed name (folded) when the API does not name accounts', async () => {
    const attempt = (userName: string, password = 'wrong-pass') =>
      send(plain, { method: 'POST', url: '/bff/session', payload: { userName, password } });
    for (let i = 0; i < 10; i++) expect((await attempt('hamad.azmi')).statusCode).toBe(400);
    expectRefused(await attempt(' HAMAD.azmi ', 'badal1234'));
    // Its other names are other counters then: what an API that does not say allows.
    expect((await attempt('hamad.azmi@badal.test', 'badal1234')).statusCode).not.toBe(429);
  });
});

const hasRedis = await redisAvailable();

describe.runIf(hasRedis)('rate limits shared through Redis', () => {
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let a: Harness;
  let b: Harness;
  beforeAll(async () => {
    upstream = await sharedTestUpstream();
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

  it('knows across instances which names are one account', async () => {
    // A new account each run (the counters outlive a run in Redis), made as every test makes one.
    const person = await createTestMember(upstream, 'Guess Target');
    await a.http.post('/bff/session').send({ userName: person.userName, password: 'wrong-pass' }).expect(400);
    await b.http.post('/bff/session').send({ userName: person.email, password: 'wrong-pass' }).expect(400);
    expectLimited(await a.http.post('/bff/session').send({ userName: person.phone, password: 'wrong-pass' }));
    expectLimited(await b.http.post('/bff/session').send({ userName: person.userName.toUpperCase(), password: 'x' }));
  });
});

describe("the API's own SMS cooldown", () => {
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let h: Harness;
  beforeAll(async () => {
    upstream = await sharedTestUpstream({ smsLimits: { resendCooldownSeconds: 60, perPhonePerDay: 5 } });
    h = await startHarness({ upstream });
  });
  afterAll(async () => {
    await h?.close();
    await upstream?.close();
  });

  it('reaches the client as 429 rate_limited with the Retry-After the API gave', async () => {
    // A phone no other test of the shared API sends codes to (operator's): its first code goes out.
    await h.http.get('/api/authentication/message?mobile=50000006').expect(200);
    expectLimited(await h.http.get('/api/authentication/message?mobile=50000006'));
  });
});
