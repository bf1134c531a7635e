/**
 * A booked banner as a cart line. Paying it moves the banner from unpaid to review, in the
 * settlement's transaction; an operator then publishes or rejects it (moderation.ts). The return
 * URL carries `customService`, which the payment-return guard reads as "a banner was paid".
 */
import { bannerLineDataSchema } from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { banners } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { type ItemKind, UNDELIVERABLE } from '../payments/item-kind.js';

const unpaidBanner = async (tx: Db, bannerId: number, userId: number) =>
  (
    await tx
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.id, bannerId), eq(banners.userId, userId), eq(banners.status, 'unpaid')))
      .limit(1)
  )[0];

export const bannerItemKind: ItemKind = {
  async checkPayable(tx, line, userId) {
    const { bannerId } = bannerLineDataSchema.parse(line.data);
    if (!(await unpaidBanner(tx, bannerId, userId)))
      throw new HttpError(422, 'error.bannerGone', { itemType: ['error.bannerGone'] });
  },
  async activate(tx, line, order, now) {
    const { bannerId } = bannerLineDataSchema.parse(line.data);
    const moved = await tx
      .update(banners)
      .set({ status: 'review', paidAt: now })
      .where(and(eq(banners.id, bannerId), eq(banners.userId, order.userId), eq(banners.status, 'unpaid')))
      .returning({ id: banners.id });
    // Already paid by another payment, or discarded meanwhile: this payment is refunded.
    if (moved.length === 0) return UNDELIVERABLE;
  },
  payableKey: (line) => `banner:${bannerLineDataSchema.parse(line.data).bannerId}`,
  returnQuery: () => ({ customService: '1' }),
};
