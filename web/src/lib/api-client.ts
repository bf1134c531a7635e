/**
 * The one typed client. Every marketplace call comes from the contracts' call table (mirrored by
 * the BFF at /api<path> with its true verb) and every BFF endpoint from `bffEndpoints`; inputs and
 * answers are typed from their zod schemas, so there are no hand-written API types.
 *
 * At run time the client needs only each call's method and path, which `virtual:badal/call-routes`
 * computes from the call table at build time: the schemas (and zod) stay out of the start-up chunk.
 * Development builds and tests also check every answer against its schema (`./call-checks`).
 */

import { bffRoutes, callRoutes } from 'virtual:badal/call-routes';
import type { BodyEncoding, bffEndpoints, CallName, Calls, HttpMethod } from '@badal/contracts';
import { fillPath } from '@badal/contracts';
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
  Part<'body', Field<Bff[N], 'body'>> & { signal?: AbortSignal };
export type BffOutput<N extends BffName> =
  Field<Bff[N], 'response'> extends z.ZodType ? z.output<Field<Bff[N], 'response'>> : undefined;

/** Fired when the BFF says the session is over, whichever call noticed it (spec §8 401). */
export const apiEvents = new EventTarget();
export const SESSION_ENDED_EVENT = 'session-ended';

const queryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Multipart and form bodies carry arrays as `name[]`, the marketplace API's convention. */
const appendField = (target: FormData | URLSearchParams, key: string, value: unknown): void => {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendField(target, `${key}[]`, item);
    return;
  }
  target.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
};

const encodeBody = (
  encoding: BodyEncoding,
  body: Record<string, unknown> | undefined,
  files: Record<string, FileInput> | undefined,
): { body?: BodyInit; contentType?: string } => {
  if (encoding === 'none') return {};
  if (encoding === 'json') return { body: JSON.stringify(body ?? {}), contentType: 'application/json' };
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body ?? {})) appendField(form, key, value);
    return { body: form, contentType: 'application/x-www-form-urlencoded' };
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(body ?? {})) appendField(form, key, value);
  for (const [name, value] of Object.entries(files ?? {})) {
    const list = value instanceof Blob ? [value] : value;
    // One file keeps its plain name; several travel as name[] like the API expects.
    for (const file of list) form.append(list.length > 1 ? `${name}[]` : name, file);
  }
  // The browser sets the multipart boundary itself.
  return { body: form };
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
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  // The page's language (set on <html> by the BFF and the language switch) decides the API's, so a
  // visitor of /ar gets Arabic data even before any cookie is set.
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang) headers['accept-language'] = lang;
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
    const error = toApiError(response.status, data);
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

/** Calls a marketplace API call of the call table through the BFF mirror at /api. */
export const callApi = async <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
  const call = callRoutes[name];
  if (!call) throw new Error(`${name} is consumed by the BFF and not exposed under /api`);
  const { params, query, body, files, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
    files?: Record<string, FileInput>;
    signal?: AbortSignal;
  };
  const url = `/api${fillPath(call.path, params)}${queryString(query)}`;
  const encoded = encodeBody(call.method === 'GET' ? 'none' : call.encoding, body, files);
  const data = await request({ method: call.method, url, ...encoded, signal });
  checkInDevelopment('call', name, data);
  return data as CallOutput<N>;
};

/** Calls one of the BFF's own endpoints (session, bootstrap, home). */
export const callBff = async <N extends BffName>(name: N, input: BffInput<N>): Promise<BffOutput<N>> => {
  const endpoint = bffRoutes[name];
  const { params, body, signal } = input as { params?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const data = await request({
    method: endpoint.method,
    url: fillPath(endpoint.path, params),
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    contentType: hasBody ? 'application/json' : undefined,
    signal,
    quietSessionEnd: name === 'logout',
  });
  checkInDevelopment('bff', name, data);
  return data as BffOutput<N>;
};

/** SWR key of a call: its name and input, so equal inputs share one cache entry. */
export const callKey = <N extends CallName>(name: N, input?: Omit<CallInput<N>, 'signal' | 'files'>) =>
  input ? ([name, input] as const) : ([name] as const);

export { ApiError, NetworkError };
