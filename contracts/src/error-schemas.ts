/** zod schemas of the error bodies (errors.ts keeps the catalogue itself free of zod). */
import { z } from 'zod';
import { errorCodes } from './errors.js';

export const errorCodeSchema = z.enum(errorCodes);

/** Field name → message key (or, for errors the marketplace API words itself, its text). */
export const fieldErrorsSchema = z.record(z.string(), z.string());

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: fieldErrorsSchema.optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The marketplace API's own error body (a Laravel-style `{ message, errors }`); `errors` values
 * may be message keys of this catalogue or free text.
 */
export const upstreamErrorBodySchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
});
export type UpstreamErrorBody = z.infer<typeof upstreamErrorBodySchema>;
