/**
 * Environment of the reference API, read and checked once at start (server.ts, seed cli). Tests and
 * other packages pass the same settings to buildUpstream() directly.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** `.data/` at the repository root; the same from src/ and from dist/. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data', import.meta.url));
export const DEFAULT_TOKEN_TTL_SECONDS = 604_800;
/** SMS codes to one phone: a resend waits this long after the last one, and a day holds this many. */
export const DEFAULT_SMS_LIMITS = { resendCooldownSeconds: 60, perPhonePerDay: 5 } as const;
/** The BFF's development default (bff/src/config.ts): both ends agree without configuration. */
export const DEV_PUSH_SECRET = 'badal-development-push-secret';

/**
 * Outside production the card provider is the payment sandbox of this repository
 * (src/payment-sandbox/) on its default address, with these shared development credentials:
 * `npm start` and the tests need no setting. Production never falls back to them.
 */
export const DEV_PAYMENT_SANDBOX_URL = 'http://127.0.0.1:4100';
export const DEV_MYFATOORAH_API_KEY = 'badal-sandbox-api-key';
export const DEV_MYFATOORAH_WEBHOOK_SECRET = 'badal-development-webhook-secret';
/** Where the customer comes back to by default: the site `npm start` serves. */
export const DEV_PAYMENT_RETURN_URL = 'http://localhost:3000';
export const DEFAULT_MYFATOORAH_TIMEOUT_MS = 10_000;
/** How long a started payment holds what it pays for (and its coupon use) before it lapses. */
export const DEFAULT_PAYMENT_OPEN_MINUTES = 30;
/** How long an unpaid booking (a business subscription's meeting slot) holds what it booked. */
export const DEFAULT_UNPAID_HOLD_MINUTES = 30;
/** Where MyFatoorah serves session.js for each API host it runs (its test and live portals). */
const MYFATOORAH_SCRIPT_BY_HOST: Readonly<Record<string, string>> = {
  'apitest.myfatoorah.com': 'https://demo.myfatoorah.com/cardview/v2/session.js',
  'api.myfatoorah.com': 'https://portal.myfatoorah.com/cardview/v2/session.js',
};
/** The path the sandbox serves session.js at, as MyFatoorah's portals do. */
export const SESSION_SCRIPT_PATH = '/cardview/v2/session.js';

export interface SmsLimits {
  resendCooldownSeconds: number;
  perPhonePerDay: number;
}

/** How the API reaches the card provider and where it sends the customer back to. */
export interface PaymentsConfig {
  baseUrl: string;
  apiKey: string;
  /** The provider's session.js, loaded by the payment page (the BFF's CSP must allow its origin). */
  scriptUrl: string;
  /** Verifies the provider's signed webhooks (MyFatoorah-Signature). */
  webhookSecret: string;
  timeoutMs: number;
  /** The site's origin: return URLs are `<returnUrl>/<lang>/thanks` and `…/check-out`. */
  returnUrl: string;
  /** Minutes a started payment stays open (PAYMENT_OPEN_MINUTES). */
  openMinutes: number;
  /** Minutes an unpaid booking holds what it booked (UNPAID_HOLD_MINUTES). */
  unpaidHoldMinutes: number;
}

/** The development settings: the sandbox on its default address. */
export const devPaymentsConfig = (baseUrl = DEV_PAYMENT_SANDBOX_URL): PaymentsConfig => ({
  baseUrl,
  apiKey: DEV_MYFATOORAH_API_KEY,
  scriptUrl: `${baseUrl}${SESSION_SCRIPT_PATH}`,
  webhookSecret: DEV_MYFATOORAH_WEBHOOK_SECRET,
  timeoutMs: DEFAULT_MYFATOORAH_TIMEOUT_MS,
  returnUrl: DEV_PAYMENT_RETURN_URL,
  openMinutes: DEFAULT_PAYMENT_OPEN_MINUTES,
  unpaidHoldMinutes: DEFAULT_UNPAID_HOLD_MINUTES,
});

const httpUrl = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).optional(),
  /** Where the seed caches the pictures it draws; default `<OS temp>/badal-seed-media`. */
  SEED_CACHE_DIR: z.string().min(1).optional(),
  /**
   * Where clients fetch stored files: an absolute URL (a CDN, the site's public address), or a
   * path such as /media, which each client resolves against the site it reached — so pictures
   * work whatever host name or address the site is opened at.
   */
  MEDIA_BASE_URL: z
    .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)\S*$/, 'an absolute URL or a path from /')])
    .optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(DEFAULT_TOKEN_TTL_SECONDS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_RESEND_COOLDOWN_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(DEFAULT_SMS_LIMITS.resendCooldownSeconds),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_SMS_LIMITS.perPhonePerDay),
  /** Set to 0 or false to hide GET /dev/outbox (it shows codes and reset tokens). */
  DEV_OUTBOX: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** The BFF's push webhook, e.g. http://127.0.0.1:3000/internal/push; pushing is off when unset. */
  PUSH_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** HMAC-SHA256 secret shared with the BFF. */
  PUSH_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The card provider's API: MyFatoorah (https://apitest.myfatoorah.com to test) or the sandbox. */
  MYFATOORAH_BASE_URL: httpUrl.optional(),
  MYFATOORAH_API_KEY: z.string().min(1).optional(),
  /** The provider's session.js; known for MyFatoorah's hosts and the sandbox, else required. */
  MYFATOORAH_SCRIPT_URL: httpUrl.optional(),
  MYFATOORAH_WEBHOOK_SECRET: z.string().min(16).optional(),
  MYFATOORAH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DEFAULT_MYFATOORAH_TIMEOUT_MS),
  /** The site's public origin, for the provider's return URLs. */
  PAYMENT_RETURN_URL: httpUrl.optional(),
  PAYMENT_OPEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(DEFAULT_PAYMENT_OPEN_MINUTES),
  UNPAID_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(DEFAULT_UNPAID_HOLD_MINUTES),
});

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * Payments outside production default to the sandbox. In production they are off until
 * MYFATOORAH_BASE_URL is set, and then the key, the webhook secret and the return URL must be too.
 */
const paymentsFrom = (e: ParsedEnv): { config: PaymentsConfig | null; problems: string[] } => {
  const production = e.NODE_ENV === 'production';
  const baseUrl = e.MYFATOORAH_BASE_URL?.replace(/\/+$/, '');
  if (!baseUrl && production) {
    const stray = (['MYFATOORAH_API_KEY', 'MYFATOORAH_SCRIPT_URL', 'MYFATOORAH_WEBHOOK_SECRET'] as const).filter(
      (name) => e[name] !== undefined,
    );
    return {
      config: null,
      problems: stray.map((name) => `${name}: set without MYFATOORAH_BASE_URL (payments stay off without it)`),
    };
  }
  const dev = devPaymentsConfig(baseUrl ?? DEV_PAYMENT_SANDBOX_URL);
  const problems: string[] = [];
  const required = <T>(value: T | undefined, fallback: T, name: string): T => {
    if (value !== undefined) return value;
    if (production) problems.push(`${name}: required in production when MYFATOORAH_BASE_URL is set`);
    return fallback;
  };
  const knownScript = MYFATOORAH_SCRIPT_BY_HOST[new URL(dev.baseUrl).hostname];
  const scriptUrl = e.MYFATOORAH_SCRIPT_URL ?? knownScript ?? (production ? undefined : dev.scriptUrl);
  if (!scriptUrl) problems.push('MYFATOORAH_SCRIPT_URL: required for this MYFATOORAH_BASE_URL in production');
  return {
    config: {
      baseUrl: dev.baseUrl,
      apiKey: required(e.MYFATOORAH_API_KEY, dev.apiKey, 'MYFATOORAH_API_KEY'),
      scriptUrl: scriptUrl ?? dev.scriptUrl,
      webhookSecret: required(e.MYFATOORAH_WEBHOOK_SECRET, dev.webhookSecret, 'MYFATOORAH_WEBHOOK_SECRET'),
      timeoutMs: e.MYFATOORAH_TIMEOUT_MS,
      returnUrl: required(e.PAYMENT_RETURN_URL, dev.returnUrl, 'PAYMENT_RETURN_URL').replace(/\/+$/, ''),
      openMinutes: e.PAYMENT_OPEN_MINUTES,
      unpaidHoldMinutes: e.UNPAID_HOLD_MINUTES,
    },
    problems,
  };
};

export interface UpstreamEnv {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedCacheDir: string | undefined;
  mediaBaseUrl: string | undefined;
  tokenTtlSeconds: number;
  logLevel: string;
  exposeOutbox: boolean;
  smsLimits: SmsLimits;
  pushWebhookUrl: string | undefined;
  pushSecret: string;
  /** Null when payments are off (production without MYFATOORAH_BASE_URL). */
  payments: PaymentsConfig | null;
}

/** Parses process.env (or another record); throws one readable error listing every bad variable. */
export const readEnv = (env: NodeJS.ProcessEnv = process.env): UpstreamEnv => {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const payments = paymentsFrom(e);
  if (payments.problems.length > 0) throw new Error(`invalid environment:\n  ${payments.problems.join('\n  ')}`);
  return {
    port: e.UPSTREAM_PORT,
    host: e.UPSTREAM_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? resolve(e.DATA_DIR) : DEFAULT_DATA_DIR,
    seedCacheDir: e.SEED_CACHE_DIR ? resolve(e.SEED_CACHE_DIR) : undefined,
    mediaBaseUrl: e.MEDIA_BASE_URL?.replace(/\/+$/, ''),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    exposeOutbox: e.DEV_OUTBOX,
    smsLimits: { resendCooldownSeconds: e.SMS_RESEND_COOLDOWN_SECONDS, perPhonePerDay: e.SMS_DAILY_LIMIT },
    pushWebhookUrl: e.PUSH_WEBHOOK_URL,
    pushSecret: e.PUSH_WEBHOOK_SECRET ?? DEV_PUSH_SECRET,
    payments: payments.config,
  };
};
