/**
 * Every error leaves the BFF in the catalogue's shape `{ error: { code, message, fields? } }`
 * with the catalogue's status (architecture §7) — never a stack trace.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BffError, isBffError } from '../lib/bff-error.js';

/** Fastify's own errors (body parsing, limits) mapped to catalogue codes. */
const fromFastify = (error: FastifyError): BffError | null => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BffError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new BffError('unsupported_media_type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_PROTO_VIOLATION':
      return new BffError('bad_request');
    default:
      break;
  }
  if (error instanceof SyntaxError || error.statusCode === 400) return new BffError('bad_request');
  if (error.statusCode === 413) return new BffError('payload_too_large');
  if (error.statusCode === 415) return new BffError('unsupported_media_type');
  return null;
};

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    // An error answered before the client finished sending its body (an upload refused at its
    // first part) leaves the rest of that body on the connection, where the next request would
    // wait behind it for ever: such a connection is closed once the answer is out.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
      done(null, payload);
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const mapped = isBffError(error) ? error : fromFastify(error);
      if (!mapped) {
        request.log.error({ err: error }, 'unhandled error');
        const internal = new BffError('internal');
        return reply.code(internal.status).send(internal.toBody());
      }
      if (mapped.status >= 500) request.log.warn({ code: mapped.code }, mapped.message);
      if (mapped.retryAfterSeconds !== undefined) reply.header('retry-after', String(mapped.retryAfterSeconds));
      return reply.code(mapped.status).send(mapped.toBody());
    });
  },
  { name: 'error-handler' },
);
