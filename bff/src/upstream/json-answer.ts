/**
 * An upstream success answer that says it is JSON must be JSON before the BFF passes it on or
 * stores it: a broken answer forwarded as `200 application/json` breaks every client that reads
 * it, and a cached one breaks them for the cache's lifetime. Syntax only — it is the check every
 * answer can afford; the call's schema is the clients' business.
 */
import { BffError } from '../lib/bff-error.js';

/** Whether a content type is JSON (`application/json`, `application/problem+json`, …). */
export const isJsonType = (contentType: unknown): boolean =>
  typeof contentType === 'string' && /[/+]json\b/i.test(contentType);

/** Throws `upstream_bad_answer` (502) unless `body` parses as JSON. */
export const assertJson = (body: Buffer | string): void => {
  try {
    JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
  } catch {
    throw new BffError('upstream_bad_answer');
  }
};
