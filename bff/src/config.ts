/**
 * The BFF's configuration, read from the environment once at start and validated: a bad value
 * stops start-up with a message naming the variable instead of failing later at request time.
 */
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebPushConfig } from '@badal/contracts';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** An http(s) origin: scheme, host and port, nothing more. */
const isOrigin = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
};

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (address/prefix length) or a range name, as proxy-addr takes them. */
const isProxyAddress = (value: string): boolean => {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return isIP(prefix) === 4 && version === 4;
  return Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies may say who the client is (X-Forwarded-For, X-Forwarded-Proto): their addresses,
 * CIDR ranges or proxy-addr's range names, separated by commas; `false` (or unset): none.
 * Refused: `true`, which would trust whatever address a client writes in X-Forwarded-For (anyone
 * could pass any address, and so any number of tries, through the per-address limits), and a hop
 * count, which cannot tell the proxy from a client that connects directly (Fastify 5.12 trusts
 * nothing for a number, so it would silently count every client as the proxy).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | string[] => {
    if (value === 'false' || value === 'no' || value === '0') return false;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const instead =
      'name the proxies in front of the BFF instead: addresses or CIDR ranges separated by commas (127.0.0.1 for a local nginx, uniquelocal for private networks)';
    if (value === 'true' || value === 'yes')
      return refuse(`true would trust any address a client writes in X-Forwarded-For; ${instead}`);
    if (/^\d+$/.test(value))
      return refuse(`a hop count cannot tell a proxy from a client that connects directly; ${instead}`);
    const list = value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    const bad = list.filter((v) => !isProxyAddress(v));
    if (list.length === 0 || bad.length > 0)
      return refuse(`not an address or CIDR range: ${bad.join(', ') || '(empty)'}; ${instead}`);
    return list;
  });

/** The payment sandbox's address (upstream/src/payment-sandbox): the provider outside production. */
export const DEV_PAYMENT_PROVIDER_ORIGIN = 'http://127.0.0.1:4100';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(0, 65535).default(3000),
  /** Public origin of the site (canonical URLs, cookie Secure flag, origin checks). */
  PUBLIC_URL: z.url().optional(),
  /** Base URL of the marketplace API, including its /api base path. */
  UPSTREAM_URL: z.url().default('http://127.0.0.1:4000/api'),
  /** Where the upstream serves media; /media/* on the BFF streams from here. */
  UPSTREAM_MEDIA_URL: z.url().optional(),
  /** Public URL of the upstream for browser redirects (social sign-in sandbox). */
  UPSTREAM_PUBLIC_URL: z.url().optional(),
  UPSTREAM_CONNECT_TIMEOUT_MS: int(100, 60_000).default(3_000),
  UPSTREAM_TIMEOUT_MS: int(100, 300_000).default(15_000),
  UPSTREAM_CONNECTIONS: int(1, 1024).default(128),
  /** Uploads stream to the API on connections of their own, so they never hold the ones calls need. */
  UPSTREAM_UPLOAD_CONNECTIONS: int(1, 1024).default(16),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** A Redis that is gone must cost a request this much at most (connect, and each command). */
  REDIS_CONNECT_TIMEOUT_MS: int(50, 60_000).default(1_000),
  REDIS_COMMAND_TIMEOUT_MS: int(10, 60_000).default(500),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('badal_sid'),
  /** Force the Secure cookie flag; by default it follows HTTPS (PUBLIC_URL or X-Forwarded-Proto). */
  COOKIE_SECURE: bool.optional(),
  /** The proxies in front (see trustProxy above): addresses and CIDR ranges, or false. */
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app (index.html + assets). */
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist')),
  /** Public pages rendered on the server (needs the web app's server bundle, `<WEB_DIST>-ssr/`). */
  SERVER_RENDERING: bool.default(true),
  /** JSON and form bodies larger than this are refused with 413. */
  BODY_LIMIT_BYTES: int(1024, 50 * 1024 * 1024).default(1024 * 1024),
  /** Largest single uploaded file, unless a call declares a smaller limit. */
  UPLOAD_MAX_BYTES: int(1024, 1024 * 1024 * 1024).default(25 * 1024 * 1024),
  /** Uploads one session may have under way at once; more are refused with 429. */
  UPLOADS_PER_SESSION: int(1, 100).default(4),
  /** An upload that moves no bytes (from the client, or on to the API) for this long is ended. */
  UPLOAD_IDLE_TIMEOUT_MS: int(100, 600_000).default(15_000),
  /** The longest a client may take to send a whole request, headers and body (then 408). */
  REQUEST_TIMEOUT_MS: int(1_000, 3_600_000).default(120_000),
  /** After its freshness time a cached catalogue answer is still served this long while it refreshes. */
  CACHE_STALE_WHILE_REVALIDATE_SECONDS: int(0, 86_400).default(300),
  /** …and this long while the upstream is failing. */
  CACHE_STALE_IF_ERROR_SECONDS: int(0, 7 * 86_400).default(3_600),
  /** Map tiles for product locations and the location picker ({z}/{x}/{y} template). */
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** Shared secret of the push webhook (HMAC-SHA256); required in production. */
  PUSH_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Firebase service account (JSON text or a file path) to push to mobile devices; off when unset. */
  FCM_SERVICE_ACCOUNT: z.string().min(2).optional(),
  /**
   * The Firebase web app (console → project settings → your apps → web app) and the Web Push
   * certificate's public key (Cloud Messaging → Web configuration): browsers obtain their push
   * tokens with these. All five or none, and FCM_SERVICE_ACCOUNT with them (it sends the pushes);
   * push to closed tabs is off without them.
   */
  FCM_WEB_API_KEY: z.string().min(1).optional(),
  FCM_WEB_PROJECT_ID: z.string().min(1).optional(),
  FCM_WEB_MESSAGING_SENDER_ID: z.string().min(1).optional(),
  FCM_WEB_APP_ID: z.string().min(1).optional(),
  FCM_WEB_VAPID_KEY: z.string().min(1).optional(),
  /** Entries of the in-memory cache (Redis bounds itself). */
  CACHE_MAX_ENTRIES: int(0, 1_000_000).default(5_000),
  /** Memory kept for pictures scaled to smaller widths (/media/…?w=), least recently used out first. */
  MEDIA_CACHE_BYTES: int(0, 4 * 1024 * 1024 * 1024).default(64 * 1024 * 1024),
  /**
   * The card provider's origins (its session.js, card iframe, 3-D Secure frame and method logos),
   * let into the payment page's CSP; several are separated by spaces or commas.
   */
  PAYMENT_PROVIDER_ORIGIN: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter((o) => o !== ''))
    .pipe(z.array(z.string().refine(isOrigin, 'must be origins such as https://demo.myfatoorah.com')).min(1))
    .optional(),
  /** Port of GET /metrics (Prometheus), apart from the public one; metrics are off when unset. */
  METRICS_PORT: int(0, 65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Rate limits on sign-in, registration, SMS and password doors: counters reset after this window. */
  RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400).default(900),
  /** Requests one client address may make to each of those doors per window. */
  RATE_LIMIT_PER_IP: int(1, 1_000_000).default(100),
  /**
   * Requests (failures, for sign-in, SMS check, reset and coupon checks) about one account per door
   * per window. Wrong passwords count per account whatever name (user name, e-mail, phone) was typed.
   */
  RATE_LIMIT_PER_ACCOUNT: int(1, 1_000_000).default(10),
  /** Wrong passwords for one account from one client address per window (below the account's own limit). */
  RATE_LIMIT_PER_ACCOUNT_ADDRESS: int(1, 1_000_000).default(5),
  /**
   * Signs the device cookies given at a successful sign-in (a browser that signed in to an account
   * before is not locked out by other people's wrong passwords). Default: derived from
   * PUSH_WEBHOOK_SECRET, which production must set anyway.
   */
  DEVICE_COOKIE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The longest a server-rendered page waits for its data (meta, start-up data, the page's own
   * data) in all: what has not arrived by then is left to the browser.
   */
  PAGE_DATA_DEADLINE_MS: int(0, 60_000).default(2_000),
  /** On SIGTERM, idle keep-alive connections are left this long to the balancer (above its keepalive timeout). */
  DRAIN_IDLE_MS: int(0, 600_000).default(5_000),
  /** On SIGTERM, the longest a drain may take before what is left is closed. */
  SHUTDOWN_TIMEOUT_MS: int(1_000, 600_000).default(25_000),
});

export type BffConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  upstream: {
    url: string;
    mediaUrl: string;
    publicUrl: string;
    connectTimeoutMs: number;
    timeoutMs: number;
    connections: number;
    uploadConnections: number;
  };
  redisUrl: string | undefined;
  redisTimeouts: { connectTimeoutMs: number; commandTimeoutMs: number };
  session: { cookieName: string; secure: boolean | undefined };
  /** Fastify's trustProxy: none (false), or the proxies' addresses and ranges. */
  trustProxy: false | string[];
  logLevel: string;
  webDist: string;
  serverRendering: boolean;
  pageDeadlineMs: number;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  uploads: { perSession: number; idleTimeoutMs: number };
  requestTimeoutMs: number;
  mediaCacheBytes: number;
  cache: { staleWhileRevalidateSeconds: number; staleIfErrorSeconds: number; maxEntries: number };
  push: {
    secret: string;
    fcmServiceAccount: string | undefined;
    /** What browsers need to obtain a push token; null when push to closed tabs is off. */
    web: WebPushConfig | null;
  };
  map: { tileUrl: string; attribution: string };
  /** Origins the payment page may load the card provider's script and frames from. */
  paymentProviderOrigins: string[];
  metrics: { port: number | undefined; host: string };
  drain: { idleMs: number; timeoutMs: number };
  rateLimits: {
    windowSeconds: number;
    perIp: number;
    perAccount: number;
    /** Wrong passwords for one account from one address. */
    perAccountAddress: number;
    /** Key of the device cookies' signatures. */
    deviceSecret: string;
  };
};

/** Development default so `npm start` works without setup; production must set its own. */
export const DEV_PUSH_SECRET = 'badal-development-push-secret';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const WEB_PUSH_VARIABLES = [
  'FCM_WEB_API_KEY',
  'FCM_WEB_PROJECT_ID',
  'FCM_WEB_MESSAGING_SENDER_ID',
  'FCM_WEB_APP_ID',
  'FCM_WEB_VAPID_KEY',
] as const;

/** The five FCM_WEB_* variables together, or none of them: half a Firebase app obtains no token. */
const webPushConfig = (e: Partial<Record<(typeof WEB_PUSH_VARIABLES)[number], string>>): WebPushConfig | null => {
  const missing = WEB_PUSH_VARIABLES.filter((name) => !e[name]);
  if (missing.length === WEB_PUSH_VARIABLES.length) return null;
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid BFF configuration:\n${missing.map((name) => `  ${name}: required with the other FCM_WEB_* variables`).join('\n')}`,
    );
  return {
    apiKey: e.FCM_WEB_API_KEY as string,
    projectId: e.FCM_WEB_PROJECT_ID as string,
    messagingSenderId: e.FCM_WEB_MESSAGING_SENDER_ID as string,
    appId: e.FCM_WEB_APP_ID as string,
    vapidKey: e.FCM_WEB_VAPID_KEY as string,
  };
};

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): BffConfig => {
  // Empty variables count as unset, as in most deployment tools.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid BFF configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const webPush = webPushConfig(e);
  // Tokens nobody sends to would only ask people for a permission that brings them nothing.
  if (webPush && !e.FCM_SERVICE_ACCOUNT)
    throw new ConfigError('Invalid BFF configuration:\n  FCM_SERVICE_ACCOUNT: required with the FCM_WEB_* variables');
  if (e.NODE_ENV === 'production' && !e.PUSH_WEBHOOK_SECRET)
    throw new ConfigError('Invalid BFF configuration:\n  PUSH_WEBHOOK_SECRET: required in production');
  const upstreamOrigin = new URL(e.UPSTREAM_URL).origin;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    upstream: {
      url: e.UPSTREAM_URL.replace(/\/$/, ''),
      mediaUrl: (e.UPSTREAM_MEDIA_URL ?? `${upstreamOrigin}/storage`).replace(/\/$/, ''),
      publicUrl: (e.UPSTREAM_PUBLIC_URL ?? e.UPSTREAM_URL).replace(/\/$/, ''),
      connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      connections: e.UPSTREAM_CONNECTIONS,
      uploadConnections: e.UPSTREAM_UPLOAD_CONNECTIONS,
    },
    redisUrl: e.REDIS_URL,
    redisTimeouts: { connectTimeoutMs: e.REDIS_CONNECT_TIMEOUT_MS, commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS },
    session: {
      // On an HTTPS site the cookie is `__Host-` prefixed: browsers then take it only when Secure,
      // for Path=/ and from this host itself, so a sibling subdomain cannot plant or shadow it.
      cookieName:
        (e.COOKIE_SECURE ?? e.PUBLIC_URL?.startsWith('https:'))
          ? `__Host-${e.SESSION_COOKIE_NAME}`
          : e.SESSION_COOKIE_NAME,
      secure: e.COOKIE_SECURE,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    serverRendering: e.SERVER_RENDERING,
    pageDeadlineMs: e.PAGE_DATA_DEADLINE_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploads: { perSession: e.UPLOADS_PER_SESSION, idleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    mediaCacheBytes: e.MEDIA_CACHE_BYTES,
    cache: {
      staleWhileRevalidateSeconds: e.CACHE_STALE_WHILE_REVALIDATE_SECONDS,
      staleIfErrorSeconds: e.CACHE_STALE_IF_ERROR_SECONDS,
      maxEntries: e.CACHE_MAX_ENTRIES,
    },
    push: { secret: e.PUSH_WEBHOOK_SECRET ?? DEV_PUSH_SECRET, fcmServiceAccount: e.FCM_SERVICE_ACCOUNT, web: webPush },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    // Outside production the API pays through the sandbox; in production only what is configured.
    paymentProviderOrigins:
      e.PAYMENT_PROVIDER_ORIGIN ?? (e.NODE_ENV === 'production' ? [] : [DEV_PAYMENT_PROVIDER_ORIGIN]),
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
    drain: { idleMs: e.DRAIN_IDLE_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perIp: e.RATE_LIMIT_PER_IP,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      perAccountAddress: e.RATE_LIMIT_PER_ACCOUNT_ADDRESS,
      deviceSecret:
        e.DEVICE_COOKIE_SECRET ??
        createHmac('sha256', e.PUSH_WEBHOOK_SECRET ?? DEV_PUSH_SECRET)
          .update('badal device cookies')
          .digest('base64url'),
    },
  };
};
