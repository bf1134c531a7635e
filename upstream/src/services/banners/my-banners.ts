/** A member's own booked banners: the latest hundred, newest first, and the one waiting to be paid. */
import type { PlacedBanner } from '@badal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { banners } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { toPlacedBanner } from './banner-view.js';

export const myBanners = async (ctx: UpstreamContext, userId: number): Promise<PlacedBanner[]> => {
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(eq(banners.userId, userId))
    .orderBy(desc(banners.id))
    .limit(100);
  const now = ctx.clock();
  return rows.map((row) => toPlacedBanner(ctx, row, now));
};

/** At most one: booking another replaces it (book-banner.ts). */
export const unpaidBanner = async (ctx: UpstreamContext, userId: number): Promise<PlacedBanner | null> => {
  const [row] = await ctx.db
    .select()
    .from(banners)
    .where(and(eq(banners.userId, userId), eq(banners.status, 'unpaid')))
    .limit(1);
  return row ? toPlacedBanner(ctx, row, ctx.clock()) : null;
};
