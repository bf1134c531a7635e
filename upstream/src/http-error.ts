import type { MessageKey } from '@badal/contracts';
import type { AnyTextKey } from './texts.js';

/** Field name → message keys, as Laravel-style `errors`. */
export type FieldErrors = Record<string, MessageKey[]>;

/**
 * Words of an outside party that are passed on as they are (a payment provider's reason for
 * refusing a card): never a message key, so clients show them verbatim.
 */
export type OutsideText = string & { readonly outside: true };
export const outsideText = (text: string): OutsideText => text as OutsideText;

/**
 * An error answered as `{ message, error, errors? }`: `message` is the text of `key` in the request
 * language, `error` the English text (stable across languages, for clients matching on it).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: AnyTextKey,
    readonly errors?: FieldErrors | Record<string, OutsideText[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

/** 422 with every listed field carrying the same message key; the message is that key's text. */
export const fieldError = (key: MessageKey, ...fields: string[]): HttpError =>
  new HttpError(422, key, Object.fromEntries(fields.map((f) => [f, [key]])));

export const unauthenticated = (): HttpError => new HttpError(401, 'upstream.unauthenticated');
export const forbidden = (): HttpError => new HttpError(403, 'error.forbidden');
export const notFound = (): HttpError => new HttpError(404, 'error.notFound');
