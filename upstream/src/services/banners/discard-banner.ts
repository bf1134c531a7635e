/**
 * Discarding an unpaid banner: the banner and its cart line go together, in one transaction, so
 * an unpaid banner is always whole (banner and line) or absent — whether the member discards it
 * on the booking page or removes its line from the cart. Its picture is removed once committed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { banners, cartItems } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { removeFile } from '../storage.js';
import { inTransaction } from '../transactions.js';

export const discardBannerIn = async (tx: Db, userId: number, bannerId: number): Promise<string> => {
  const [row] = await tx
    .select()
    .from(banners)
    .where(and(eq(banners.id, bannerId), eq(banners.userId, userId)))
    .for('update')
    .limit(1);
  // Someone else's banner is not found either: the id says nothing about other members.
  if (!row) throw notFound();
  if (row.status !== 'unpaid') throw new HttpError(422, 'error.bannerPaid', { id: ['error.bannerPaid'] });
  await tx.delete(banners).where(eq(banners.id, row.id));
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.kind, 'banner'),
        sql`${cartItems.data}->>'bannerId' = ${String(row.id)}`,
      ),
    );
  return row.imagePath;
};

export const removeBannerPicture = (ctx: UpstreamContext, path: string) =>
  removeFile(ctx.storageDir, path).catch((err) => ctx.log.warn({ err }, 'banner picture not removed'));

export const discardBanner = async (ctx: UpstreamContext, userId: number, bannerId: number): Promise<void> => {
  const path = await inTransaction(ctx, (tx) => discardBannerIn(tx, userId, bannerId));
  await removeBannerPicture(ctx, path);
};
