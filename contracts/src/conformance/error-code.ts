/**
 * Which catalogue code an error answer maps to for a call (its `errors` list, §8 listed codes),
 * the way a client of the API reads it: first mapping of the status whose `when` (if any)
 * matches the upstream's English `error` or its `message`.
 */
import type { CallDef } from '../call.js';
import { upstreamErrorBodySchema } from '../error-schemas.js';
import type { ErrorCode } from '../errors.js';

/** The texts of an upstream error body that a `when` pattern is tested against. */
export const errorTexts = (body: unknown): string[] => {
  const parsed = upstreamErrorBodySchema.safeParse(body);
  if (!parsed.success) return [];
  return [parsed.data.error, parsed.data.message].filter((t): t is string => typeof t === 'string' && t !== '');
};

export const resolveErrorCode = (call: CallDef, status: number, body: unknown): ErrorCode | undefined => {
  const texts = errorTexts(body);
  return call.errors?.find((m) => m.status === status && (!m.when || texts.some((t) => m.when?.test(t))))?.code;
};
