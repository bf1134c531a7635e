import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redaction', () => {
  it('hides secrets in query strings only', () => {
    expect(redactUrl('/bff/session/google/callback?code=abc&redirectTo=%2F')).toBe(
      '/bff/session/google/callback?code=%5BRedacted%5D&redirectTo=%2F',
    );
    expect(redactUrl('/api/categories/mini?page=2')).toBe('/api/categories/mini?page=2');
  });
});
