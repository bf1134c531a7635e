/**
 * Development-only answer checks (loaded on demand by the client, never in production): every
 * answer is compared with its schema in the contracts, and a mismatch is logged as the contract
 * bug it is, without breaking the page.
 */
import { bffEndpoints, calls } from '@badal/contracts';
import type { z } from 'zod';

export const responseSchema = (kind: 'call' | 'bff', name: string): z.ZodType | undefined => {
  if (kind === 'call') return (calls as Record<string, { response: z.ZodType }>)[name]?.response;
  return (bffEndpoints as Record<string, { response?: z.ZodType }>)[name]?.response;
};

/** Returns the issues found (empty when the answer matches), logging them. */
export const checkResponse = (kind: 'call' | 'bff', name: string, data: unknown): z.core.$ZodIssue[] => {
  const schema = responseSchema(kind, name);
  if (!schema) return [];
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  console.error(`response of ${name} does not match the contract`, parsed.error.issues);
  return parsed.error.issues;
};
