/**
 * A payment sandbox for tests of any package (exported by `@badal/upstream/testing`): on a free
 * port, with the development API key and webhook secret the API uses by default, and a webhook
 * URL that can be set once the API listens.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEV_MYFATOORAH_API_KEY, DEV_MYFATOORAH_WEBHOOK_SECRET } from '../config.js';
import { buildPaymentSandbox } from './sandbox-app.js';

export interface TestPaymentSandbox {
  /** http://127.0.0.1:<port>: the API's MYFATOORAH_BASE_URL and the browser's provider origin. */
  url: string;
  apiKey: string;
  webhookSecret: string;
  app: FastifyInstance;
  /** Where webhooks go from now on (undefined: nowhere). */
  setWebhookUrl(url: string | undefined): void;
  /**
   * The provider's finance team executes ('refund') or cancels ('cancel') a pending refund, and
   * the RefundStatusChanged webhook goes out. Answers the sandbox's HTTP status (400: unknown or
   * already decided).
   */
  decideRefund(refundId: string | number, decision: 'refund' | 'cancel'): Promise<number>;
  close(): Promise<void>;
}

export const startTestPaymentSandbox = async (
  options: {
    webhookUrl?: string;
    webhookRetryDelaysMs?: number[];
    hangMs?: number;
    /** See PaymentSandboxOptions; default null (refunds stay pending until decideRefund). */
    refundSettleMs?: number | null;
    logLevel?: string;
  } = {},
): Promise<TestPaymentSandbox> => {
  let webhookUrl = options.webhookUrl;
  const app = await buildPaymentSandbox({
    apiKey: DEV_MYFATOORAH_API_KEY,
    webhookSecret: DEV_MYFATOORAH_WEBHOOK_SECRET,
    webhookUrl: () => webhookUrl,
    webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? [50, 100, 200],
    hangMs: options.hangMs ?? 5_000,
    refundSettleMs: options.refundSettleMs ?? null,
    logger: options.logLevel ?? (process.env.UPSTREAM_TEST_LOG_LEVEL || 'silent'),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    apiKey: DEV_MYFATOORAH_API_KEY,
    webhookSecret: DEV_MYFATOORAH_WEBHOOK_SECRET,
    app,
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    decideRefund: async (refundId, decision) => {
      const response = await fetch(`${url}/sandbox/refunds/${encodeURIComponent(String(refundId))}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEV_MYFATOORAH_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ decision }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => app.close(),
  };
};
