import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '../calls/auth.js';
import { requiredAsPhone } from '../rules.js';
import { freshAccount, randomDigits, randomTag, unknownPhone } from './identity.js';

describe('throw-away identities', () => {
  it('a fresh account passes the registration schema and differs every time', () => {
    const a = freshAccount();
    expect(registerBodySchema.safeParse({ ...a, passwordConfirmation: a.password }).success).toBe(true);
    expect(a.email).toMatch(/@example\.com$/);
    expect(a.phone).toMatch(/^9\d{7}$/);
    const b = freshAccount();
    expect([b.userName, b.email, b.password]).not.toEqual([a.userName, a.email, a.password]);
  });

  it('an unknown number is a valid 8-digit number no Kuwaiti mobile uses', () => {
    const n = unknownPhone();
    expect(requiredAsPhone.safeParse(n).success).toBe(true);
    expect(n.startsWith('1')).toBe(true);
  });

  it('random tags and digits have the asked length and alphabet', () => {
    expect(randomTag(12)).toMatch(/^[a-z0-9]{12}$/);
    expect(randomDigits(7)).toMatch(/^\d{7}$/);
  });
});
