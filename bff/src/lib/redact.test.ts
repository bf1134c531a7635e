import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redaction', () => {
  it('hides secrets in query strings only', () => {
    expect(redactUrl('/bff/session/google/callback?code=abc&redirectTo=%2F')).toBe(
      '/bff/session/google/callback?code=%5BRedacted%5D&redirectTo=%2F',
    );
    expect(redactUrl('/api/categories/mini?page=2')).toBe('/api/categories/mini?page=2');
  });

  it('hides phone numbers and e-mail addresses, in the query and in the path', () => {
    expect(redactUrl('/api/authentication/message?mobile=50000004')).toBe(
      '/api/authentication/message?mobile=%5BRedacted%5D',
    );
    const check = redactUrl('/api/authentication/message/check-code?number=50000004&email=a%40b.co&code=1234');
    expect(check).not.toMatch(/50000004|a%40b|1234/);
    expect(redactUrl('/api/search?q=dana@example.com&page=1')).toBe('/api/search?q=%5BRedacted%5D&page=1');
    expect(redactUrl('/users/by-email/dana%40example.com/x')).toBe('/users/by-email/[Redacted]/x');
  });
});
