import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from '../lib/openapi.js';

/** /docs: the OpenAPI description of /api and /bff for mobile clients, with a browsable UI. */
export const docsRoutes = async (app: FastifyInstance) => {
  const document = buildOpenApi({
    publicUrl: app.config.publicUrl,
    sessionCookieName: app.config.session.cookieName,
  });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });
};
