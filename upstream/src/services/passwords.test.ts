import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from './passwords.js';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('sesame99'), hashPassword('sesame99')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('sesame99', a)).toBe(true);
    expect(await verifyPassword('sesame98', a)).toBe(false);
    expect(await verifyPassword('sesame99', 'plain-text')).toBe(false);
  });

  it('checks against a throwaway hash when there is no account', async () => {
    expect(await verifyPasswordOrDummy('anything', undefined)).toBe(false);
  });
});
