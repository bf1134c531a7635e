/**
 * Prometheus metrics of one BFF instance (docs/operations.md, "What to watch"): every answered request counted by
 * route template and status, and `GET /metrics` served on a port of its own (METRICS_PORT), never on
 * the public one, so the balancer does not expose it and a scrape does not count as traffic.
 * Without METRICS_PORT nothing is collected.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffMetrics } from '../observability/bff-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics, or null when METRICS_PORT is not set. */
    metrics: BffMetrics | null;
    /** Where /metrics is served (after ready), or null. */
    metricsAddress(): AddressInfo | null;
  }
}

/** Requests that matched no route (the 404 handler) share one label instead of one per URL. */
const UNMATCHED = 'unmatched';

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { metrics: BffMetrics | null; host: string; port: number | undefined }) => {
    const { metrics } = opts;
    app.decorate('metrics', metrics);
    let server: http.Server | null = null;
    app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
    if (!metrics || opts.port === undefined) return;

    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(
        request.method,
        request.routeOptions.url ?? UNMATCHED,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    const metricsServer = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      metrics.render().then(
        ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics could not be rendered');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
        },
      );
    });
    // Ready before the public port opens, and still answering while the instance drains.
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        metricsServer.once('error', reject);
        metricsServer.listen({ host: opts.host, port: opts.port }, () => resolve());
      });
      server = metricsServer;
      app.log.info(
        { metrics: `http://${opts.host}:${(metricsServer.address() as AddressInfo).port}/metrics` },
        'metrics',
      );
    });
    app.addHook('onClose', async () => {
      if (!server) return;
      await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
      metricsServer.closeAllConnections();
    });
  },
  { name: 'badal-metrics' },
);
