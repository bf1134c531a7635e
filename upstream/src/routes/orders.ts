/**
 * Paying (spec §7 "Cart and payment"): POST /orders/myfatoorah/session and …/pay, the customer's
 * return (GET /orders/myfatoorah/callback?paymentId=, which settles the payment with the
 * provider's word), and the orders: GET /orders/{orderId}, GET /orders.
 */
import type { CallHandlers } from '../http/api-router.js';
import { notFound } from '../http-error.js';
import type { UpstreamContext } from '../services/context.js';
import { couponCheck } from '../services/payments/coupons.js';
import { ProviderRefusal } from '../services/payments/myfatoorah/client.js';
import { fullOrder, ordersPage, orderView } from '../services/payments/orders.js';
import { asProviderHttpError, paymentsOf } from '../services/payments/provider-errors.js';
import { settlePayment } from '../services/payments/settlement.js';
import { openSession, startPayment } from '../services/payments/start-payment.js';

export const orderHandlers = (ctx: UpstreamContext) =>
  ({
    paymentSession: async ({ auth, body, locale }) =>
      openSession(ctx, paymentsOf(ctx), { userId: auth.user.id, selection: body, locale }),

    // Any amount a client sends is not in the schema and never read: the cart prices the payment.
    pay: async ({ auth, body, locale }) =>
      startPayment(ctx, paymentsOf(ctx), {
        user: auth.user,
        locale,
        selection: { itemType: body.itemType, itemId: body.itemId, couponCode: body.couponCode },
        sessionId: body.sessionId,
        paymentMethodId: body.PaymentMethodId,
      }),

    checkCoupon: async ({ auth, query, locale }) => couponCheck(ctx.db, query.code, locale, ctx.clock(), auth.user.id),

    paymentCallback: async ({ auth, query, locale }) => {
      let order: Awaited<ReturnType<typeof settlePayment>>;
      try {
        order = await settlePayment(ctx, paymentsOf(ctx), { paymentId: query.paymentId });
      } catch (error) {
        // A payment id the provider does not know is as good as no payment of this user.
        if (error instanceof ProviderRefusal) throw notFound();
        throw asProviderHttpError(error);
      }
      if (!order || order.userId !== auth.user.id) throw notFound();
      return fullOrder(ctx.db, order, locale);
    },

    getOrder: async ({ auth, params, locale }) => {
      const order = await orderView(ctx.db, params.orderId, auth.user.id, locale);
      if (!order) throw notFound();
      return order;
    },

    listOrders: async ({ auth, query, locale }) => ordersPage(ctx.db, auth.user.id, locale, query.page, query.perPage),
  }) satisfies Partial<CallHandlers>;
