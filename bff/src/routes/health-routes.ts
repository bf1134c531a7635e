import type { FastifyInstance } from 'fastify';
import { RedisSessionStore } from '../sessions/redis-store.js';

/**
 * /health: the process is alive, with the optional features this instance runs (push to mobile
 * devices and to browsers' closed tabs are off without their FCM configuration). /ready: it can serve (upstream answers, Redis too when used) and
 * is not draining on its way out.
 */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/health', { schema: { hide: true }, logLevel: 'warn' }, async () => ({
    status: 'ok',
    details: {
      pushToDevices: app.config.push.fcmServiceAccount ? 'on' : 'off: FCM_SERVICE_ACCOUNT is not set',
      pushToBrowsers: app.config.push.web ? 'on' : 'off: the FCM_WEB_* variables are not set',
    },
  }));

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
