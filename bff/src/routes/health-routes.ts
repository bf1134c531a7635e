import type { FastifyInstance } from 'fastify';
import { RedisSessionStore } from '../sessions/redis-store.js';

/**
 * /health: the process is alive. /ready: it can serve (upstream answers, Redis too when used) and
 * is not draining on its way out.
 */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/health', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    const [upstream, redis] = await Promise.all([
      app.upstream.ping(),
      app.sessions instanceof RedisSessionStore ? app.sessions.ping().catch(() => false) : Promise.resolve(null),
    ]);
    const ready = upstream && redis !== false && !app.draining;
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', upstream, redis, draining: app.draining });
  });
};
