import { describe, expect, it } from 'vitest';
import { readEnv } from './config.js';

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
