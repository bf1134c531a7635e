/**
 * buildUpstream(): the reference marketplace API as a Fastify instance, database migrated and
 * seeded, ready to listen. server.ts runs it from the environment; testing.ts starts throwaway
 * instances for tests of this and other packages.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_SMS_LIMITS,
  DEFAULT_TOKEN_TTL_SECONDS,
  DEV_PUSH_SECRET,
  devPaymentsConfig,
  type PaymentsConfig,
  type SmsLimits,
} from './config.js';
import { type Database, type DatabaseOptions, openDatabase } from './db/database.js';
import { ApiRouter } from './http/api-router.js';
import { installErrorHandling } from './http/error-handler.js';
import { installJsonBodyParser } from './http/json-body.js';
import { requestLocale } from './http/locale.js';
import { HttpError } from './http-error.js';
import { callHandlers } from './routes/call-handlers.js';
import { registerDevOutboxRoute } from './routes/dev-outbox.js';
import { registerHealthRoute } from './routes/health.js';
import { registerPaymentWebhookRoute } from './routes/payment-webhook.js';
import { registerSocialConsentPage } from './routes/social-sign-in.js';
import { runSeed } from './seed/run-seed.js';
import { DEFAULT_AD_LIFE_SWEEP_MS, startAdLifeSweep } from './services/ad-life/ad-life-sweep.js';
import type { UpstreamContext } from './services/context.js';
import { createMyFatoorahClient } from './services/payments/myfatoorah/client.js';
import { DEFAULT_PAYMENT_SWEEP_MS, startPaymentSweep } from './services/payments/payment-sweep.js';
import { createPushWebhook } from './services/push/push-webhook.js';
import { DEFAULT_OFFER_SWEEP_MS, startOfferSweep } from './services/requests/offer-sweep.js';
import { DEFAULT_ALERT_SWEEP_MS, startSavedSearchAlertSweep } from './services/saved-searches/alert-sweep.js';
import { DEFAULT_POPULAR_FLUSH_MS, startPopularSearchFlush } from './services/suggestions/popular-searches.js';
import { authenticateToken, bearerToken } from './services/tokens.js';
import { rememberLocale } from './services/user-locale.js';

export type { DatabaseOptions } from './db/database.js';
export type { OutboxMessage } from './services/outbox.js';

export const API_PREFIX = '/api';

export interface UpstreamOptions {
  /** Default: PGlite with its files in `<dataDir>/pglite`. */
  database?: DatabaseOptions;
  /** Holds `pglite/` (default database) and `storage/` (uploads, category images). Default `.data/`. */
  dataDir?: string;
  /**
   * Base of stored files' URLs in answers: absolute, or a path from / (e.g. '/media') that clients
   * resolve against the site they reached; default `http://localhost:<listening port>/storage`.
   */
  mediaBaseUrl?: string;
  /** Lifetime of bearer tokens, the login answer's `expires_in`. Default 604800 (7 days). */
  tokenTtlSeconds?: number;
  /** SMS codes per phone: the resend cooldown and the daily cap. Default DEFAULT_SMS_LIMITS. */
  smsLimits?: SmsLimits;
  /** Fastify logger options, or a level name; default 'info'. */
  logger?: FastifyServerOptions['logger'] | string;
  /** Serve GET /dev/outbox (codes and reset tokens in clear). Default true: this is a dev/CI API. */
  exposeOutbox?: boolean;
  /** What time it is for promotions and token expiry (services/context.ts). Default the system clock. */
  clock?: () => Date;
  /** How often lapsed payments are closed and unsent refunds retried (ms); 0 turns it off. Default 60 s. */
  paymentSweepMs?: number;
  /** How often offers' expiry notices are sent (ms, issue #32); 0 turns it off. Default 30 s. */
  offerSweepMs?: number;
  /** How often ad-end notices are sent (ms, issue #32); 0 turns it off. Default 60 s. */
  adLifeSweepMs?: number;
  /** How often saved-search summaries are sent (ms, issue #33); 0 turns it off. Default 60 s. */
  alertSweepMs?: number;
  /** Run the idempotent seed at start. Default true. */
  seed?: boolean;
  /** Where the seed caches the pictures it draws (shared by data directories). Default in the OS temp directory. */
  seedCacheDir?: string;
  /** Called once migrations and the seed are done, before anything is served (test database snapshots). */
  onDatabaseReady?: (database: Database) => Promise<void>;
  /** Port named in the default media URL while the server is not listening (inject()). Default 4000. */
  port?: number;
  /** The BFF's POST /internal/push; pushes are off when unset. */
  pushWebhookUrl?: string;
  /** Shared HMAC secret of the push webhook. Default: the BFF's development secret. */
  pushSecret?: string;
  /**
   * Key of the account keys of the sign-in calls (services/account-key.ts), shared by every API
   * instance and kept across restarts. Default: the push webhook's secret.
   */
  accountKeySecret?: string;
  /** Per-attempt timeout and first retry wait of pushes, in ms (tests shorten them). */
  pushTimeoutMs?: number;
  pushBackoffMs?: number;
  /**
   * The card provider (MyFatoorah or the sandbox) and the site customers return to; null turns
   * payments off. Default: the payment sandbox on its development address.
   */
  payments?: PaymentsConfig | null;
}

export interface Upstream {
  app: FastifyInstance;
  database: Database;
  context: UpstreamContext;
}

const loggerOption = (logger: UpstreamOptions['logger']): FastifyServerOptions['logger'] =>
  typeof logger === 'string' ? { level: logger } : (logger ?? { level: 'info' });

/** The provider and settings of `config` (undefined: the development sandbox; null: payments off). */
export const paymentsFor = (config: PaymentsConfig | null | undefined): UpstreamContext['payments'] => {
  const settings = config === undefined ? devPaymentsConfig() : config;
  return settings
    ? {
        config: settings,
        provider: createMyFatoorahClient({
          baseUrl: settings.baseUrl,
          apiKey: settings.apiKey,
          timeoutMs: settings.timeoutMs,
        }),
      }
    : null;
};

export const buildUpstream = async (options: UpstreamOptions = {}): Promise<FastifyInstance> =>
  (await createUpstream(options)).app;

/** Like buildUpstream(), also handing out the database and the service context. */
export const createUpstream = async (options: UpstreamOptions = {}): Promise<Upstream> => {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const storageDir = join(dataDir, 'storage');
  await mkdir(storageDir, { recursive: true });

  const app = Fastify({
    logger: loggerOption(options.logger),
    // The BFF passes its request id on, so one id follows a request through both logs.
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true },
  });

  const database = await openDatabase(options.database ?? { kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  const push = createPushWebhook({
    url: options.pushWebhookUrl,
    secret: options.pushSecret ?? DEV_PUSH_SECRET,
    log: app.log.child({ module: 'push' }),
    ...(options.pushTimeoutMs ? { timeoutMs: options.pushTimeoutMs } : {}),
    ...(options.pushBackoffMs ? { backoffMs: options.pushBackoffMs } : {}),
  });
  let ready = false;
  try {
    await database.migrate();
    const context: UpstreamContext = {
      push,
      accountKeySecret: options.accountKeySecret ?? options.pushSecret ?? DEV_PUSH_SECRET,
      payments: paymentsFor(options.payments),
      db: database.db,
      log: app.log,
      storageDir,
      tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      smsLimits: options.smsLimits ?? DEFAULT_SMS_LIMITS,
      clock: options.clock ?? (() => new Date()),
      mediaBaseUrl: () => {
        if (options.mediaBaseUrl) return options.mediaBaseUrl.replace(/\/+$/, '');
        const address = app.server.address() as AddressInfo | null;
        return `http://localhost:${address?.port ?? options.port ?? 4000}/storage`;
      },
    };
    if (options.seed ?? true) {
      const started = performance.now();
      const report = await runSeed({
        db: context.db,
        storageDir,
        ...(options.seedCacheDir ? { mediaCacheDir: options.seedCacheDir } : {}),
      });
      app.log.info({ seed: report, ms: Math.round(performance.now() - started) }, 'seed done');
    }
    await options.onDatabaseReady?.(database);

    const stopSweep =
      context.payments && (options.paymentSweepMs ?? DEFAULT_PAYMENT_SWEEP_MS) > 0
        ? startPaymentSweep(context, context.payments, options.paymentSweepMs ?? DEFAULT_PAYMENT_SWEEP_MS)
        : async () => {};
    const offerSweepMs = options.offerSweepMs ?? DEFAULT_OFFER_SWEEP_MS;
    const stopOfferSweep = offerSweepMs > 0 ? startOfferSweep(context, offerSweepMs) : async () => {};
    const adLifeSweepMs = options.adLifeSweepMs ?? DEFAULT_AD_LIFE_SWEEP_MS;
    const stopAdLifeSweep = adLifeSweepMs > 0 ? startAdLifeSweep(context, adLifeSweepMs) : async () => {};
    const stopPopularFlush = startPopularSearchFlush(context, DEFAULT_POPULAR_FLUSH_MS);
    const alertSweepMs = options.alertSweepMs ?? DEFAULT_ALERT_SWEEP_MS;
    const stopAlertSweep = alertSweepMs > 0 ? startSavedSearchAlertSweep(context, alertSweepMs) : async () => {};
    // Pushes under way get a moment to finish before the database goes.
    app.addHook('onClose', async () => {
      await stopPopularFlush();
      await stopSweep();
      await stopOfferSweep();
      await stopAdLifeSweep();
      await stopAlertSweep();
      await push.close();
      await database.close();
    });
    installErrorHandling(app);
    installJsonBodyParser(app);
    await app.register(formbody);
    await app.register(multipart, {
      limits: { fieldNameSize: 200, fieldSize: 64 * 1024, fields: 100, parts: 200, headerPairs: 100 },
    });
    await app.register(fastifyStatic, {
      root: storageDir,
      prefix: '/storage/',
      // File names change with their content (hashes, random avatar names), so they never go stale.
      maxAge: '365d',
      immutable: true,
      index: false,
      setHeaders: (reply) => {
        reply.header('x-content-type-options', 'nosniff');
        // Uploaded or generated SVG opened directly must not run anything.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    });

    registerHealthRoute(app, () => ready);
    registerPaymentWebhookRoute(app, context);
    if (options.exposeOutbox ?? true) registerDevOutboxRoute(app, context);

    const router = new ApiRouter(app, API_PREFIX, async (request) => {
      const token = bearerToken(request.headers.authorization);
      const auth = token ? await authenticateToken(context, token) : null;
      if (auth) {
        const named = request.headers['accept-language'] ? requestLocale(request) : null;
        await rememberLocale(context, auth.user, request.url, named);
      }
      return auth;
    });
    router.calls(callHandlers(context));
    registerSocialConsentPage(router, context);

    // The API takes PUT and DELETE only as POST + _method (spec §7): the real verbs are refused.
    app.route({
      method: ['PUT', 'DELETE', 'PATCH'],
      url: `${API_PREFIX}/*`,
      handler: async () => {
        throw new HttpError(405, 'upstream.methodNotAllowed', undefined, { allow: 'GET, POST' });
      },
    });

    await app.ready();
    ready = true;
    return { app, database, context };
  } catch (error) {
    await app.close().catch(() => {});
    await push.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
};
