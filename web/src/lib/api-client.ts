/**
 * The one typed client. Every marketplace call comes from the contracts' call table (mirrored by
 * the BFF at /api<path> with its true verb) and every BFF endpoint from `bffEndpoints`; inputs and
 * answers are typed from their zod schemas, so there are no hand-written API types.
 *
 * At run time the client needs only each call's method, path and encoding (the build takes them
 * from the declarations: build/call-paths-plugin.ts), and the query and form encodings
 * (`@badal/contracts/core`): no zod, so the schemas stay out of the start-up chunk. Development
 * builds and tests also check every answer against its schema (`./call-checks`).
 */

import { bffEndpointPaths, callPaths, type MirroredCallName } from 'virtual:badal/call-paths';
import type { bffEndpoints, CallName, Calls } from '@badal/contracts';
import {
  type BodyEncoding,
  encodeQuery,
  fillPath,
  formEntries,
  type HttpMethod,
  LOCALE_HEADER,
} from '@badal/contracts/core';
import type { z } from 'zod';
import { ApiError, isAbort, NetworkError, toApiError } from './api-error';

/** The input a schema slot takes, or `never` when the call declares no such slot. */
type Slot<T> = [NonNullable<T>] extends [z.ZodType]
  ? unknown extends z.input<NonNullable<T>>
    ? never
    : z.input<NonNullable<T>>
  : never;
type Part<K extends string, T> = [Slot<T>] extends [never] ? { [P in K]?: undefined } : { [P in K]: Slot<T> };

export type FileInput = Blob | readonly Blob[];

export type CallInput<N extends CallName> = Part<'params', Calls[N]['params']> &
  Part<'query', Calls[N]['query']> &
  Part<'body', Calls[N]['body']> & { files?: Record<string, FileInput>; signal?: AbortSignal };

export type CallOutput<N extends CallName> = z.output<Calls[N]['response']>;

type Bff = typeof bffEndpoints;
export type BffName = keyof Bff;
type Field<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;
export type BffInput<N extends BffName> = Part<'params', Field<Bff[N], 'params'>> &
  Part<'query', Field<Bff[N], 'query'>> &
  Part<'body', Field<Bff[N], 'body'>> & { signal?: AbortSignal };
export type BffOutput<N extends BffName> =
  Field<Bff[N], 'response'> extends z.ZodType ? z.output<Field<Bff[N], 'response'>> : undefined;

/** Fired when the BFF says the session is over, whichever call noticed it (spec §8 401). */
export const apiEvents = new EventTarget();
export const SESSION_ENDED_EVENT = 'session-ended';

/**
 * The one body encoder: JSON, or form and multipart fields by the contracts' wire rules (lists as
 * `name[]`, structures as JSON, booleans as 1 and 0). Text fields go before files (the BFF checks
 * them before it streams the first file on); a file list travels as `name[]`, one file under its
 * plain name.
 */
const encodeBody = (
  encoding: BodyEncoding,
  body: Record<string, unknown> | undefined,
  files: Record<string, FileInput> | undefined,
): { body?: BodyInit; contentType?: string } => {
  if (encoding === 'none') return {};
  if (encoding === 'json') return { body: JSON.stringify(body ?? {}), contentType: 'application/json' };
  if (encoding === 'form')
    return { body: new URLSearchParams(formEntries(body ?? {})), contentType: 'application/x-www-form-urlencoded' };
  const form = new FormData();
  for (const [key, value] of formEntries(body ?? {})) form.append(key, value);
  for (const [name, value] of Object.entries(files ?? {})) {
    if (value instanceof Blob) form.append(name, value);
    else for (const file of value) form.append(`${name}[]`, file);
  }
  // The browser sets the multipart boundary itself.
  return { body: form };
};

/** How every request to our own origin introduces itself. */
export const requestHeaders = (contentType?: string): Record<string, string> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  // The page's language (set on <html> by the BFF and the language switch) is the one the app
  // shows: the BFF answers in it, whatever an older cookie says.
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers[LOCALE_HEADER] = lang;
  return headers;
};

/**
 * How a request reaches the BFF: the browser's fetch, or, while the BFF renders a page on the
 * server, a function it hands in for that page (see src/entry-server.tsx).
 */
export type Transport = (
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers: Record<string, string> },
) => Promise<Response>;

let currentTransport: () => Transport | undefined = () => undefined;

/** Server rendering names the transport of the request being rendered; the browser never calls this. */
export const setTransportResolver = (resolve: () => Transport | undefined): void => {
  currentTransport = resolve;
};

export interface RawRequest {
  method: HttpMethod;
  url: string;
  body?: BodyInit | undefined;
  contentType?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Logout answers 401 when the session is already gone; that is not news worth announcing. */
  quietSessionEnd?: boolean;
}

/** Sends one request to our own origin and returns the parsed JSON, or throws ApiError/NetworkError. */
export const request = async ({
  method,
  url,
  body,
  contentType,
  signal,
  quietSessionEnd,
}: RawRequest): Promise<unknown> => {
  const headers = requestHeaders(contentType);
  let response: Response;
  const send = currentTransport() ?? fetch;
  try {
    response = await send(url, {
      method,
      headers,
      body: body ?? null,
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const error = toApiError(response.status, data, response.headers.get('retry-after'));
    if (error.code === 'session_ended' && !quietSessionEnd) apiEvents.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    throw error;
  }
  return data;
};

/**
 * A response that does not match its schema is a contract bug: development builds and tests say so
 * loudly (the page keeps working); production trusts the BFF and ships no schemas for it.
 */
const checkInDevelopment = (kind: 'call' | 'bff', name: string, data: unknown): void => {
  if (!import.meta.env.DEV) return;
  void import('./call-checks').then(({ checkResponse }) => checkResponse(kind, name, data));
};

/**
 * A call of the table as a request to the BFF's mirror: method, /api URL and encoded body. Only
 * the calls the BFF mirrors: those it consumes itself (`internal`) are not the browser's to send.
 */
export const callRequest = <N extends MirroredCallName>(name: N, input: CallInput<N>): RawRequest => {
  const call = callPaths[name];
  if (!call) throw new Error(`${name} is consumed by the BFF and not exposed under /api`);
  const { params, query, body, files, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
    files?: Record<string, FileInput>;
    signal?: AbortSignal;
  };
  const url = `/api${fillPath(call.path, params)}${encodeQuery(query)}`;
  const encoded = encodeBody(call.encoding ?? 'none', body, files);
  return { method: call.method, url, ...encoded, signal };
};

/** A development build's check of an answer against the call's schema. */
export const checkCallAnswer = (name: CallName, data: unknown): void => checkInDevelopment('call', name, data);

/** Calls a marketplace API call of the call table through the BFF mirror at /api. */
export const callApi = async <N extends MirroredCallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
  const data = await request(callRequest(name, input));
  checkCallAnswer(name, data);
  return data as CallOutput<N>;
};

/** Calls one of the BFF's own endpoints (session, bootstrap, home). */
export const callBff = async <N extends BffName>(name: N, input: BffInput<N>): Promise<BffOutput<N>> => {
  const endpoint = bffEndpointPaths[name];
  const { params, query, body, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const data = await request({
    method: endpoint.method,
    url: `${fillPath(endpoint.path, params)}${encodeQuery(query)}`,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    contentType: hasBody ? 'application/json' : undefined,
    signal,
    quietSessionEnd: name === 'logout',
  });
  checkInDevelopment('bff', name, data);
  return data as BffOutput<N>;
};

/** SWR key of a call: its name and input, so equal inputs share one cache entry. */
export const callKey = <N extends MirroredCallName>(name: N, input?: Omit<CallInput<N>, 'signal' | 'files'>) =>
  input ? ([name, input] as const) : ([name] as const);

export { ApiError, NetworkError };
