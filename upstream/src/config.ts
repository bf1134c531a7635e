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
/** The BFF's development default (bff/src/config.ts): both ends agree without configuration. */
export const DEV_PUSH_SECRET = 'badal-development-push-secret';

const envSchema = z.object({
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
  /** Set to 0 or false to hide GET /dev/outbox (it shows codes and reset tokens). */
  DEV_OUTBOX: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** The BFF's push webhook, e.g. http://127.0.0.1:3000/internal/push; pushing is off when unset. */
  PUSH_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** HMAC-SHA256 secret shared with the BFF. */
  PUSH_WEBHOOK_SECRET: z.string().min(16).optional(),
});

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
  pushWebhookUrl: string | undefined;
  pushSecret: string;
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
    pushWebhookUrl: e.PUSH_WEBHOOK_URL,
    pushSecret: e.PUSH_WEBHOOK_SECRET ?? DEV_PUSH_SECRET,
  };
};
