import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Tokens, codes and reset tokens are stored only as SHA-256, never as they were handed out. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An opaque bearer token or one-time code: 32 random bytes, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A 6-digit code for SMS and e-mail verification (leading zeros kept). */
export const randomDigits = (length = 6): string => Array.from({ length }, () => String(randomInt(0, 10))).join('');

/** The S256 challenge of a PKCE verifier (RFC 7636 §4.2). */
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
