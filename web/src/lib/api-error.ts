/**
 * The two ways a call can fail, as values the UI can reason about: the BFF answered with an
 * error body `{ error: { code, message, fields? } }` (contracts errors.ts), or nothing answered.
 */
import { type ErrorCode, errorBodySchema, errorCatalogue } from '@badal/contracts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** The server's text: English, or the marketplace API's own wording for code `upstream`. */
    message: string,
    /** Field name → message key (or the API's own text). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** fetch rejected: offline, DNS, connection refused (spec §8 "No connection"). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** Fallback code for bodies that are not ours (a proxy page, an empty 502 …). */
const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'session_ended';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 499) return 'cancelled';
  if (status === 503 || status === 502) return 'upstream_unavailable';
  if (status === 504) return 'upstream_timeout';
  if (status >= 500) return 'internal';
  return 'bad_request';
};

export const toApiError = (status: number, body: unknown): ApiError => {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
  }
  const code = codeForStatus(status);
  return new ApiError(status, code, errorCatalogue[code].messageKey);
};

export const isApiError = (error: unknown, code?: ErrorCode): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
