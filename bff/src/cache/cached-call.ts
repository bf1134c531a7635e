/**
 * Runs a declared call through the response cache when it may be shared: public answers of
 * cacheable calls, per upstream language. Calls that can carry personal fields (`auth:
 * 'optional'`, e.g. isFavorite on a product) are cached for visitors only.
 */
import { type CallDef, fillPath, type Locale, upstreamLanguage } from '@badal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CallInput, runCall } from '../upstream/call-runner.js';
import { assertJson, isJsonType } from '../upstream/json-answer.js';
import type { CacheState, Loaded } from './response-cache.js';

const stable = (value: unknown): string =>
  value && typeof value === 'object'
    ? Array.isArray(value)
      ? `[${value.map(stable).join(',')}]`
      : `{${Object.keys(value)
          .sort()
          .map((k) => `${k}:${stable((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
    : JSON.stringify(value);

/** One entry per call, upstream language, filled path and query. */
export const cacheKey = (call: CallDef, locale: Locale, input: CallInput): string => {
  const path = fillPath(call.path, input.params);
  return `${call.name}|${upstreamLanguage(path, locale)}|${path}|${stable(input.query ?? {})}`;
};

const mayShare = async (request: FastifyRequest, call: CallDef) =>
  call.method === 'GET' &&
  call.cacheSeconds !== undefined &&
  (call.auth === 'none' || (call.auth === 'optional' && !(await request.loadSession())));

const load = async (
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDef,
  input: CallInput,
  options: { locale: Locale; detached: boolean; asVisitor: boolean },
) => {
  const res = await runCall(request, reply, call, input, options);
  const contentType = res.headers['content-type'];
  const body = await res.body.text();
  // Checked before it is stored: a broken answer must never replace the last good one.
  if (isJsonType(contentType ?? 'application/json')) assertJson(body);
  return {
    status: res.status,
    contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
    body,
  } satisfies Loaded;
};

export interface FetchOptions {
  /** The reader's language (lib/request-locale.ts). */
  locale: Locale;
  /** Ask as a visitor, for the shared answer, whoever is signed in. */
  asVisitor?: boolean;
}

/** The call's answer as text, from the cache when it may be shared. */
export const fetchAnswer = async (
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDef,
  input: CallInput,
  { locale, asVisitor = false }: FetchOptions,
): Promise<{ answer: Loaded; state: CacheState | 'bypass' }> => {
  // A visitor's answer of a cacheable call is the shared one, whoever asks for it.
  const shared = asVisitor ? call.method === 'GET' && call.cacheSeconds !== undefined : await mayShare(request, call);
  if (!shared)
    return { answer: await load(request, reply, call, input, { locale, detached: false, asVisitor }), state: 'bypass' };
  return request.server.responseCache.get(cacheKey(call, locale, input), (call.cacheSeconds ?? 0) * 1000, () =>
    load(request, reply, call, input, { locale, detached: true, asVisitor: true }),
  );
};

/** The call's answer parsed as JSON (for the BFF's aggregates). */
export const fetchJson = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDef,
  input: CallInput,
  options: FetchOptions,
) => JSON.parse((await fetchAnswer(request, reply, call, input, options)).answer.body) as T;
