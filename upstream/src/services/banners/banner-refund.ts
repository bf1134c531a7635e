/**
 * A rejected banner's money goes back (issue #31): what its line cost in the order that paid for
 * it — the coupon's discount spread over the order's lines as at the provider — is refunded
 * through the one refund path, once per banner (`banner-rejected:<id>`), in the rejection's
 * transaction; the caller sends it to the provider once committed.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { orderItems, orders } from '../../db/schema.js';
import { discountedAmounts } from '../payments/coupons.js';
import { recordRefund } from '../payments/refunds.js';

/** Why Badal refunds a rejected banner (a message key: the customer reads it in their language). */
export const BANNER_REJECTED_REASON = 'refund.bannerRejected';

/**
 * Records the refund of a rejected banner's payment: answers it, or null when nothing was paid for
 * it (a coupon took all of it) or no paid line delivered it.
 */
export const recordBannerRefund = async (
  tx: Db,
  bannerId: number,
  operatorId: number,
  now: Date,
): Promise<{ id: number; amountFils: number } | null> => {
  const [line] = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.payableKey, `banner:${bannerId}`),
        eq(orders.status, 'paid'),
        isNotNull(orderItems.activatedAt),
      ),
    )
    .limit(1);
  if (!line) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, line.orderId)).limit(1);
  const all = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, line.orderId))
    .orderBy(asc(orderItems.id));
  const shares = discountedAmounts(
    all.map((l) => l.amountFils),
    order?.discountFils ?? 0,
  );
  const paidFils = shares[all.findIndex((l) => l.id === line.id)] ?? 0;
  if (paidFils === 0) return null;
  const refund = await recordRefund(
    tx,
    {
      orderId: line.orderId,
      amountFils: paidFils,
      reason: BANNER_REJECTED_REASON,
      idempotencyKey: `banner-rejected:${bannerId}`,
      requestedBy: operatorId,
    },
    now,
  );
  return { id: refund.id, amountFils: refund.amountFils };
};
