/**
 * The owner changes a published ad's price (issue #33 item 6). A lower price is news to the people
 * who favourited the ad (not its owner): one notice each per drop, with the old and new price, in
 * the same transaction as the change (pushes leave after it commits). Prices compare as whole fils,
 * never through floating point.
 */
import { decimalToFils } from '@badal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { favorites, products } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { notifyPriceDrop } from '../notifications/notify.js';
import { inTransaction } from '../transactions.js';
import { lockOwnAd } from './own-ad.js';

export const changeAdPrice = (ctx: UpstreamContext, me: number, productId: number, price: number): Promise<void> =>
  inTransaction(ctx, async (tx, pushes) => {
    const ad = await lockOwnAd(tx, me, productId);
    if (ad.dealState !== null) throw fieldError('adLife.closedAlready', 'id');
    if (ad.status !== 'published') throw fieldError('adLife.notPublished', 'id');
    const [row] = await tx.select({ price: products.price }).from(products).where(eq(products.id, ad.id));
    const before = row?.price ?? null;
    const after = price.toFixed(3);
    if (before !== null && decimalToFils(before) === decimalToFils(after))
      throw fieldError('adPrice.notLower', 'price');
    await tx.update(products).set({ price: after, updatedAt: ctx.clock() }).where(eq(products.id, ad.id));
    if (before === null || decimalToFils(after) >= decimalToFils(before)) return;
    const fans = await tx
      .select({ id: favorites.userId })
      .from(favorites)
      .where(and(eq(favorites.productId, ad.id), ne(favorites.userId, me)));
    await notifyPriceDrop(
      ctx,
      { tx, pushes },
      { recipientIds: fans.map((f) => f.id), product: { slug: ad.slug, name: ad.name }, before, after },
    );
  });
