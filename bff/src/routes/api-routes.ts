/**
 * Mirrors every call of the call table with exposure 'api' at /api<path> with its true verb
 * (architecture §3). Inputs are validated with the call's schemas before anything reaches the upstream;
 * success bodies are passed back untouched (JSON ones once they are known to parse).
 */
import type { OutgoingHttpHeaders } from 'node:http';
import { type CallDef, callList, omitFalsy, toRouterPath, wireMethod } from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fetchAnswer } from '../cache/cached-call.js';
import { BffError } from '../lib/bff-error.js';
import { requestLocale } from '../lib/request-locale.js';
import { parseInput } from '../lib/zod-fields.js';
import { readJson, runCall, sessionFor } from '../upstream/call-runner.js';
import { assertJson, isJsonType } from '../upstream/json-answer.js';
import { forwardMultipart } from '../upstream/multipart-forward.js';

/** A call without a schema for this part of the request takes nothing from it. */
const parseOptional = (schema: z.ZodType | undefined, value: unknown): Record<string, unknown> | undefined =>
  schema ? (parseInput(schema, value) as Record<string, unknown>) : undefined;

/** Response headers of the upstream worth passing on; hop-by-hop and cookies never are. */
const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-language'];

const handler = (call: CallDef) => async (request: FastifyRequest, reply: FastifyReply) => {
  const params = parseOptional(call.params, request.params);
  const parsedQuery = parseOptional(call.query, request.query);
  const query = parsedQuery && call.omitFalsyQuery ? omitFalsy(parsedQuery) : parsedQuery;
  const locale = requestLocale(request);

  if (call.method === 'GET' && call.cacheSeconds !== undefined) {
    const { answer, state } = await fetchAnswer(
      request,
      reply,
      call,
      { ...(params ? { params } : {}), ...(query ? { query } : {}) },
      { locale },
    );
    return reply
      .code(answer.status)
      .header('content-type', answer.contentType)
      .header('x-cache', state)
      .send(answer.body);
  }

  let res: Awaited<ReturnType<typeof runCall>>;
  if (call.encoding === 'multipart') {
    if (!request.isMultipart()) throw new BffError('unsupported_media_type');
    // Refused before a byte of the upload is read: a client without a session gets its 401 at
    // once (and its connection closed), not after sending the whole file.
    const session = await sessionFor(request, reply, call);
    if (session) reply.raw.once('close', request.server.uploadSlots.take(session.id));
    const { uploadMaxBytes, uploads } = request.server.config;
    const fwd = forwardMultipart(
      request,
      call,
      wireMethod(call.method).override,
      uploadMaxBytes,
      uploads.idleTimeoutMs,
    );
    await fwd.ready;
    const sent = runCall(
      request,
      reply,
      call,
      {
        ...(params ? { params } : {}),
        ...(query ? { query } : {}),
        multipart: { stream: fwd.stream, contentType: fwd.contentType },
      },
      { locale },
    );
    // Whichever fails first decides the answer: a bad later part aborts the upstream request, and
    // an upstream request that fails (reset, timeout) ends the forwarding.
    sent.catch((error: unknown) => fwd.abort(error));
    const [upstreamResult, bodyResult] = await Promise.allSettled([sent, fwd.done]);
    if (bodyResult.status === 'rejected') {
      if (upstreamResult.status === 'fulfilled') await upstreamResult.value.body.dump();
      throw bodyResult.reason;
    }
    if (upstreamResult.status === 'rejected') throw upstreamResult.reason;
    res = upstreamResult.value;
  } else {
    const body = call.encoding === 'none' ? undefined : parseOptional(call.body, request.body);
    res = await runCall(
      request,
      reply,
      call,
      { ...(params ? { params } : {}), ...(query ? { query } : {}), ...(body ? { body } : {}) },
      { locale },
    );
  }

  if (call.endsSession) {
    const data = await readJson(res);
    await request.server.endSession(request, reply);
    return reply.code(res.status).send(data);
  }
  reply.code(res.status);
  for (const name of PASSED_HEADERS) {
    const v = res.headers[name];
    if (typeof v === 'string') reply.header(name, v);
  }
  const type = res.headers['content-type'];
  if (isJsonType(type)) {
    // A JSON answer is passed on only once it is known to be JSON; large ones are read whole too
    // (JSON never needs to stream to a client), within the call's timeout.
    const whole = res.body.whole ?? (await res.body.bytes());
    assertJson(whole);
    // A small JSON answer arrived whole: headers and body leave in one write, straight to the
    // socket past Fastify's send pipeline (its onSend hooks have nothing to do for it), where a
    // piped stream costs a chunked, gathered write and a stream's bookkeeping. Nothing can fail
    // from here on; onResponse still runs when the response finishes.
    reply.hijack();
    const headers = { ...reply.getHeaders(), 'content-length': whole.length } as OutgoingHttpHeaders;
    reply.raw.writeHead(res.status, headers);
    reply.raw.end(whole);
    return reply;
  }
  return reply.send(res.body.whole ?? res.body.stream());
};

export const apiRoutes = async (app: FastifyInstance) => {
  for (const call of callList) {
    if (call.exposure !== 'api') continue;
    app.route({
      method: call.method,
      url: `/api${toRouterPath(call.path)}`,
      schema: { summary: call.summary, tags: [...call.tags] },
      handler: handler(call),
    });
  }
  // Anything else under /api is not a call of ours.
  app.all('/api/*', async () => {
    throw new BffError('not_found');
  });
};
