/**
 * Runs the payment sandbox from the environment (sandbox-config.ts): `node
 * upstream/dist/payment-sandbox/server.js`. `npm start` runs it beside the API and points the
 * API's MYFATOORAH_BASE_URL at it.
 */
import { buildPaymentSandbox } from './sandbox-app.js';
import { readSandboxEnv } from './sandbox-config.js';

const env = readSandboxEnv();
const app = await buildPaymentSandbox({
  apiKey: env.apiKey,
  publicUrl: env.publicUrl,
  ...(env.webhookUrl ? { webhookUrl: env.webhookUrl } : {}),
  webhookSecret: env.webhookSecret,
  webhookRetryDelaysMs: env.webhookRetryDelaysMs,
  hangMs: env.hangMs,
  refundSettleMs: env.refundSettleMs,
  logger: env.logLevel,
});

let closing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
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
app.log.info(
  { publicUrl: env.publicUrl, webhookUrl: env.webhookUrl ?? null },
  `payment sandbox (MyFatoorah v2) at ${env.publicUrl}; test cards in README.md`,
);
