/**
 * The baseline: the thinnest Fastify proxy there is, @fastify/http-proxy forwarding /api/* to
 * the stub, no sessions, no header rules, no logging. Run directly it takes the upstream origin
 * and a port (0 = any) and prints its port on the first line.
 */

import { fileURLToPath } from 'node:url';
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

/**
 * @param {string} upstreamOrigin e.g. http://127.0.0.1:4000
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export const createBareProxy = async (upstreamOrigin) => {
  const app = Fastify({ logger: false });
  await app.register(proxy, { upstream: upstreamOrigin, prefix: '/api', rewritePrefix: '/api' });
  return app;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [origin, port = '0'] = process.argv.slice(2);
  if (!origin) throw new Error('usage: bare-proxy.mjs <upstream origin> [port]');
  const app = await createBareProxy(origin);
  await app.listen({ host: '127.0.0.1', port: Number(port) });
  const address = app.server.address();
  console.info(String(typeof address === 'object' && address ? address.port : port));
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}
