/**
 * react-hook-form glue: contracts' zod schemas validate (their messages are message keys), and
 * server field errors land under their fields without touching what the user typed.
 */

import { isMessageKey, type MessageKey } from '@badal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Issue code → message key, for rules that left a check without its own message. */
const KEY_FOR_CODE: Record<string, MessageKey> = {
  too_big: 'validation.tooLong',
  too_small: 'validation.required',
  invalid_type: 'validation.required',
};

/**
 * Every message under a field must be a key with English and Arabic text. A length limit that
 * inherited its schema's "required" wording is reworded as "too long".
 */
const normalizeMessages = (errors: Record<string, unknown> | undefined): void => {
  for (const [key, value] of Object.entries(errors ?? {})) {
    // `ref` points at the DOM input: never walk into it.
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { type?: unknown; message?: unknown };
    if (typeof error.message !== 'string') {
      normalizeMessages(value as Record<string, unknown>); // an array or object of fields
      continue;
    }
    const code = typeof error.type === 'string' ? error.type : '';
    if (code === 'too_big' && error.message === 'validation.required') error.message = 'validation.tooLong';
    else if (!isMessageKey(error.message)) error.message = KEY_FOR_CODE[code] ?? 'validation.invalid';
  }
};

/** Puts `fields` of an ApiError under the form's own fields; returns how many it placed. */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): number => {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
};

/**
 * A form validated by a contracts schema. `V` is the form's own state (what the inputs hold);
 * `toInput` maps it onto the schema's input when they differ (e.g. registration sends the
 * password as its own confirmation). Submit handlers receive the schema's parsed output.
 */
export const useSchemaForm = <V extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: V,
  toInput: (values: V) => unknown = (values) => values,
): UseFormReturn<V, unknown, z.output<S>> => {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  const resolver: Resolver<V, unknown, z.output<S>> = async (values, context, options) => {
    const result = await inner(toInput(values) as FieldValues, context, options as never);
    normalizeMessages(result.errors as Record<string, unknown>);
    return result as never;
  };
  return useForm<V, unknown, z.output<S>>({
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
  });
};
