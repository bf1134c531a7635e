/**
 * Reads an upstream error response and maps it to the catalogue: first the call's own mapping of
 * §8 listed codes, then the general cases. The upstream's message is kept where §8 says the
 * snackbar shows it.
 */
import { type CallDef, type ErrorCode, upstreamErrorBodySchema } from '@badal/contracts';
import { BffError } from '../lib/bff-error.js';

const MAX_ERROR_BODY = 64 * 1024;

/** `message` is in the request language; `error`, when the API sends it, is the English text. */
export interface UpstreamErrorDetail {
  message?: string;
  error?: string;
  fields?: Record<string, string>;
  /** The API's Retry-After (seconds), passed on with a 429. */
  retryAfterSeconds?: number;
}

/** Retry-After in whole seconds, when the API sent one. */
export const retryAfterOf = (header: unknown): { retryAfterSeconds?: number } => {
  const seconds = Number(header);
  return typeof header === 'string' && Number.isInteger(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {};
};

export const readErrorBody = async (body: AsyncIterable<Buffer>): Promise<UpstreamErrorDetail> => {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_ERROR_BODY) break;
    chunks.push(chunk);
  }
  try {
    const parsed = upstreamErrorBodySchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    if (!parsed.success) return {};
    const { message, error, errors } = parsed.data;
    const fields = errors
      ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v]))
      : undefined;
    const text = message ?? error;
    return { ...(text ? { message: text } : {}), ...(error ? { error } : {}), ...(fields ? { fields } : {}) };
  } catch {
    return {};
  }
};

export const mapUpstreamError = (call: CallDef, status: number, detail: UpstreamErrorDetail): BffError => {
  // Match on both texts: the localized message alone would miss an English pattern in Arabic.
  const texts = `${detail.message ?? ''}\n${detail.error ?? ''}`;
  const rule = call.errors?.find((m) => m.status === status && (!m.when || m.when.test(texts)));
  const fields = detail.fields && Object.keys(detail.fields).length ? detail.fields : undefined;
  const opts = (code: ErrorCode, extra: { status?: number; retryAfterSeconds?: number } = {}) =>
    new BffError(code, {
      ...(detail.message ? { message: detail.message } : {}),
      ...(fields ? { fields } : {}),
      ...extra,
    });
  // The upstream's status stands (a 422 stays a 422); the code says which case it is.
  if (rule) return opts(rule.code, { status });
  if (status === 401) return new BffError('session_ended');
  if (status === 404) return opts('not_found');
  if (status === 413) return opts('payload_too_large');
  if (status === 422 && fields) return opts('validation', { status: 422 });
  if (status === 429)
    return opts('rate_limited', detail.retryAfterSeconds ? { retryAfterSeconds: detail.retryAfterSeconds } : {});
  if (status >= 500) return new BffError('upstream_unavailable', { status: status === 504 ? 504 : 502 });
  return opts('upstream', { status });
};
