/** The banners the home page shows now in one placement, editorial and booked, titles in the request language. */
import type { Banner, BannerType, Locale } from '@badal/contracts';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { banners } from '../../db/schema.js';
import { inLocale } from '../catalogue/in-locale.js';
import { mediaUrl, type UpstreamContext } from '../context.js';

export const homeBanners = async (ctx: UpstreamContext, type: BannerType, locale: Locale): Promise<Banner[]> => {
  const now = ctx.clock();
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.type, type),
        eq(banners.status, 'published'),
        // A booked banner shows from its first day for its days; seeded ones have no dates.
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => ({
    id: row.id,
    type,
    title: inLocale(locale, row.titleEn, row.titleAr),
    link: row.link,
    primaryImage: { url: mediaUrl(ctx, row.imagePath) ?? '', width: row.width, height: row.height },
  }));
};
