import { describe, expect, it } from 'vitest';
import { readSandboxEnv } from './sandbox-config.js';

describe('payment sandbox settings', () => {
  it('run on 127.0.0.1:4100 with the development key and secret, sending webhooks to the local API', () => {
    expect(readSandboxEnv({})).toEqual({
      port: 4100,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:4100',
      apiKey: 'badal-sandbox-api-key',
      webhookUrl: 'http://127.0.0.1:4000/webhooks/myfatoorah',
      webhookSecret: 'badal-development-webhook-secret',
      webhookRetryDelaysMs: [10_000, 10_000, 10_000],
      hangMs: 60_000,
      refundSettleMs: 5_000,
      logLevel: 'info',
    });
    expect(readSandboxEnv({ SANDBOX_REFUND_SETTLE_MS: 'manual' }).refundSettleMs).toBeNull();
    expect(readSandboxEnv({ SANDBOX_REFUND_SETTLE_MS: '0' }).refundSettleMs).toBe(0);
    expect(() => readSandboxEnv({ SANDBOX_REFUND_SETTLE_MS: 'soon' })).toThrow(/SANDBOX_REFUND_SETTLE_MS/);
    expect(
      readSandboxEnv({ SANDBOX_HOST: '0.0.0.0', SANDBOX_PORT: '4200', SANDBOX_WEBHOOK_URL: 'none' }),
    ).toMatchObject({
      publicUrl: 'http://127.0.0.1:4200',
      webhookUrl: undefined,
    });
  });

  it('refuse to start in production unless configured explicitly', () => {
    expect(() => readSandboxEnv({ NODE_ENV: 'production' })).toThrow(
      /does not start with NODE_ENV=production unless configured explicitly: set SANDBOX_ALLOW_PRODUCTION=true, SANDBOX_API_KEY, SANDBOX_WEBHOOK_SECRET, SANDBOX_PUBLIC_URL, SANDBOX_WEBHOOK_URL/,
    );
    const explicit = {
      NODE_ENV: 'production',
      SANDBOX_ALLOW_PRODUCTION: 'true',
      SANDBOX_API_KEY: 'staging-key',
      SANDBOX_WEBHOOK_SECRET: 'staging-webhook-secret',
      SANDBOX_PUBLIC_URL: 'https://pay-sandbox.staging.example',
      SANDBOX_WEBHOOK_URL: 'http://upstream:4000/webhooks/myfatoorah',
    };
    expect(readSandboxEnv(explicit)).toMatchObject({
      apiKey: 'staging-key',
      publicUrl: 'https://pay-sandbox.staging.example',
    });
  });
});
