/**
 * Coupons: whether a code is good now (GET /coupons/check), and what it takes off a payment. The
 * server alone applies a coupon — when the session is opened (to show the total) and again when
 * the payment starts, in the transaction that makes the order. A use is a row of coupon_uses:
 * reserved when the payment starts (the coupon's counters move in the same statement that checks
 * them, so reserved + used never pass the limit, however many payments start at once), released
 * when the payment fails, is cancelled or expires, and confirmed when it is settled as paid — where
 * a use released meanwhile is taken again only if the coupon still has room. One customer may use
 * a coupon `maxUsesPerCustomer` times (default once; null: no limit of its own). A discount is
 * whole fils, rounded down (the customer never pays more than the percentage says), and spread
 * over the lines so the provider's items add up to it.
 */
import { type CouponCheck, type Locale, type MessageKey, messageText } from '@badal/contracts';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { coupons, couponUses } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';

export type CouponRow = typeof coupons.$inferSelect;

type Verdict = { coupon: CouponRow } | { refused: MessageKey };

/** Uses of `couponId` by `userId` that count: reserved by an open payment, or paid. */
const customerUses = async (db: Db, couponId: number, userId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, couponId),
        eq(couponUses.userId, userId),
        inArray(couponUses.state, ['reserved', 'used']),
      ),
    );
  return row?.n ?? 0;
};

const customerMayUse = async (db: Db, coupon: CouponRow, userId: number | null): Promise<boolean> =>
  userId === null ||
  coupon.maxUsesPerCustomer === null ||
  (await customerUses(db, coupon.id, userId)) < coupon.maxUsesPerCustomer;

/** The coupon a code names, if `userId` can use it at `now`, or why not. */
export const judgeCoupon = async (
  db: Db,
  code: string | null | undefined,
  now: Date,
  userId: number | null = null,
): Promise<Verdict> => {
  const typed = code?.trim().toUpperCase() ?? '';
  if (typed === '') return { refused: 'coupon.missing' };
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, typed)).limit(1);
  if (!coupon) return { refused: 'coupon.unknown' };
  if (coupon.expiresAt <= now) return { refused: 'coupon.expired' };
  if (!(await customerMayUse(db, coupon, userId))) return { refused: 'coupon.alreadyUsed' };
  if (coupon.usedCount + coupon.reservedCount >= coupon.maxUses) return { refused: 'coupon.usedUp' };
  return { coupon };
};

export const couponCheck = async (
  db: Db,
  code: string | null | undefined,
  locale: Locale,
  now: Date,
  userId: number | null = null,
): Promise<CouponCheck> => {
  const verdict = await judgeCoupon(db, code, now, userId);
  return 'coupon' in verdict
    ? { response: true, message: messageText('coupon.valid', locale), percentage: verdict.coupon.percent }
    : { response: false, message: messageText(verdict.refused, locale), percentage: null };
};

const refuse = (key: MessageKey) => new HttpError(422, key, { couponCode: [key] });

/** The coupon a payment asked for, or none; a code that is not good now refuses the payment (422). */
export const couponForPayment = async (
  db: Db,
  code: string | null | undefined,
  now: Date,
  userId: number | null = null,
): Promise<CouponRow | null> => {
  if (!code?.trim()) return null;
  const verdict = await judgeCoupon(db, code, now, userId);
  if ('refused' in verdict) throw refuse(verdict.refused);
  return verdict.coupon;
};

/**
 * Holds one use of `coupon` for the order being made, in its transaction. The UPDATE checks the
 * room and takes it in one statement (PostgreSQL re-checks its WHERE once a concurrent holder of
 * the row commits), and it locks the coupon row, so the customer's own count read after it sees
 * every use committed before. A coupon with no room left, or one the customer has used, refuses
 * the payment (422) and the transaction rolls back with nothing held.
 */
export const reserveCouponUse = async (
  tx: Db,
  input: { coupon: CouponRow; userId: number; orderId: number; now: Date },
): Promise<void> => {
  const [held] = await tx
    .update(coupons)
    .set({ reservedCount: sql`${coupons.reservedCount} + 1` })
    .where(
      and(
        eq(coupons.id, input.coupon.id),
        gt(coupons.expiresAt, input.now),
        lt(sql`${coupons.usedCount} + ${coupons.reservedCount}`, coupons.maxUses),
      ),
    )
    .returning();
  if (!held) throw refuse(input.coupon.expiresAt <= input.now ? 'coupon.expired' : 'coupon.usedUp');
  // The new use is not written yet: the customer's earlier ones must leave room for it.
  if (!(await customerMayUse(tx, held, input.userId))) throw refuse('coupon.alreadyUsed');
  await tx.insert(couponUses).values({ couponId: held.id, userId: input.userId, orderId: input.orderId });
};

/** Gives back the use an order held (its payment failed, was cancelled or expired); once. */
export const releaseCouponUse = async (tx: Db, orderId: number, now: Date): Promise<void> => {
  const [released] = await tx
    .update(couponUses)
    .set({ state: 'released', updatedAt: now })
    .where(and(eq(couponUses.orderId, orderId), eq(couponUses.state, 'reserved')))
    .returning({ couponId: couponUses.couponId });
  if (!released) return;
  await tx
    .update(coupons)
    .set({ reservedCount: sql`${coupons.reservedCount} - 1` })
    .where(eq(coupons.id, released.couponId));
};

/**
 * Makes an order's use final when it is paid, in the settlement transaction. Answers false when
 * the use had been released (the payment expired, then succeeded late) and the coupon no longer
 * has room for it, or the customer has used it since: the discount cannot be honoured and the
 * caller refunds the payment. An order without a coupon, or already confirmed, answers true.
 */
export const confirmCouponUse = async (
  tx: Db,
  order: { id: number; userId: number; couponId: number | null },
  now: Date,
): Promise<boolean> => {
  if (order.couponId === null) return true;
  const [use] = await tx.select().from(couponUses).where(eq(couponUses.orderId, order.id)).for('update');
  if (use?.state === 'used') return true;
  if (use?.state === 'reserved') {
    await tx.update(couponUses).set({ state: 'used', updatedAt: now }).where(eq(couponUses.id, use.id));
    await tx
      .update(coupons)
      .set({ reservedCount: sql`${coupons.reservedCount} - 1`, usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, order.couponId));
    return true;
  }
  // Released (or an order from before reservations): taken again only if there is room.
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(eq(coupons.id, order.couponId), lt(sql`${coupons.usedCount} + ${coupons.reservedCount}`, coupons.maxUses)),
    )
    .returning();
  if (!taken) return false;
  if (!(await customerMayUse(tx, taken, order.userId))) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(eq(coupons.id, taken.id));
    return false;
  }
  if (use) await tx.update(couponUses).set({ state: 'used', updatedAt: now }).where(eq(couponUses.id, use.id));
  else
    await tx.insert(couponUses).values({ couponId: taken.id, userId: order.userId, orderId: order.id, state: 'used' });
  return true;
};

/** What `percent` takes off `totalFils`, in whole fils, rounded down. */
export const discountFils = (totalFils: number, percent: number): number => Math.floor((totalFils * percent) / 100);

/**
 * The lines' amounts less `discount`, spread in proportion (rounded down) with what rounding left
 * taken from the first lines, so they add up to the total less the discount exactly.
 */
export const discountedAmounts = (amounts: readonly number[], discount: number): number[] => {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (discount <= 0 || total === 0) return [...amounts];
  const shares = amounts.map((a) => Math.floor((a * discount) / total));
  let left = discount - shares.reduce((sum, s) => sum + s, 0);
  return amounts.map((a, i) => {
    const share = (shares[i] ?? 0) + (left > 0 && a - (shares[i] ?? 0) > 0 ? 1 : 0);
    if (share > (shares[i] ?? 0)) left -= 1;
    return a - share;
  });
};
