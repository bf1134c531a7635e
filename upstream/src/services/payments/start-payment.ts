/**
 * Opening a card-form session (POST /orders/myfatoorah/session) and starting a payment
 * (POST /orders/myfatoorah/pay). The server prices everything from the cart; amounts a client
 * sends are never read. Starting a payment makes the order (lines copied from the cart and
 * holding what they pay for, the coupon use reserved, the session claimed) in one transaction,
 * then asks the provider for an invoice: a refusal or a provider that cannot be reached marks the
 * order failed (freeing what it held), a provider that does not answer in time leaves it pending
 * (the webhook, the customer's return or its lapse settles it), and the cart is untouched either
 * way. A start for things that already have an open payment continues it or is refused
 * (open-payments.ts).
 */
import { type CartItemKind, type Locale, type PaymentSession, type PaymentStart, sumFils } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/database.js';
import { orders, type UserRow } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';
import type { Payments, UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { selectLines, toLine } from './cart.js';
import { couponForPayment, discountedAmounts, discountFils, reserveCouponUse } from './coupons.js';
import { itemKinds, payableKeyOf } from './item-kind-registry.js';
import { ProviderRefusal, ProviderTimeout, ProviderUnavailable } from './myfatoorah/client.js';
import { continueOpenPayment, expireLapsedPayments, openUntil } from './open-payments.js';
import { createOrder, markOrder } from './orders.js';
import { claimPaymentSession, linkSessionToOrder, recordPaymentSession } from './payment-sessions.js';
import { asProviderHttpError } from './provider-errors.js';
import { returnUrls } from './return-urls.js';

export interface ItemSelection {
  itemType: 'cart' | CartItemKind;
  itemId?: number | null | undefined;
  couponCode?: string | null | undefined;
}

export const openSession = async (
  ctx: UpstreamContext,
  payments: Payments,
  input: { userId: number; selection: ItemSelection; locale: Locale },
): Promise<PaymentSession> => {
  const lines = await selectLines(ctx.db, input.userId, input.selection);
  const coupon = await couponForPayment(ctx.db, input.selection.couponCode, ctx.clock(), input.userId);
  const fullFils = sumFils(lines.map((l) => l.amountFils));
  const discount = coupon ? discountFils(fullFils, coupon.percent) : 0;
  const totalFils = fullFils - discount;
  try {
    const [session, methods] = await Promise.all([
      payments.provider.initiateSession(),
      payments.provider.initiatePayment(totalFils),
    ]);
    const expiresAt = await recordPaymentSession(ctx.db, {
      sessionId: session.sessionId,
      userId: input.userId,
      countryCode: session.countryCode,
      now: ctx.clock(),
    });
    return {
      sessionId: session.sessionId,
      countryCode: session.countryCode,
      scriptUrl: payments.config.scriptUrl,
      expiresAt: expiresAt.toISOString(),
      totalFils,
      ...(coupon ? { discountFils: discount } : {}),
      currency: 'KWD',
      paymentMethods: methods.map((m) => ({
        paymentMethodId: m.PaymentMethodId,
        code: m.PaymentMethodCode,
        name: input.locale === 'ar' ? m.PaymentMethodAr : m.PaymentMethodEn,
        imageUrl: m.ImageUrl ?? null,
        embedded: m.IsEmbeddedSupported ?? false,
      })),
    };
  } catch (error) {
    throw asProviderHttpError(error);
  }
};

export interface PayInput {
  user: UserRow;
  locale: Locale;
  selection: ItemSelection;
  sessionId: string | null | undefined;
  paymentMethodId: number | null | undefined;
}

export const startPayment = async (
  ctx: UpstreamContext,
  payments: Payments,
  input: PayInput,
): Promise<PaymentStart> => {
  const { user, locale } = input;
  // A card session pays by the embedded form; otherwise a redirect method (KNET) must be named.
  const sessionId = input.sessionId ?? null;
  const paymentMethodId = sessionId ? null : (input.paymentMethodId ?? null);
  if (!sessionId && !paymentMethodId) throw fieldError('validation.paymentMethod', 'PaymentMethodId');
  const now = ctx.clock();
  // A lapsed payment of this customer's frees what it held before this one looks for it.
  await expireLapsedPayments(ctx, payments, { userId: user.id, now });

  /** The payable things the selection is for, read again in the transaction. */
  let keys: string[] = [];
  let made: Awaited<ReturnType<typeof createOrder>> | PaymentStart;
  try {
    made = await inTransaction(ctx, async (tx) => {
      const lines = await selectLines(tx, user.id, input.selection);
      keys = lines.map(payableKeyOf);
      const open = await continueOpenPayment(tx, user.id, keys);
      if (open) return open;
      for (const row of lines) {
        const line = toLine(row);
        await itemKinds[line.kind].checkPayable?.(tx, line, user.id, now);
      }
      // Checked again here, in the order's transaction: the session's answer may be old.
      const coupon = await couponForPayment(tx, input.selection.couponCode, now, user.id);
      if (sessionId) await claimPaymentSession(tx, user.id, sessionId, now);
      const until = openUntil(payments, now);
      const order = await createOrder(tx, {
        userId: user.id,
        lines,
        locale,
        sessionId,
        paymentMethodId,
        coupon,
        payableKeys: keys,
        openUntil: until,
      });
      if (coupon) await reserveCouponUse(tx, { coupon, userId: user.id, orderId: order.order.id, now });
      for (const row of lines) await itemKinds[toLine(row).kind].holdUntil?.(tx, toLine(row), until);
      if (sessionId) await linkSessionToOrder(tx, sessionId, order.order.id);
      return order;
    });
  } catch (error) {
    // Another start for the same things won the race: continue it, or say it is in progress.
    if (!isUniqueViolation(error)) throw error;
    const open = await continueOpenPayment(ctx.db, user.id, keys);
    if (open) return open;
    throw error;
  }
  if ('paymentUrl' in made) return made;
  const { order, items } = made;

  const urls = returnUrls(payments.config.returnUrl, locale, order, items.map(toLine), itemKinds);
  const paidAmounts = discountedAmounts(
    items.map((item) => item.amountFils),
    order.discountFils,
  );
  try {
    const executed = await payments.provider.executePayment({
      amountFils: order.amountFils,
      sessionId: sessionId ?? undefined,
      paymentMethodId: paymentMethodId ?? undefined,
      customerName: user.fullName,
      customerEmail: user.email,
      callbackUrl: urls.callbackUrl,
      errorUrl: urls.errorUrl,
      language: locale,
      customerReference: order.reference,
      userDefinedField: String(user.id),
      // The provider's items must add up to the invoice: a coupon's discount is spread over them.
      items: items.map((item, i) => ({
        name: locale === 'ar' ? item.titleAr : item.titleEn,
        quantity: 1,
        unitFils: paidAmounts[i] ?? item.amountFils,
      })),
    });
    await ctx.db
      .update(orders)
      .set({ invoiceId: executed.invoiceId, paymentUrl: executed.paymentUrl, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return {
      orderId: order.id,
      reference: order.reference,
      status: 'pending',
      invoiceId: executed.invoiceId,
      paymentUrl: executed.paymentUrl,
    };
  } catch (error) {
    if (error instanceof ProviderRefusal) await markOrder(ctx.db, order.id, 'failed', error.reason, ctx.clock());
    else if (error instanceof ProviderUnavailable)
      await markOrder(ctx.db, order.id, 'failed', error.message, ctx.clock());
    else if (error instanceof ProviderTimeout) ctx.log.warn({ orderId: order.id }, 'payment start timed out');
    throw asProviderHttpError(error);
  }
};
