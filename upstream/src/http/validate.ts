import { isMessageKey, type MessageKey } from '@badal/contracts';
import type { z } from 'zod';
import { type FieldErrors, HttpError, notFound } from '../http-error.js';

/**
 * Zod issues → `errors` (field → message keys). Contracts' rules put a message key in every
 * message; anything else (a zod default text) becomes 'validation.invalid' so clients always get a
 * key they can render in English or Arabic.
 */
export const toFieldErrors = (issues: readonly z.core.$ZodIssue[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    const list = errors[field] ?? [];
    if (!list.includes(key)) list.push(key);
    errors[field] = list;
  }
  return errors;
};

/** Parses a body or query: 422 with `errors`, the message being the first error's text (as Laravel does). */
export const parseInput = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error.issues);
  const first = Object.values(errors)[0]?.[0] ?? 'error.validation';
  throw new HttpError(422, first, errors);
};

/** Path parameters that do not fit (a non-numeric id, a malformed slug) name no resource: 404. */
export const parseParams = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) throw notFound();
  return result.data;
};
