/**
 * Coupons: whether a code is good now (GET /coupons/check), and what it takes off a payment. The
 * server alone applies a coupon — when the session is opened (to show the total) and again when
 * the payment starts, in the transaction that makes the order — and a use is counted when that
 * order is settled as paid. A discount is whole fils, rounded down (the customer never pays more
 * than the percentage says), and spread over the lines so the provider's items add up to it.
 */
import { type CouponCheck, type Locale, type MessageKey, messageText } from '@badal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { coupons } from '../../db/schema.js';
import { HttpError } from '../../http/http-error.js';

export type CouponRow = typeof coupons.$inferSelect;

type Verdict = { coupon: CouponRow } | { refused: MessageKey };

/** The coupon a code names, if it can be used at `now`, or why not. */
export const judgeCoupon = async (db: Db, code: string | null | undefined, now: Date): Promise<Verdict> => {
  const typed = code?.trim().toUpperCase() ?? '';
  if (typed === '') return { refused: 'coupon.missing' };
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, typed)).limit(1);
  if (!coupon) return { refused: 'coupon.unknown' };
  if (coupon.expiresAt <= now) return { refused: 'coupon.expired' };
  if (coupon.usedCount >= coupon.maxUses) return { refused: 'coupon.usedUp' };
  return { coupon };
};

export const couponCheck = async (
  db: Db,
  code: string | null | undefined,
  locale: Locale,
  now: Date,
): Promise<CouponCheck> => {
  const verdict = await judgeCoupon(db, code, now);
  return 'coupon' in verdict
    ? { response: true, message: messageText('coupon.valid', locale), percentage: verdict.coupon.percent }
    : { response: false, message: messageText(verdict.refused, locale), percentage: null };
};

/** The coupon a payment asked for, or none; a code that is not good now refuses the payment (422). */
export const couponForPayment = async (
  db: Db,
  code: string | null | undefined,
  now: Date,
): Promise<CouponRow | null> => {
  if (!code?.trim()) return null;
  const verdict = await judgeCoupon(db, code, now);
  if ('refused' in verdict) throw new HttpError(422, verdict.refused, { couponCode: [verdict.refused] });
  return verdict.coupon;
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

/** Counts one use, in the transaction that marks the order paid. */
export const countCouponUse = async (tx: Db, couponId: number): Promise<void> => {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
};
