/**
 * One place turns every failure into the Laravel-style body `{ message, error, errors? }`:
 * our HttpErrors as they are, Fastify's and the multipart parser's client errors by status
 * (malformed JSON → 400, too large → 413, …), and anything unexpected into a logged 500 — never a
 * stack trace on the wire.
 */
import type { Locale } from '@badal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http-error.js';
import { type AnyTextKey, say } from '../texts.js';
import { requestLocale } from './locale.js';

export const sendError = (reply: FastifyReply, error: HttpError, locale: Locale): FastifyReply => {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).send({
    message: say(error.key, locale),
    error: say(error.key, 'en'),
    ...(error.errors ? { errors: error.errors } : {}),
  });
};

/** Client errors raised by Fastify itself or its plugins, by status. */
const keyForStatus = (status: number): AnyTextKey => {
  switch (status) {
    case 400:
      return 'error.badRequest';
    case 404:
      return 'error.notFound';
    case 405:
      return 'upstream.methodNotAllowed';
    case 406:
    case 415:
      return 'error.unsupportedMediaType';
    case 413:
      return 'error.payloadTooLarge';
    case 429:
      return 'error.tooManyRequests';
    default:
      return 'error.occurred';
  }
};

export const installErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof HttpError) return sendError(reply, error, locale);
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.info({ code: (error as { code?: string }).code, status }, 'client error');
      return sendError(reply, new HttpError(status, keyForStatus(status)), locale);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new HttpError(500, 'error.internal'), locale);
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(reply, new HttpError(404, 'error.notFound'), requestLocale(request));
  });
};
