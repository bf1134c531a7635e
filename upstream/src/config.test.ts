/** The API's payment settings: the sandbox outside production, nothing by default in production. */
import { describe, expect, it } from 'vitest';
import { DEV_MYFATOORAH_API_KEY, readEnv } from './config.js';

describe('payment settings', () => {
  it('default to the payment sandbox outside production', () => {
    expect(readEnv({}).payments).toEqual({
      baseUrl: 'http://127.0.0.1:4100',
      apiKey: DEV_MYFATOORAH_API_KEY,
      scriptUrl: 'http://127.0.0.1:4100/cardview/v2/session.js',
      webhookSecret: 'badal-development-webhook-secret',
      timeoutMs: 10_000,
      returnUrl: 'http://localhost:3000',
      openMinutes: 30,
      unpaidHoldMinutes: 30,
    });
    expect(readEnv({ PAYMENT_OPEN_MINUTES: '5', UNPAID_HOLD_MINUTES: '45' }).payments).toMatchObject({
      openMinutes: 5,
      unpaidHoldMinutes: 45,
    });
    expect(() => readEnv({ PAYMENT_OPEN_MINUTES: '0' })).toThrow();
  });

  it("know where MyFatoorah's test portal serves session.js", () => {
    const env = readEnv({ MYFATOORAH_BASE_URL: 'https://apitest.myfatoorah.com/', MYFATOORAH_API_KEY: 'key' });
    expect(env.payments).toMatchObject({
      baseUrl: 'https://apitest.myfatoorah.com',
      apiKey: 'key',
      scriptUrl: 'https://demo.myfatoorah.com/cardview/v2/session.js',
    });
  });

  it('are off in production until the provider is configured, and never fall back to the sandbox', () => {
    expect(readEnv({ NODE_ENV: 'production' }).payments).toBeNull();
    expect(() => readEnv({ NODE_ENV: 'production', MYFATOORAH_API_KEY: 'key' })).toThrow(
      /MYFATOORAH_API_KEY: set without MYFATOORAH_BASE_URL/,
    );
    const incomplete = () => readEnv({ NODE_ENV: 'production', MYFATOORAH_BASE_URL: 'https://api.example.com' });
    for (const name of [
      'MYFATOORAH_API_KEY',
      'MYFATOORAH_SCRIPT_URL',
      'MYFATOORAH_WEBHOOK_SECRET',
      'PAYMENT_RETURN_URL',
    ]) {
      expect(incomplete, name).toThrow(new RegExp(`${name}: required`));
    }
    const live = readEnv({
      NODE_ENV: 'production',
      MYFATOORAH_BASE_URL: 'https://api.myfatoorah.com',
      MYFATOORAH_API_KEY: 'live-key',
      MYFATOORAH_WEBHOOK_SECRET: 'a-long-webhook-secret',
      PAYMENT_RETURN_URL: 'https://badal.example/',
    });
    expect(live.payments).toEqual({
      baseUrl: 'https://api.myfatoorah.com',
      apiKey: 'live-key',
      scriptUrl: 'https://portal.myfatoorah.com/cardview/v2/session.js',
      webhookSecret: 'a-long-webhook-secret',
      timeoutMs: 10_000,
      returnUrl: 'https://badal.example',
      openMinutes: 30,
      unpaidHoldMinutes: 30,
    });
  });

  it('refuse bad values by name', () => {
    expect(() => readEnv({ MYFATOORAH_BASE_URL: 'ftp://x' })).toThrow(/MYFATOORAH_BASE_URL/);
    expect(() => readEnv({ MYFATOORAH_WEBHOOK_SECRET: 'short' })).toThrow(/MYFATOORAH_WEBHOOK_SECRET/);
    expect(() => readEnv({ MYFATOORAH_TIMEOUT_MS: '5' })).toThrow(/MYFATOORAH_TIMEOUT_MS/);
  });
});

describe("the API's environment", () => {
  it('takes a media base that is an absolute URL or a path from the site root', () => {
    expect(readEnv({ MEDIA_BASE_URL: 'https://cdn.example/m/' }).mediaBaseUrl).toBe('https://cdn.example/m');
    expect(readEnv({ MEDIA_BASE_URL: '/media' }).mediaBaseUrl).toBe('/media');
    expect(readEnv({}).mediaBaseUrl).toBeUndefined();
  });

  it('refuses a media base that is neither', () => {
    for (const bad of ['media', '//evil.example/m', 'ftp://x/m', '/me dia'])
      expect(() => readEnv({ MEDIA_BASE_URL: bad }), bad).toThrow(/MEDIA_BASE_URL/);
  });
});
