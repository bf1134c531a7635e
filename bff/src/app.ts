/**
 * Builds the BFF: plugins first (errors, sessions, origin guard, security headers, body parsers),
 * then routes. Everything a test or a benchmark needs to vary comes in through `config` and
 * `deps`, so the same app runs in production, in tests and in benchmarks.
 */
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type CacheStore, MemoryCacheStore, RedisCacheStore } from './cache/cache-store.js';
import { type CacheState, ResponseCache } from './cache/response-cache.js';
import type { BffConfig } from './config.js';
import { BffError } from './lib/bff-error.js';
import { clientErrorHandler, frameworkErrors } from './lib/client-errors.js';
import { redactPaths, redactUrl } from './lib/redact.js';
import { lazyChildLoggerFactory, requestIdGenerator, requestLineWriter } from './lib/request-logging.js';
import { BffMetrics } from './observability/bff-metrics.js';
import { paymentProviderSources } from './pages/payment-csp.js';
import { drainPlugin } from './plugins/drain.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { metricsPlugin } from './plugins/metrics.js';
import { originGuardPlugin } from './plugins/origin-guard.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { sessionsPlugin } from './plugins/sessions.js';
import { createFcmSender } from './realtime/fcm-sender.js';
import { pushRoutes } from './realtime/push-routes.js';
import { MemoryReplayGuard, RedisReplayGuard } from './realtime/replay-guard.js';
import { type BadalIo, createSocketServer } from './realtime/socket-server.js';
import { apiRoutes } from './routes/api-routes.js';
import { bootstrapRoutes } from './routes/bootstrap.js';
import { docsRoutes } from './routes/docs-routes.js';
import { healthRoutes } from './routes/health-routes.js';
import { homeRoutes } from './routes/home-routes.js';
import { mediaRoutes } from './routes/media-routes.js';
import { seoRoutes } from './routes/seo-routes.js';
import { sessionRoutes } from './routes/session-routes.js';
import { spaRoutes } from './routes/spa-routes.js';
import { MemorySessionStore } from './sessions/memory-store.js';
import { closeRedis, createRedis } from './sessions/redis-client.js';
import { RedisSessionStore } from './sessions/redis-store.js';
import type { SessionStore } from './sessions/session-store.js';
import { UploadSlots } from './upstream/upload-slots.js';
import { UpstreamClient } from './upstream/upstream-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: BffConfig;
    upstream: UpstreamClient;
    uploadSlots: UploadSlots;
    responseCache: ResponseCache;
    io: BadalIo;
  }
}

export interface BffDeps {
  sessionStore?: SessionStore;
  cacheStore?: CacheStore;
  /** The BFF's clock: sessions' expiry and the cache's freshness (tests move it on instead of waiting). */
  now?: () => number;
  /** Where logs go (tests pass a stream to inspect them). */
  logStream?: NodeJS.WritableStream;
}

/** Where `getToken` of Firebase messaging registers a browser (installations, then FCM). */
const FIREBASE_TOKEN_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const securityHeaders = (config: BffConfig) => {
  const provider = paymentProviderSources(config.paymentProviderOrigins);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The card provider's session.js, card iframe and method logos: on the payment page only.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', provider],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", provider],
        frameSrc: ["'self'", provider],
        // Browsers obtain their push token from Firebase's services, when push is configured.
        connectSrc: ["'self'", 'ws:', 'wss:', ...(config.push.web ? FIREBASE_TOKEN_ORIGINS : [])],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl?.startsWith('https:') ? undefined : (false as const),
  };
};

export const buildBff = async (config: BffConfig, deps: BffDeps = {}): Promise<FastifyInstance> => {
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[Redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string; headers: Record<string, unknown> }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        userAgent: req.headers?.['user-agent'],
      }),
    },
    ...(deps.logStream ? { stream: deps.logStream } : {}),
  };

  const nextRequestId = requestIdGenerator();
  const app = Fastify({
    logger,
    childLoggerFactory: lazyChildLoggerFactory,
    // One line per request (on response) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // A client has this long to send a whole request; a slower one gets 408 and its connection back.
    requestTimeout: config.requestTimeoutMs,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : nextRequestId();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });

  app.decorate('config', config);
  app.decorate('uploadSlots', new UploadSlots(config.uploads.perSession));
  const metrics = config.metrics.port === undefined ? null : new BffMetrics();
  app.decorate(
    'upstream',
    new UpstreamClient(
      config.upstream,
      metrics ? (call, status, seconds) => metrics.upstream(call, status, seconds) : undefined,
    ),
  );
  await app.register(metricsPlugin, { metrics, host: config.metrics.host, port: config.metrics.port });
  await app.register(drainPlugin, config.drain);
  app.addHook('onClose', async () => app.upstream.close());
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    done();
  });
  const writeRequestLine = requestLineWriter(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    if (url !== '/health' && url !== '/ready')
      writeRequestLine({
        reqId: request.id,
        method: request.method,
        url: redactUrl(url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      });
    done();
  });

  // One Redis connection serves sessions and the cache when instances share state.
  const redis = config.redisUrl ? createRedis(config.redisUrl, config.redisTimeouts) : null;
  if (redis) {
    redis.on('error', (error) => {
      metrics?.redisError('main');
      app.log.warn({ err: error }, 'redis error');
    });
    app.addHook('onClose', () => closeRedis(redis));
  }
  const store =
    deps.sessionStore ?? (redis ? new RedisSessionStore(redis) : new MemorySessionStore(60_000, deps.now ?? Date.now));
  const cacheStore =
    deps.cacheStore ?? (redis ? new RedisCacheStore(redis) : new MemoryCacheStore(config.cache.maxEntries));
  app.decorate(
    'responseCache',
    new ResponseCache(
      cacheStore,
      {
        staleWhileRevalidateMs: config.cache.staleWhileRevalidateSeconds * 1000,
        staleIfErrorMs: config.cache.staleIfErrorSeconds * 1000,
        ...(deps.now ? { now: deps.now } : {}),
        isTransient: (error) =>
          error instanceof BffError &&
          (error.code === 'upstream_unavailable' ||
            error.code === 'upstream_timeout' ||
            error.code === 'upstream_bad_answer'),
        ...(metrics ? { onLookup: (state: CacheState) => metrics.cacheLookup(state) } : {}),
      },
      app.log,
    ),
  );
  app.addHook('onClose', async () => cacheStore.close());

  await app.register(errorHandlerPlugin);
  await app.register(sessionsPlugin, { config, store, ...(deps.now ? { now: deps.now } : {}) });
  await app.register(originGuardPlugin, { config });
  await app.register(rateLimitsPlugin, { config, redis });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes } });

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(bootstrapRoutes);
  await app.register(homeRoutes);
  await app.register(apiRoutes);
  await app.register(mediaRoutes);
  // Security headers belong to what a browser renders (pages, docs); JSON and media answers carry
  // nosniff themselves, so the hot API path does not pay for a page's headers.
  await app.register(async (pages) => {
    await pages.register(helmet, securityHeaders(config));
    // Pages and their scripts and styles travel compressed (brotli or gzip, as the browser
    // accepts); API answers are small and stay on the fast path.
    await pages.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await pages.register(docsRoutes);
    await pages.register(seoRoutes);
    await pages.register(spaRoutes);
  });

  const io = createSocketServer(app, redis, {
    ...(metrics ? { onRedisError: (connection: string) => metrics.redisError(connection) } : {}),
  });
  app.decorate('io', io);
  metrics?.observe({
    upstreamPool: () => app.upstream.poolStats(),
    socketsConnected: () => io.engine.clientsCount,
    draining: () => app.draining,
  });
  const fcm = config.push.fcmServiceAccount ? await createFcmSender(config.push.fcmServiceAccount, app.log) : null;
  await app.register(
    pushRoutes({ io, replay: redis ? new RedisReplayGuard(redis) : new MemoryReplayGuard(), fcm, metrics }),
  );
  return app;
};
