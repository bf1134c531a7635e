/**
 * Badal extensions, the operator's refunds (issue #31): paid orders to find one, and a refund of
 * it in full or in part. Operators only; the refund rules are in services/payments/refunds.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import { assertOperator } from '../services/banners/moderation.js';
import type { UpstreamContext } from '../services/context.js';
import { paidOrdersPage, refundByOperator } from '../services/payments/operator-refunds.js';
import { paymentsOf } from '../services/payments/provider-errors.js';

export const orderRefundHandlers = (ctx: UpstreamContext) =>
  ({
    paidOrders: async ({ auth, query, locale }) => {
      assertOperator(auth.user);
      return paidOrdersPage(ctx, locale, query.query || undefined, query.page, query.perPage);
    },

    refundOrder: async ({ auth, params, body }) => {
      assertOperator(auth.user);
      return refundByOperator(ctx, paymentsOf(ctx), auth.user.id, params.id, body);
    },
  }) satisfies Partial<CallHandlers>;
