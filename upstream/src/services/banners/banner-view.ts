/** A booked banner as its owner and the operator see it, with `expired` worked out by the clock. */
import type { BannerType, PlacedBanner, PlacedBannerStatus } from '@badal/contracts';
import type { BannerRow } from '../../db/schema.js';
import { mediaUrl, type UpstreamContext } from '../context.js';

export const bannerStatus = (row: BannerRow, now: Date): PlacedBannerStatus =>
  row.status === 'published' && row.endsAt !== null && row.endsAt <= now
    ? 'expired'
    : (row.status as PlacedBannerStatus);

export const toPlacedBanner = (ctx: UpstreamContext, row: BannerRow, now: Date): PlacedBanner => ({
  id: row.id,
  type: row.type as BannerType,
  title: row.titleEn,
  summary: row.summary,
  status: bannerStatus(row, now),
  date: row.startsOn ?? '',
  days: row.days ?? 0,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  priceFils: row.priceFils ?? 0,
  email: row.contactEmail ?? '',
  phone: row.contactPhone ?? '',
  rejectionReason: row.rejectionReason,
  primaryImage: { url: mediaUrl(ctx, row.imagePath) ?? '', width: row.width, height: row.height },
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});
