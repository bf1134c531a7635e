/**
 * react-hook-form glue: contracts' zod schemas validate (their messages are message keys), and
 * server field errors land under their fields without touching what the user typed.
 */
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
  const resolver: Resolver<V, unknown, z.output<S>> = (values, context, options) =>
    inner(toInput(values) as FieldValues, context, options as never) as never;
  return useForm<V, unknown, z.output<S>>({
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
  });
};
