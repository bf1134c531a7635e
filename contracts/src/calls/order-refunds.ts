/**
 * Badal extensions, the operator's refunds (issue #31): finding a paid order and refunding it in
 * full or in part, with a reason the customer reads. Every refund takes the payment adapter's one
 * refund path (MakeRefund, settled by the provider's word), idempotent per key.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { operatorOrdersPageSchema, refundOrderInputSchema } from '../entities/order-refund.js';
import { orderRefundSchema } from '../entities/payment.js';
import * as rule from '../rules.js';
import { pageQuerySchema } from './products.js';

const operatorOnly = [{ status: 403, code: 'forbidden' }] as const;

export const orderRefundCalls = defineCalls({
  paidOrders: {
    method: 'GET',
    path: '/moderation/orders',
    encoding: 'none',
    exposure: 'api',
    summary:
      'Operators only: paid orders, newest first, with their customer and refunds; `query` matches the order number, the receipt number or the customer’s user name, e-mail or phone',
    auth: 'required',
    query: pageQuerySchema.extend({ query: rule.plainString(100).trim().optional() }),
    response: operatorOrdersPageSchema,
    errors: operatorOnly,
    tags: ['moderation'],
  },
  refundOrder: {
    method: 'POST',
    path: '/moderation/orders/{id}/refunds',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Operators only: refund a paid order in full or in part, with the reason its customer reads; the same key answers the same refund',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: refundOrderInputSchema,
    response: orderRefundSchema,
    errors: [
      ...operatorOnly,
      { status: 404, code: 'not_found' },
      { status: 409, code: 'refund_key_reused' },
      { status: 422, code: 'validation' },
    ],
    tags: ['moderation'],
  },
});
