/**
 * Upstream media (avatars, category and product images) reach the browser through the BFF
 * origin: streamed as they arrive, with long cache headers (file names are content-unique).
 */
import type { FastifyInstance } from 'fastify';
import { BffError } from '../lib/bff-error.js';

const PASS = ['content-type', 'content-length', 'etag', 'last-modified'];

export const mediaRoutes = async (app: FastifyInstance) => {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const rest = request.params['*'];
    if (!rest || rest.split('/').some((seg) => seg === '..' || seg === '.' || seg === ''))
      throw new BffError('not_found');
    const headers: Record<string, string> = {};
    const inm = request.headers['if-none-match'];
    if (typeof inm === 'string') headers['if-none-match'] = inm;
    const res = await app.upstream.media(`${app.config.upstream.mediaUrl}/${rest}`, headers);
    if (res.status === 304) {
      await res.body.dump();
      return reply.code(304).send();
    }
    if (res.status !== 200) {
      await res.body.dump();
      throw new BffError('not_found');
    }
    for (const name of PASS) {
      const v = res.headers[name];
      if (typeof v === 'string') reply.header(name, v);
    }
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(res.body);
  });
};
