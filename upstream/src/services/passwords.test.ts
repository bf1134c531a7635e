import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PRODUCTION_SCRYPT_COST,
  scryptCostFrom,
  verifyPassword,
  verifyPasswordOrDummy,
} from './passwords.js';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('sesame99'), hashPassword('sesame99')]);
    expect(a).toMatch(new RegExp(`^scrypt\\$${scryptCostFrom(process.env)}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`));
    expect(a).not.toBe(b);
    expect(await verifyPassword('sesame99', a)).toBe(true);
    expect(await verifyPassword('sesame98', a)).toBe(false);
    expect(await verifyPassword('sesame99', 'plain-text')).toBe(false);
  });

  it('checks against a throwaway hash when there is no account', async () => {
    expect(await verifyPasswordOrDummy('anything', undefined)).toBe(false);
  });

  it('verifies a hash by the cost stored with it, whatever the cost of new hashes', async () => {
    const full = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$';
    // Not a real key: a mismatch of the right length still runs scrypt at the stored cost.
    expect(await verifyPassword('x', `${full}AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)).toBe(false);
  });

  it('takes a lower cost for test databases only', () => {
    expect(scryptCostFrom({})).toBe(PRODUCTION_SCRYPT_COST);
    expect(scryptCostFrom({ PASSWORD_SCRYPT_COST: '1024' })).toBe(1024);
    expect(scryptCostFrom({ PASSWORD_SCRYPT_COST: '65536', NODE_ENV: 'production' })).toBe(65_536);
    expect(() => scryptCostFrom({ PASSWORD_SCRYPT_COST: '1024', NODE_ENV: 'production' })).toThrow(/production/);
    expect(() => scryptCostFrom({ PASSWORD_SCRYPT_COST: '1000' })).toThrow(/power of two/);
    expect(() => scryptCostFrom({ PASSWORD_SCRYPT_COST: 'fast' })).toThrow(/power of two/);
  });
});
