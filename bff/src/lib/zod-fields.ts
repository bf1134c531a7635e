import type { z } from 'zod';

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
