/**
 * One payable thing, one charge (docs/decisions/001-one-open-payment.md). While an order is
 * pending, each of its lines holds its payable key in `order_items.open_key`, which is unique: a
 * thing — a cart line, a banner, a business subscription — has at most one open payment, and two
 * payments started at the same moment cannot both be made (the database refuses the second).
 * A second start for the same things continues the open payment (a double tap, a second tab, a
 * retry after a slow provider reach the same provider page); anything else finds a payment in
 * progress (409). An open payment lapses after `openMinutes`: the provider is asked once more, and
 * if it was not paid the order is closed as expired, which frees its lines and its coupon use.
 */
import type { PaymentStart } from '@badal/contracts';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type OrderRow, orderItems, orders } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { Payments, UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { closeOrder } from './orders.js';
import { settlePayment } from './settlement.js';

/** What the customer reads as the reason of a payment that lapsed. */
export const EXPIRED_REASON = 'The payment was not completed in time';

export const paymentInProgress = () => new HttpError(409, 'error.paymentInProgress');

/** When a payment started at `now` lapses. */
export const openUntil = (payments: Payments, now: Date): Date =>
  new Date(now.getTime() + payments.config.openMinutes * 60_000);

/**
 * The open payment a new start for `keys` continues: the user's own, holding exactly these keys,
 * already at the provider (it has a page). Otherwise, when any key is held, a payment is in
 * progress (409). Null when none of the keys is held.
 */
export const continueOpenPayment = async (
  db: Db,
  userId: number,
  keys: readonly string[],
): Promise<PaymentStart | null> => {
  const held = await db
    .select({ orderId: orderItems.orderId, key: orderItems.openKey })
    .from(orderItems)
    .where(inArray(orderItems.openKey, [...keys]));
  if (held.length === 0) return null;
  const orderIds = [...new Set(held.map((h) => h.orderId))];
  const [orderId] = orderIds;
  if (orderIds.length !== 1 || orderId === undefined) throw paymentInProgress();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const itsKeys = await db
    .select({ key: orderItems.openKey })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.openKey)));
  const same = itsKeys.length === keys.length && itsKeys.every((k) => k.key !== null && keys.includes(k.key));
  if (!order || order.userId !== userId || !same || !order.paymentUrl || !order.invoiceId || order.status !== 'pending')
    throw paymentInProgress();
  return {
    orderId: order.id,
    reference: order.reference,
    status: 'pending',
    invoiceId: order.invoiceId,
    paymentUrl: order.paymentUrl,
  };
};

/**
 * Closes one lapsed order as expired, unless it was settled meanwhile. Exactly once: the row is
 * locked and must still be pending and lapsed.
 */
const expireOrder = async (ctx: UpstreamContext, orderId: number, now: Date): Promise<boolean> =>
  inTransaction(ctx, async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (locked?.status !== 'pending' || !locked.openUntil || locked.openUntil > now) return false;
    await tx
      .update(orders)
      .set({ status: 'cancelled', failureReason: EXPIRED_REASON, updatedAt: now })
      .where(eq(orders.id, orderId));
    await closeOrder(tx, orderId, now);
    return true;
  });

/**
 * Lapsed open payments (all, or one user's) are asked about at the provider — a payment made at
 * the last minute is settled as paid — and closed as expired when they were not paid. Answers
 * how many were closed. The provider not answering does not keep a payment open: a late success
 * is still settled, and refunded when what it paid for went to another payment meanwhile.
 */
export const expireLapsedPayments = async (
  ctx: UpstreamContext,
  payments: Payments,
  scope: { userId?: number; now?: Date } = {},
): Promise<number> => {
  const now = scope.now ?? ctx.clock();
  const lapsed: Pick<OrderRow, 'id' | 'invoiceId'>[] = await ctx.db
    .select({ id: orders.id, invoiceId: orders.invoiceId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        lte(orders.openUntil, now),
        ...(scope.userId === undefined ? [] : [eq(orders.userId, scope.userId)]),
      ),
    )
    .limit(100);
  let closed = 0;
  for (const order of lapsed) {
    if (order.invoiceId) {
      try {
        await settlePayment(ctx, payments, { invoiceId: order.invoiceId }, now);
      } catch (error) {
        ctx.log.warn({ orderId: order.id, err: error }, 'lapsed payment: the provider could not be asked');
      }
    }
    if (await expireOrder(ctx, order.id, now)) closed += 1;
  }
  return closed;
};
