/**
 * Runs one declared call for one client request: checks the session the call needs, sends it
 * through the upstream client, ends the session when the upstream says the token is no longer
 * valid (§4), and maps errors to the catalogue. Shared by the mirrored /api routes and the BFF's
 * own aggregate routes.
 */
import { EventEmitter } from 'node:events';
import type { CallDef, Locale } from '@badal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BffError } from '../lib/bff-error.js';
import type { Session } from '../sessions/session-store.js';
import type { UpstreamResponse } from './upstream-client.js';
import { mapUpstreamError, readErrorBody, retryAfterOf } from './upstream-errors.js';

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  multipart?: { stream: import('node:stream').Readable; contentType: string };
}

export interface CallOptions {
  /** The reader's language (lib/request-locale.ts), decided once by the handler. */
  locale: Locale;
  /** Shared loads (cache fills other clients wait on) must not die with this client. */
  detached?: boolean;
  /** Ask as a visitor would, without the reader's session (answers without personal fields). */
  asVisitor?: boolean;
}

/** The session a call needs, or the catalogue's refusal: login_required, or session_ended for an id we no longer know. */
export const sessionFor = async (
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDef,
  asVisitor = false,
): Promise<Session | null> => {
  const session = call.auth === 'none' || asVisitor ? null : await request.loadSession();
  if (call.auth === 'required' && !session) {
    // A client that presented an id we no longer know had a session that ended.
    if (!asVisitor && request.sessionCredential()) {
      await request.server.endSession(request, reply);
      throw new BffError('session_ended');
    }
    throw new BffError('login_required');
  }
  return session;
};

/** Sends the call; resolves with a 2xx response whose body the caller must consume. */
export const runCall = async (
  request: FastifyRequest,
  reply: FastifyReply,
  call: CallDef,
  input: CallInput,
  options: CallOptions,
): Promise<UpstreamResponse> => {
  const session = await sessionFor(request, reply, call, options.asVisitor);

  // A client that goes away (route change, closed tab) cancels its upstream request too. The
  // response's 'close' is the connection's; the request's fires once its body has been read.
  // An EventEmitter as the signal: cheaper per request than an AbortController.
  const gone = new EventEmitter();
  const onClose = () => {
    if (!reply.raw.writableFinished && !options.detached) gone.emit('abort');
  };
  reply.raw.once('close', onClose);

  let res: UpstreamResponse;
  try {
    res = await request.server.upstream.send({
      call,
      ...input,
      apiToken: session?.apiToken,
      pushToken: session?.pushToken,
      locale: options.locale,
      requestId: request.id,
      signal: gone,
    });
  } finally {
    reply.raw.off('close', onClose);
  }

  // On a door the rate limits guard, they see the answer first: they count a failed guess, and an
  // answer beyond a limit becomes 429 whatever it said (plugins/rate-limits.ts).
  if (request.guessWatch) await request.guessWatch.answered(res);

  if (res.status >= 200 && res.status < 300) return res;

  const detail = { ...(await readErrorBody(res.body)), ...retryAfterOf(res.headers['retry-after']) };
  // Login-like calls answer 401 for unverified accounts; everywhere else 401 means the token died.
  if (res.status === 401 && session && !call.errors?.some((e) => e.status === 401)) {
    await request.server.endSession(request, reply);
    throw new BffError('session_ended');
  }
  throw mapUpstreamError(call, res.status, detail);
};

/** Reads a (small) JSON success body. */
export const readJson = async <T>(res: UpstreamResponse): Promise<T> => {
  try {
    return (await res.body.json()) as T;
  } catch {
    throw new BffError('upstream_bad_answer');
  }
};
