/**
 * Settlement: the one way an order becomes paid (architecture §12). The customer's return (the
 * callback) and the provider's webhook both end here, any number of times and in any order.
 *
 * 1. The provider is asked (GetPaymentStatus): a redirect's query or a webhook's body only says
 *    which payment to ask about, never how it went.
 * 2. The order is found by the customer reference the invoice carries (and its invoice id).
 * 3. In one transaction, with the order row locked: an order already paid is left alone; a paid
 *    one gets its receipt number, its coupon use is confirmed, each line is activated by its kind
 *    (item-kind-registry.ts) and removed from the cart; a failed or cancelled payment is recorded, frees
 *    what it held (its lines, its coupon use) and the cart stays as it was.
 * 4. What a paid order could not be given is refunded through the provider, after the commit: a
 *    line whose thing another payment already paid for (the same thing charged twice), a line
 *    its kind could no longer deliver, or the whole order when its coupon had lapsed and has no
 *    room left (a discount is never given beyond the coupon's limit).
 */
import type { MessageKey } from '@badal/contracts';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cartItems, type OrderItemRow, type OrderRow, orderItems, orders } from '../../db/schema.js';
import type { Payments, UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { toLine } from './cart.js';
import { confirmCouponUse, discountedAmounts } from './coupons.js';
import { UNDELIVERABLE } from './item-kind.js';
import { itemKinds } from './item-kind-registry.js';
import { type PaymentStatus, ProviderUnavailable } from './myfatoorah/client.js';
import { closeOrder } from './orders.js';
import { recordRefund, submitRefund } from './refunds.js';

export type SettlementKey = { paymentId: string } | { invoiceId: string };

export interface Outcome {
  status: 'paid' | 'failed' | 'cancelled' | 'pending';
  paymentId: string | null;
  /** The provider's name of the method ('KNET', 'VISA/MASTER'). */
  method: string | null;
  reason: string | null;
}

/** MyFatoorah spells a successful transaction 'Succss'. */
const SUCCEEDED = new Set(['Succss', 'Success', 'SUCCESS']);
const PAID_INVOICE = new Set(['Paid', 'DuplicatePayment']);

/** What the provider's status says happened, looking at `paymentId`'s transaction when given. */
export const outcomeOf = (status: PaymentStatus, paymentId?: string): Outcome => {
  const success = status.transactions.find((t) => SUCCEEDED.has(t.status));
  if (PAID_INVOICE.has(status.invoiceStatus) && success) {
    return { status: 'paid', paymentId: success.paymentId, method: success.gateway, reason: null };
  }
  const focus = paymentId
    ? status.transactions.find((t) => t.paymentId === paymentId)
    : status.transactions[status.transactions.length - 1];
  const seen = { paymentId: focus?.paymentId ?? null, method: focus?.gateway ?? null };
  if (focus?.status === 'Failed') return { status: 'failed', ...seen, reason: focus.error ?? 'Failed' };
  if (focus?.status === 'Canceled') return { status: 'cancelled', ...seen, reason: focus.error ?? 'Canceled' };
  if (status.invoiceStatus === 'Canceled') return { status: 'cancelled', ...seen, reason: 'The invoice was cancelled' };
  return { status: 'pending', ...seen, reason: null };
};

/** Whether another order already delivered what `line` pays for. */
const deliveredElsewhere = async (tx: Db, line: OrderItemRow): Promise<boolean> =>
  (
    await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.payableKey, line.payableKey),
          ne(orderItems.orderId, line.orderId),
          isNotNull(orderItems.activatedAt),
        ),
      )
      .limit(1)
  ).length > 0;

/** Why Badal refunded a paid order by itself (a message key: the customer reads it in their language). */
export const REFUND_REASONS = {
  alreadyPaid: 'refund.alreadyPaid',
  couponUnavailable: 'refund.couponUnavailable',
} as const satisfies Record<string, MessageKey>;

const markPaid = async (
  tx: Db,
  order: OrderRow,
  outcome: Outcome,
  invoiceId: string,
  now: Date,
): Promise<{ paid: OrderRow; refundIds: number[] }> => {
  const [paid] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt: now,
      invoiceId,
      paymentId: outcome.paymentId,
      paymentMethod: outcome.method,
      failureReason: null,
      // Numbered in the transaction that pays: a rolled-back settlement leaves a gap, never a duplicate.
      receiptNumber: sql`'BR-' || lpad(nextval('receipt_number_seq')::text, 6, '0')`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid) throw new Error(`order ${order.id} vanished while being paid`);
  await closeOrder(tx, order.id, now, true);
  const all = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  // What each line cost the customer: the coupon's discount spread as it was at the provider.
  const paidFils = new Map(
    discountedAmounts(
      all.map((line) => line.amountFils),
      paid.discountFils,
    ).map((fils, i) => [all[i]?.id, fils]),
  );
  const honoured = await confirmCouponUse(tx, paid, now);
  const undelivered: OrderItemRow[] = [];
  for (const line of all.filter((l) => l.activatedAt === null)) {
    if (!honoured || (await deliveredElsewhere(tx, line))) {
      undelivered.push(line);
      continue;
    }
    if ((await itemKinds[toLine(line).kind].activate(tx, line, paid, now)) === UNDELIVERABLE) {
      undelivered.push(line);
      continue;
    }
    await tx.update(orderItems).set({ activatedAt: now }).where(eq(orderItems.id, line.id));
  }
  const bought = all.map((l) => l.cartItemId).filter((id): id is number => id !== null);
  if (bought.length > 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.userId, order.userId), inArray(cartItems.id, bought)));
  }
  const refundFils = undelivered.reduce((sum, line) => sum + (paidFils.get(line.id) ?? 0), 0);
  if (refundFils === 0) return { paid, refundIds: [] };
  const refund = await recordRefund(
    tx,
    {
      orderId: paid.id,
      amountFils: refundFils,
      reason: honoured ? REFUND_REASONS.alreadyPaid : REFUND_REASONS.couponUnavailable,
      idempotencyKey: `undelivered:${paid.id}`,
      requestedBy: null,
    },
    now,
  );
  return { paid, refundIds: [refund.id] };
};

/**
 * Settles the payment `key` names. Answers the order as it now stands, or null when the payment
 * is not one of Badal's orders. Provider failures are thrown (the caller answers 502/504).
 */
export const settlePayment = async (
  ctx: UpstreamContext,
  payments: Payments,
  key: SettlementKey,
  now = ctx.clock(),
): Promise<OrderRow | null> => {
  const status =
    'paymentId' in key
      ? await payments.provider.getPaymentStatus(key.paymentId, 'PaymentId')
      : await payments.provider.getPaymentStatus(key.invoiceId, 'InvoiceId');
  if (!status.customerReference) return null;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.reference, status.customerReference)).limit(1);
  if (!order) return null;
  if (order.invoiceId !== null && order.invoiceId !== status.invoiceId) {
    ctx.log.warn({ orderId: order.id, invoiceId: status.invoiceId }, 'payment status of another invoice of this order');
    return null;
  }
  const outcome = outcomeOf(status, 'paymentId' in key ? key.paymentId : undefined);
  if (outcome.status === 'paid' && status.invoiceValueFils !== order.amountFils) {
    ctx.log.error(
      { orderId: order.id, paidFils: status.invoiceValueFils, orderFils: order.amountFils },
      'the paid amount does not match the order: nothing activated',
    );
    throw new ProviderUnavailable('the paid amount does not match the order');
  }
  const refundIds: number[] = [];
  const settled = await inTransaction(ctx, async (tx, pushes) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    // Paid is final: a second callback, a late webhook or a replay finds nothing left to do.
    if (!locked || locked.status === 'paid' || outcome.status === 'pending') return locked ?? null;
    if (outcome.status === 'paid') {
      const done = await markPaid(tx, locked, outcome, status.invoiceId, now);
      refundIds.push(...done.refundIds);
      // The customer's open tabs fetch their account again (membership, company, cart), once
      // committed, whichever of the webhook and the return settled it.
      pushes.add(locked.userId, { event: 'account', data: { reason: 'payment' } });
      return done.paid;
    }
    await closeOrder(tx, locked.id, now);
    const [updated] = await tx
      .update(orders)
      .set({
        status: outcome.status,
        invoiceId: status.invoiceId,
        paymentId: outcome.paymentId ?? locked.paymentId,
        paymentMethod: outcome.method ?? locked.paymentMethod,
        failureReason: outcome.reason,
        updatedAt: now,
      })
      .where(eq(orders.id, locked.id))
      .returning();
    return updated ?? locked;
  });
  // Sent once committed; a provider that cannot be reached now is retried by the refund sweep.
  for (const refundId of refundIds) {
    await submitRefund(ctx, payments, refundId).catch((error: unknown) =>
      ctx.log.warn({ refundId, err: error }, 'refund not sent yet: it is retried'),
    );
  }
  return settled;
};
