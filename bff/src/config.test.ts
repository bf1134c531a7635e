import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for npm start', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.upstream.url).toBe('http://127.0.0.1:4000/api');
    expect(c.upstream.mediaUrl).toBe('http://127.0.0.1:4000/storage');
    expect(c.redisUrl).toBeUndefined();
    expect(c.session.cookieName).toBe('badal_sid');
  });

  it('stops with a message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', UPSTREAM_URL: 'not a url', REDIS_URL: 'http://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (e) {
      const message = (e as Error).message;
      for (const name of ['PORT', 'UPSTREAM_URL', 'REDIS_URL', 'LOG_LEVEL']) expect(message).toContain(name);
    }
  });

  it('treats empty variables as unset and trims trailing slashes', () => {
    const c = loadConfig({ PORT: '', UPSTREAM_URL: 'https://api.badal.example/api/', COOKIE_SECURE: 'true' });
    expect(c.port).toBe(3000);
    expect(c.upstream.url).toBe('https://api.badal.example/api');
    expect(c.upstream.mediaUrl).toBe('https://api.badal.example/storage');
    expect(c.session.secure).toBe(true);
  });

  it('trusts no proxy by default, only the proxies named, and refuses "trust everything" and hop counts', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback,uniquelocal' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any address a client writes in X-Forwarded-For/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count cannot tell a proxy/);
    for (const value of ['nginx', '10.0.0.0/33', '300.1.1.1', ',', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('signs device cookies with their own secret, or one derived from the push secret', () => {
    const derived = loadConfig({ PUSH_WEBHOOK_SECRET: 'push-secret-0123456789' }).rateLimits.deviceSecret;
    expect(derived).not.toContain('push-secret');
    expect(loadConfig({ PUSH_WEBHOOK_SECRET: 'another-secret-0123456789' }).rateLimits.deviceSecret).not.toBe(derived);
    expect(loadConfig({ DEVICE_COOKIE_SECRET: 'device-secret-0123456789' }).rateLimits.deviceSecret).toBe(
      'device-secret-0123456789',
    );
    expect(loadConfig({}).rateLimits).toMatchObject({ perAccount: 10, perAccountAddress: 5 });
  });

  it('push to browsers: off without FCM_WEB_*, on with all five and the service account, refused half set', () => {
    expect(loadConfig({}).push.web).toBeNull();
    const web = {
      FCM_WEB_API_KEY: 'api-key',
      FCM_WEB_PROJECT_ID: 'badal-test',
      FCM_WEB_MESSAGING_SENDER_ID: '1234',
      FCM_WEB_APP_ID: '1:1234:web:abc',
      FCM_WEB_VAPID_KEY: 'vapid-public-key',
    };
    expect(loadConfig({ ...web, FCM_SERVICE_ACCOUNT: '{}' }).push.web).toEqual({
      apiKey: 'api-key',
      projectId: 'badal-test',
      messagingSenderId: '1234',
      appId: '1:1234:web:abc',
      vapidKey: 'vapid-public-key',
    });
    expect(() => loadConfig({ ...web, FCM_WEB_VAPID_KEY: '', FCM_SERVICE_ACCOUNT: '{}' })).toThrow(
      /FCM_WEB_VAPID_KEY: required with the other FCM_WEB_\* variables/,
    );
    expect(() => loadConfig(web)).toThrow(/FCM_SERVICE_ACCOUNT: required with the FCM_WEB_\* variables/);
  });
});
