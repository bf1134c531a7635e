import type { z } from 'zod';
import { BffError } from './bff-error.js';

/**
 * Turns zod issues into `field → message key`, the first issue per field winning. Issues of the
 * object itself (no path) land under `_`.
 */
export const fieldErrors = (error: z.ZodError, prefix = ''): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = prefix + (issue.path.length ? issue.path.join('.') : '_');
    if (!(key in fields))
      fields[key] =
        issue.message.startsWith('validation.') || issue.message.startsWith('error.')
          ? issue.message
          : 'validation.invalid';
  }
  return fields;
};

/** Validates client input; a failure is a 400 in the catalogue's shape with a key per field. */
export const parseInput = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new BffError('validation', { fields: fieldErrors(parsed.error) });
  return parsed.data;
};
