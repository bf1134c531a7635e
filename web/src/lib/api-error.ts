/**
 * The two ways a call can fail, as values the UI can reason about: the BFF answered with an
 * error body `{ error: { code, message, fields? } }` (contracts errors.ts), or nothing answered.
 */
import { type ErrorBody, type ErrorCode, errorCatalogue } from '@badal/contracts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** The server's text: English, or the marketplace API's own wording for code `upstream`. */
    message: string,
    /** Field name → message key (or the API's own text). */
    readonly fields: Readonly<Record<string, string>> = {},
    /** From Retry-After (a 429): how long to wait before trying again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** Retry-After in seconds (the BFF sends seconds; an HTTP date is read too). */
const secondsFrom = (retryAfter: string | null | undefined): number | null => {
  if (!retryAfter) return null;
  if (/^\d+$/.test(retryAfter.trim())) return Number(retryAfter.trim());
  const at = Date.parse(retryAfter);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

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

/**
 * Reads the catalogue's error body by hand (its shape is three fields): this runs on every failed
 * call, in the start-up chunk, which carries no schemas.
 */
const readErrorBody = (body: unknown): ErrorBody['error'] | null => {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !Object.hasOwn(errorCatalogue, code) || typeof message !== 'string') return null;
  const cleanFields =
    fields && typeof fields === 'object'
      ? Object.fromEntries(
          Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : undefined;
  return { code: code as ErrorCode, message, ...(cleanFields ? { fields: cleanFields } : {}) };
};

export const toApiError = (status: number, body: unknown, retryAfter?: string | null): ApiError => {
  const error = readErrorBody(body);
  const wait = secondsFrom(retryAfter);
  if (error) return new ApiError(status, error.code, error.message, error.fields, wait);
  const code = codeForStatus(status);
  return new ApiError(status, code, errorCatalogue[code].messageKey, {}, wait);
};

export const isApiError = (error: unknown, code?: ErrorCode): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
