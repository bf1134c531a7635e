/**
 * Runs the reference API from the environment: migrate, seed, listen; closes cleanly on SIGTERM
 * and SIGINT. Variables: see config.ts and docs/operations.md.
 */
import { join } from 'node:path';
import { buildUpstream } from './app.js';
import { readEnv } from './config.js';

const env = readEnv();
const app = await buildUpstream({
  database: env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl }
    : { kind: 'pglite', dataDir: join(env.dataDir, 'pglite') },
  dataDir: env.dataDir,
  ...(env.seedCacheDir ? { seedCacheDir: env.seedCacheDir } : {}),
  ...(env.mediaBaseUrl ? { mediaBaseUrl: env.mediaBaseUrl } : {}),
  tokenTtlSeconds: env.tokenTtlSeconds,
  smsLimits: env.smsLimits,
  logger: env.logLevel,
  exposeOutbox: env.exposeOutbox,
  port: env.port,
  ...(env.pushWebhookUrl ? { pushWebhookUrl: env.pushWebhookUrl } : {}),
  pushSecret: env.pushSecret,
  payments: env.payments,
});
if (!env.payments) app.log.warn('payments are off: set MYFATOORAH_BASE_URL (and its key, secret and return URL)');

let closing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // In-flight requests finish; the database closes in the onClose hook.
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port: env.port, host: env.host });
