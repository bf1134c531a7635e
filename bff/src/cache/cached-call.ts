/**
 * Runs a declared call through the response cache when it may be shared: public answers of
 * cacheable calls, per upstream language. Calls that can carry personal fields (`auth:
 * 'optional'`, e.g. isFavorite on a product) are cached for visitors only.
 */
import { type CallDef, fillPath } from '@badal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CallInput, requestLocale, runCall } from '../upstream/call-runner.js';
import { upstreamLanguage } from '../upstream/global-rules.js';
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

export const cacheKey = (call: CallDef, request: FastifyRequest, input: CallInput): string =>
  `${call.name}|${upstreamLanguage(call.path, requestLocale(request))}|${fillPath(call.path, input.params)}|${stable(input.query ?? {})}`;

const mayShare = async (request: FastifyRequest, call: CallDef) =>
  call.method === 'GET' &&
  call.cacheSeconds !== undefined &&
  (call.auth === 'none' || (call.auth === 'optional' && !(await request.loadSession())));

const load = async (
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDef,
  input: CallInput,
  detached: boolean,
  asVisitor = false,
) => {
  const res = await runCall(request, reply, call, input, { detached, asVisitor });
  const contentType = res.headers['content-type'];
  return {
    status: res.status,
    contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
    body: await res.body.text(),
  } satisfies Loaded;
};

/** The call's answer as text, from the cache when it may be shared. */
export const fetchAnswer = async (
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDef,
  input: CallInput,
  { asVisitor = false }: { asVisitor?: boolean } = {},
): Promise<{ answer: Loaded; state: CacheState | 'bypass' }> => {
  // A visitor's answer of a cacheable call is the shared one, whoever asks for it.
  const shared = asVisitor ? call.method === 'GET' && call.cacheSeconds !== undefined : await mayShare(request, call);
  if (!shared) return { answer: await load(request, reply, call, input, false, asVisitor), state: 'bypass' };
  return request.server.responseCache.get(cacheKey(call, request, input), (call.cacheSeconds ?? 0) * 1000, () =>
    load(request, reply, call, input, true, true),
  );
};

/** The call's answer parsed as JSON (for the BFF's aggregates). */
export const fetchJson = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDef,
  input: CallInput = {},
  options: { asVisitor?: boolean } = {},
) => JSON.parse((await fetchAnswer(request, reply, call, input, options)).answer.body) as T;
