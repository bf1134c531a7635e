/** GET /health (outside /api): 200 once migrations and the seed are done; start scripts and tests poll it. */
import type { FastifyInstance } from 'fastify';

export const registerHealthRoute = (app: FastifyInstance, isReady: () => boolean): void => {
  app.get('/health', async (_request, reply) =>
    isReady() ? { status: 'ok' } : reply.code(503).send({ status: 'starting' }),
  );
};
