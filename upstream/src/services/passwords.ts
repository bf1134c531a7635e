/**
 * Password hashing with node:crypto scrypt (no native dependency). The stored form carries its
 * parameters — scrypt$N$r$p$salt$hash — so the cost can be raised later without breaking old hashes.
 */
import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

/** scrypt's CPU/memory cost for new hashes; verification reads the one stored with each hash. */
export const PRODUCTION_SCRYPT_COST = 16_384;

/**
 * `PASSWORD_SCRYPT_COST` lowers the cost for throw-away test databases only (`npm test` sets 1024:
 * every sign-in of the suites hashed at full cost took ~50 ms of a core — decision 024). A power
 * of two; below the production cost it is refused when NODE_ENV is production.
 */
export const scryptCostFrom = (env: NodeJS.ProcessEnv): number => {
  const raw = env.PASSWORD_SCRYPT_COST;
  if (raw === undefined || raw === '') return PRODUCTION_SCRYPT_COST;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1024 || n > 1_048_576 || (n & (n - 1)) !== 0) {
    throw new Error(`PASSWORD_SCRYPT_COST: a power of two from 1024 to 1048576, got "${raw}"`);
  }
  if (n < PRODUCTION_SCRYPT_COST && env.NODE_ENV === 'production') {
    throw new Error(`PASSWORD_SCRYPT_COST: below ${PRODUCTION_SCRYPT_COST} is for test databases, not production`);
  }
  return n;
};

const COST = { N: scryptCostFrom(process.env), r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

let dummyHash: Promise<string> | undefined;
/**
 * Checks a password against an account that may not exist: without an account, a throwaway hash is
 * checked instead so the answer takes as long as for a real account (no user enumeration by timing).
 */
export const verifyPasswordOrDummy = async (password: string, stored: string | undefined): Promise<boolean> => {
  if (stored !== undefined) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
};

/** A password nobody knows, for accounts created by social sign-in. */
export const unusablePasswordHash = (): Promise<string> => hashPassword(randomBytes(32).toString('base64url'));
