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
});
