import { describe, expect, it } from 'vitest';
import { loginResponseSchema, messageResponseSchema } from './session.js';

describe('loginResponseSchema (spec §7 POST /authentication)', () => {
  const ok = { id: 1, fullname: 'Demo User', access_token: 'tok', expires_in: 3600, checkMembership: false };

  it('accepts id, fullname, access_token, expires_in, checkMembership', () => {
    expect(loginResponseSchema.safeParse(ok).success).toBe(true);
  });

  it('refuses an empty token and a non-positive or fractional expiry', () => {
    expect(loginResponseSchema.safeParse({ ...ok, access_token: '' }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ ...ok, expires_in: 0 }).success).toBe(false);
    expect(loginResponseSchema.safeParse({ ...ok, expires_in: 1.5 }).success).toBe(false);
    // The spec spells it fullname, not fullName.
    const { fullname: _f, ...camel } = { ...ok, fullName: 'Demo User' };
    expect(loginResponseSchema.safeParse(camel).success).toBe(false);
  });
});

describe('messageResponseSchema', () => {
  it('wants a message string', () => {
    expect(messageResponseSchema.safeParse({ message: 'ok' }).success).toBe(true);
    expect(messageResponseSchema.safeParse({}).success).toBe(false);
  });
});
