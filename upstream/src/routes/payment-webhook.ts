/**
 * POST /webhooks/myfatoorah: the card provider's signed webhook. It is the provider's call to the
 * merchant (this API), not a call of the product's clients, so it is outside /api and the call
 * table, and the BFF never forwards it. Configure this URL in the provider's portal.
 */
import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../services/context.js';
import { SIGNATURE_HEADER } from '../services/payments/myfatoorah/signature.js';
import { asProviderHttpError, paymentsOf } from '../services/payments/provider-errors.js';
import { receiveWebhook } from '../services/payments/webhook.js';

export const PAYMENT_WEBHOOK_PATH = '/webhooks/myfatoorah';

export const registerPaymentWebhookRoute = (app: FastifyInstance, ctx: UpstreamContext): void => {
  app.post(PAYMENT_WEBHOOK_PATH, async (request) => {
    const header = request.headers[SIGNATURE_HEADER];
    try {
      return await receiveWebhook(ctx, paymentsOf(ctx), request.body, typeof header === 'string' ? header : undefined);
    } catch (error) {
      throw asProviderHttpError(error);
    }
  });
};
