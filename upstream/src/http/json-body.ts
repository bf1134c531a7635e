/**
 * JSON bodies as Laravel reads them: an empty body with a JSON content type is "no fields" (clients
 * often send `content-type: application/json` on a bodiless POST such as logout), anything else
 * goes through Fastify's own parser with its prototype-poisoning protection.
 */
import type { FastifyInstance } from 'fastify';

export const installJsonBodyParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
