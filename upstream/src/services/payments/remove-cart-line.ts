/**
 * Removing a line from the cart (DELETE /cart/items/{itemId}). A banner's or a company
 * subscription's line is the unpaid thing itself: removing it discards that too, in the same
 * transaction, so neither is ever left without its line.
 */
import { and, eq } from 'drizzle-orm';
import { cartItems } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { discardBannerIn, removeBannerPicture } from '../banners/discard-banner.js';
import { discardSubscriptionIn } from '../companies/discard-subscription.js';
import type { UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';

const idIn = (data: unknown, key: string): number | null => {
  const value = Number((data as Record<string, unknown>)[key]);
  return Number.isInteger(value) && value > 0 ? value : null;
};

export const removeCartLine = async (ctx: UpstreamContext, userId: number, itemId: number): Promise<void> => {
  const picture = await inTransaction(ctx, async (tx) => {
    const [line] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
      .limit(1);
    // Another user's line is not found either: the id says nothing about other carts.
    if (!line) throw notFound();
    const bannerId = line.kind === 'banner' ? idIn(line.data, 'bannerId') : null;
    if (bannerId) return discardBannerIn(tx, userId, bannerId);
    const subscriptionId = line.kind === 'companySubscription' ? idIn(line.data, 'subscriptionId') : null;
    if (subscriptionId) await discardSubscriptionIn(tx, userId, subscriptionId);
    else await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    return null;
  });
  if (picture) await removeBannerPicture(ctx, picture);
};
