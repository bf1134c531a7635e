/**
 * buildPaymentSandbox(): a stand-in for MyFatoorah that speaks its v2 protocol (architecture §12), so
 * the API's adapter runs its production code path in development, tests and demos: the v2 API,
 * session.js and the card iframe, the 3-D Secure and KNET pages, and the signed webhook. It runs
 * as its own process on its own port (server.ts), like the real provider on its own origin.
 */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerCardView } from './card-view.js';
import { registerPaymentPages } from './payment-pages.js';
import { registerProviderRoutes } from './provider-routes.js';
import { createRefundDesk } from './refund-desk.js';
import { registerSandboxIcon } from './sandbox-icon.js';
import { SandboxState } from './sandbox-state.js';
import { createWebhookSender } from './webhook-sender.js';

export interface PaymentSandboxOptions {
  apiKey: string;
  /** The sandbox as browsers reach it (PaymentURL, session.js, images); default its own address. */
  publicUrl?: string;
  /** The merchant's webhook (read at each attempt); none is sent when unset. */
  webhookUrl?: string | (() => string | undefined);
  /** Signs webhooks (MyFatoorah-Signature); unsigned when unset. */
  webhookSecret?: string;
  /** Waits before the webhook is sent again after a failed attempt; default 3 × 10 s. */
  webhookRetryDelaysMs?: readonly number[];
  /** How long the timeout test card keeps ExecutePayment without an answer. Default 60 s. */
  hangMs?: number;
  /**
   * How long a refund stays Pending before the sandbox executes it (0: at once, after MakeRefund
   * answers); null keeps it Pending until `POST /sandbox/refunds/<RefundId>` decides. Default null.
   */
  refundSettleMs?: number | null;
  /** How long an embedded-form session lasts. Default 30 minutes. */
  sessionTtlMs?: number;
  logger?: FastifyServerOptions['logger'] | string;
}

export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [10_000, 10_000, 10_000] as const;

export const buildPaymentSandbox = async (options: PaymentSandboxOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: typeof options.logger === 'string' ? { level: options.logger } : (options.logger ?? { level: 'info' }),
    routerOptions: { ignoreTrailingSlash: true },
    // A stopping sandbox drops its merchants' connections at once, the ones still waiting too
    // (the timeout card's), instead of waiting for them.
    forceCloseConnections: true,
  });
  const state = new SandboxState(options.sessionTtlMs ?? 30 * 60 * 1000);
  const publicUrl = () => {
    if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : 'http://127.0.0.1:4100';
  };
  const webhooks = createWebhookSender({
    url: typeof options.webhookUrl === 'function' ? options.webhookUrl : () => options.webhookUrl as string | undefined,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
    log: app.log.child({ module: 'webhook' }),
  });
  const refunds = createRefundDesk({ state, webhooks, settleMs: options.refundSettleMs ?? null });
  app.addHook('onClose', async () => {
    refunds.close();
    await webhooks.close();
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  await app.register(formbody);
  app.get('/health', async () => ({ status: 'ok' }));
  registerSandboxIcon(app);
  registerProviderRoutes(app, {
    state,
    refunds,
    apiKey: options.apiKey,
    publicUrl,
    hangMs: options.hangMs ?? 60_000,
    invoiceTtlMs: 24 * 60 * 60 * 1000,
  });
  registerCardView(app, state);
  registerPaymentPages(app, { state, webhooks });
  await app.ready();
  return app;
};
