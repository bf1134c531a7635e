import { describe, expect, it } from 'vitest';
import {
  bffEnv,
  conformanceArgs,
  e2eEnv,
  isCi,
  isolatedEnv,
  parsePort,
  planStack,
  sandboxEnv,
  upstreamEnv,
  withTestDefaults,
} from './env.mjs';

describe('planStack', () => {
  it('runs the reference API on 4000 and the BFF on 3000 by default', () => {
    const plan = planStack({});
    expect(plan).toEqual({
      externalUpstream: false,
      upstreamPort: 4000,
      bffPort: 3000,
      upstreamOrigin: 'http://127.0.0.1:4000',
      upstreamApiUrl: 'http://127.0.0.1:4000/api',
      upstreamMediaUrl: 'http://127.0.0.1:4000/storage',
      bffOrigin: 'http://127.0.0.1:3000',
      publicUrl: 'http://localhost:3000',
      // No public address: media URLs are paths, good on whatever host the site is opened at.
      mediaBaseUrl: '/media',
      dataDir: '.data',
      paymentSandbox: true,
      sandboxPort: 4100,
      sandboxOrigin: 'http://127.0.0.1:4100',
    });
  });

  it('runs the payment sandbox only for our API and while no other card provider is named', () => {
    expect(planStack({ SANDBOX_PORT: '4200' }, { sandboxPort: 51002 }).sandboxOrigin).toBe('http://127.0.0.1:51002');
    expect(planStack({ SANDBOX_PORT: '4200' }).sandboxPort).toBe(4200);
    expect(planStack({ MYFATOORAH_BASE_URL: 'https://apitest.myfatoorah.com' }).paymentSandbox).toBe(false);
    expect(planStack({ UPSTREAM_URL: 'https://api.example.com/api' }).paymentSandbox).toBe(false);
  });

  it('follows UPSTREAM_PORT, PORT, DATA_DIR and PUBLIC_URL, and overrides win', () => {
    const env = { UPSTREAM_PORT: '4100', PORT: '3100', DATA_DIR: '/srv/badal', PUBLIC_URL: 'https://badal.example/' };
    const plan = planStack(env);
    expect(plan.upstreamApiUrl).toBe('http://127.0.0.1:4100/api');
    expect(plan.bffOrigin).toBe('http://127.0.0.1:3100');
    expect(plan.publicUrl).toBe('https://badal.example');
    expect(plan.mediaBaseUrl).toBe('https://badal.example/media');
    expect(plan.dataDir).toBe('/srv/badal');

    const overridden = planStack(env, {
      upstreamPort: 51000,
      bffPort: 51001,
      dataDir: '/tmp/x',
      publicUrl: 'http://127.0.0.1:51001',
    });
    expect(overridden.publicUrl).toBe('http://127.0.0.1:51001');
    expect(overridden.upstreamOrigin).toBe('http://127.0.0.1:51000');
    expect(overridden.bffOrigin).toBe('http://127.0.0.1:51001');
    expect(overridden.dataDir).toBe('/tmp/x');
  });

  it('uses only the BFF when UPSTREAM_URL names another API', () => {
    const plan = planStack({ UPSTREAM_URL: 'https://api.example.com/api/' });
    expect(plan.externalUpstream).toBe(true);
    expect(plan.upstreamApiUrl).toBe('https://api.example.com/api');
    expect(plan.upstreamOrigin).toBe('https://api.example.com');
    // The BFF derives the media URL itself unless told.
    expect(plan.upstreamMediaUrl).toBeUndefined();
    expect(
      planStack({ UPSTREAM_URL: 'https://a.example/api', UPSTREAM_MEDIA_URL: 'https://cdn.example' }),
    ).toMatchObject({ upstreamMediaUrl: 'https://cdn.example' });
  });

  it('treats blank variables as unset and refuses bad values', () => {
    expect(planStack({ UPSTREAM_URL: ' ', PORT: '' }).externalUpstream).toBe(false);
    expect(() => planStack({ UPSTREAM_URL: 'not a url' })).toThrow(/UPSTREAM_URL/);
    expect(() => planStack({ PORT: '70000' })).toThrow(/PORT must be a port number/);
  });
});

describe('parsePort', () => {
  it('parses, defaults and rejects', () => {
    expect(parsePort('8080', 1, 'X')).toBe(8080);
    expect(parsePort(undefined, 1234, 'X')).toBe(1234);
    expect(() => parsePort('0', 1, 'X')).toThrow(/X/);
    expect(() => parsePort('12.5', 1, 'X')).toThrow(/X/);
    expect(() => parsePort('abc', 1, 'X')).toThrow(/X/);
  });
});

describe('child environments', () => {
  const plan = planStack({}, { upstreamPort: 4500, bffPort: 3500, dataDir: '/tmp/data' });

  it('gives the API its port, loopback host, data folder, the /media base and the push webhook', () => {
    const env = upstreamEnv({ LOG_LEVEL: 'warn' }, plan);
    expect(env).toMatchObject({
      LOG_LEVEL: 'warn',
      UPSTREAM_PORT: '4500',
      UPSTREAM_HOST: '127.0.0.1',
      DATA_DIR: '/tmp/data',
      MEDIA_BASE_URL: '/media',
      PUSH_WEBHOOK_URL: 'http://127.0.0.1:3500/internal/push',
      MYFATOORAH_BASE_URL: 'http://127.0.0.1:4100',
      PAYMENT_RETURN_URL: 'http://localhost:3500',
    });
    expect(upstreamEnv({ MEDIA_BASE_URL: 'https://cdn.example/m' }, plan).MEDIA_BASE_URL).toBe('https://cdn.example/m');
    // Behind a public address, media URLs are absolute URLs of that site.
    const behind = planStack({ PUBLIC_URL: 'https://badal.example/' }, { bffPort: 3500 });
    expect(upstreamEnv({}, behind).MEDIA_BASE_URL).toBe('https://badal.example/media');
    expect(upstreamEnv({ UPSTREAM_HOST: '0.0.0.0' }, plan).UPSTREAM_HOST).toBe('0.0.0.0');
  });

  it('points the BFF at the API and its storage', () => {
    expect(bffEnv({ REDIS_URL: 'redis://r:6379' }, plan)).toMatchObject({
      REDIS_URL: 'redis://r:6379',
      PORT: '3500',
      UPSTREAM_URL: 'http://127.0.0.1:4500/api',
      UPSTREAM_MEDIA_URL: 'http://127.0.0.1:4500/storage',
    });
    const external = planStack({ UPSTREAM_URL: 'https://api.example.com/api' });
    expect(bffEnv({}, external)).not.toHaveProperty('UPSTREAM_MEDIA_URL');
    expect(bffEnv({}, external)).not.toHaveProperty('PAYMENT_PROVIDER_ORIGIN');
  });

  it("wires the payment sandbox: the API's webhook, and the same key and secret on both ends", () => {
    expect(bffEnv({}, plan).PAYMENT_PROVIDER_ORIGIN).toBe('http://127.0.0.1:4100');
    expect(sandboxEnv({}, plan)).toEqual({
      SANDBOX_PORT: '4100',
      SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:4500/webhooks/myfatoorah',
    });
    expect(
      sandboxEnv({ MYFATOORAH_API_KEY: 'k', MYFATOORAH_WEBHOOK_SECRET: 'a-shared-webhook-secret' }, plan),
    ).toMatchObject({ SANDBOX_API_KEY: 'k', SANDBOX_WEBHOOK_SECRET: 'a-shared-webhook-secret' });
    const real = planStack({ MYFATOORAH_BASE_URL: 'https://apitest.myfatoorah.com' });
    expect(upstreamEnv({ MYFATOORAH_BASE_URL: 'https://apitest.myfatoorah.com' }, real).MYFATOORAH_BASE_URL).toBe(
      'https://apitest.myfatoorah.com',
    );
  });

  it('drops outside services for a throw-away stack', () => {
    const env = isolatedEnv({
      DATABASE_URL: 'postgres://x',
      REDIS_URL: 'redis://x',
      UPSTREAM_URL: 'https://x',
      UPSTREAM_MEDIA_URL: 'https://x',
      PUBLIC_URL: 'https://x',
      PATH: '/bin',
    });
    expect(env).toEqual({ PATH: '/bin' });
  });

  it('adds test database, Redis and password-cost defaults without overriding', () => {
    expect(withTestDefaults({})).toMatchObject({
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      TEST_REDIS_URL: 'redis://127.0.0.1:6379',
      PASSWORD_SCRYPT_COST: '1024',
    });
    expect(withTestDefaults({ PASSWORD_SCRYPT_COST: '16384' }).PASSWORD_SCRYPT_COST).toBe('16384');
    expect(withTestDefaults({ TEST_REDIS_URL: 'redis://other:6380' }).TEST_REDIS_URL).toBe('redis://other:6380');
  });

  it('points conformance at the API and its dev outbox', () => {
    expect(conformanceArgs(plan)).toEqual([
      '--upstream',
      'http://127.0.0.1:4500/api',
      '--outbox',
      'http://127.0.0.1:4500/dev/outbox',
    ]);
  });

  it('tells the browser suite where the BFF and the outbox are', () => {
    expect(e2eEnv({}, plan)).toEqual({
      E2E_BASE_URL: 'http://127.0.0.1:3500',
      UPSTREAM_ORIGIN: 'http://127.0.0.1:4500',
    });
  });
});

describe('isCi', () => {
  it('reads CI the way CI services set it', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
    expect(isCi({})).toBe(false);
  });
});
