/**
 * The payment sandbox's environment, checked once at start. In production mode it refuses to
 * start unless SANDBOX_ALLOW_PRODUCTION=true and its key, secret and public URL are set
 * explicitly: a production stack never gets a fake card provider by accident.
 */
import { z } from 'zod';
import { DEV_MYFATOORAH_API_KEY, DEV_MYFATOORAH_WEBHOOK_SECRET } from '../config.js';

export const DEFAULT_SANDBOX_PORT = 4100;
/** Refunds are executed by themselves after this wait unless SANDBOX_REFUND_SETTLE_MS says otherwise. */
export const DEFAULT_REFUND_SETTLE_MS = 5_000;
/** The reference API's webhook on its default address. */
export const DEV_WEBHOOK_URL = 'http://127.0.0.1:4000/webhooks/myfatoorah';

const httpUrl = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(DEFAULT_SANDBOX_PORT),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  /** How browsers reach the sandbox; default http://<host>:<port> (127.0.0.1 for 0.0.0.0). */
  SANDBOX_PUBLIC_URL: httpUrl.optional(),
  /** The API key merchants must send (MYFATOORAH_API_KEY of the API). */
  SANDBOX_API_KEY: z.string().min(1).optional(),
  /** Where webhooks go; `none` sends none. */
  SANDBOX_WEBHOOK_URL: z.union([httpUrl, z.literal('none')]).optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  SANDBOX_WEBHOOK_RETRY_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SANDBOX_HANG_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /** How long a refund stays pending before the sandbox executes it; `manual`: until decided. */
  SANDBOX_REFUND_SETTLE_MS: z
    .union([z.literal('manual'), z.coerce.number().int().min(0).max(86_400_000)])
    .default(DEFAULT_REFUND_SETTLE_MS),
  SANDBOX_ALLOW_PRODUCTION: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SandboxEnv {
  port: number;
  host: string;
  publicUrl: string;
  apiKey: string;
  webhookUrl: string | undefined;
  webhookSecret: string;
  webhookRetryDelaysMs: number[];
  hangMs: number;
  /** null: refunds stay pending until decided through the sandbox's control call. */
  refundSettleMs: number | null;
  logLevel: string;
}

export const readSandboxEnv = (env: NodeJS.ProcessEnv = process.env): SandboxEnv => {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = [
      e.SANDBOX_ALLOW_PRODUCTION === 'true' || e.SANDBOX_ALLOW_PRODUCTION === '1'
        ? null
        : 'SANDBOX_ALLOW_PRODUCTION=true',
      e.SANDBOX_API_KEY ? null : 'SANDBOX_API_KEY',
      e.SANDBOX_WEBHOOK_SECRET ? null : 'SANDBOX_WEBHOOK_SECRET',
      e.SANDBOX_PUBLIC_URL ? null : 'SANDBOX_PUBLIC_URL',
      e.SANDBOX_WEBHOOK_URL ? null : 'SANDBOX_WEBHOOK_URL',
    ].filter((name) => name !== null);
    if (missing.length > 0) {
      throw new Error(
        `the payment sandbox takes no real payments and does not start with NODE_ENV=production unless configured explicitly: set ${missing.join(', ')}`,
      );
    }
  }
  const host = e.SANDBOX_HOST;
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    port: e.SANDBOX_PORT,
    host,
    publicUrl: (e.SANDBOX_PUBLIC_URL ?? `http://${reachable}:${e.SANDBOX_PORT}`).replace(/\/+$/, ''),
    apiKey: e.SANDBOX_API_KEY ?? DEV_MYFATOORAH_API_KEY,
    webhookUrl: e.SANDBOX_WEBHOOK_URL === 'none' ? undefined : (e.SANDBOX_WEBHOOK_URL ?? DEV_WEBHOOK_URL),
    webhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? DEV_MYFATOORAH_WEBHOOK_SECRET,
    // MyFatoorah tries four times in all.
    webhookRetryDelaysMs: [e.SANDBOX_WEBHOOK_RETRY_MS, e.SANDBOX_WEBHOOK_RETRY_MS, e.SANDBOX_WEBHOOK_RETRY_MS],
    hangMs: e.SANDBOX_HANG_MS,
    refundSettleMs: e.SANDBOX_REFUND_SETTLE_MS === 'manual' ? null : e.SANDBOX_REFUND_SETTLE_MS,
    logLevel: e.LOG_LEVEL,
  };
};
