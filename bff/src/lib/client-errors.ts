/**
 * Answers for requests Fastify refuses before any route runs — a URL that does not decode, headers
 * over the size limit, a request line that is not HTTP, a client too slow to send its request —
 * in the catalogue's shape like every other error, instead of Fastify's own JSON.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BffError } from './bff-error.js';

/** Errors of the router (a URL that does not decode, a parameter over its length): 400. */
export const frameworkErrors = (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const error = new BffError('bad_request');
  reply.code(error.status).send(error.toBody());
};

const socketError = (code: string | undefined): BffError => {
  if (code === 'HPE_HEADER_OVERFLOW') return new BffError('headers_too_large');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new BffError('request_timeout');
  return new BffError('bad_request');
};

/** The HTTP parser's errors, answered on the raw socket (no request object exists yet). */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = socketError(error.code);
  const body = JSON.stringify(answer.toBody());
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.code}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
};
