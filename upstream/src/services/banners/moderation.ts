/**
 * An operator's review of paid banners. Approving publishes a banner from its chosen first day —
 * or from now, when review took longer than that — for its days, so the member gets every day
 * paid for; rejecting keeps the reason for the member to read and refunds what was paid. Only a banner in review can be
 * decided, once: the row is locked and its state checked in the same transaction.
 */
import { addDays, type BannerForReview, kuwaitMidnight, type PlacedBannerStatus } from '@badal/contracts';
import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type BannerRow, banners, type UserRow, users } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { recordAudit } from '../moderation/audit-log.js';
import { notifyModeration } from '../notifications/notify.js';
import type { PendingPushes } from '../transactions.js';
import { toPerson } from '../users.js';
import { recordBannerRefund } from './banner-refund.js';
import { toPlacedBanner } from './banner-view.js';

export const assertOperator = (user: UserRow): void => {
  if (user.role !== 'operator') throw forbidden();
};

const stateFilter = (status: PlacedBannerStatus, now: Date) => {
  switch (status) {
    case 'published':
      return and(eq(banners.status, 'published'), or(isNull(banners.endsAt), gt(banners.endsAt, now)));
    case 'expired':
      return and(eq(banners.status, 'published'), lte(banners.endsAt, now));
    default:
      return eq(banners.status, status);
  }
};

const withOwner = (ctx: UpstreamContext, banner: BannerRow, owner: UserRow, now: Date): BannerForReview => ({
  ...toPlacedBanner(ctx, banner, now),
  owner: toPerson(ctx, owner),
});

export const bannersInState = async (
  ctx: UpstreamContext,
  status: PlacedBannerStatus,
  now: Date,
): Promise<BannerForReview[]> => {
  const rows = await ctx.db
    .select({ banner: banners, owner: users })
    .from(banners)
    .innerJoin(users, eq(users.id, banners.userId))
    .where(and(isNotNull(banners.userId), stateFilter(status, now)))
    .orderBy(asc(banners.paidAt), asc(banners.id))
    .limit(200);
  return rows.map((r) => withOwner(ctx, r.banner, r.owner, now));
};

export type Verdict = { approve: true } | { approve: false; reason: string };

export interface Decided {
  banner: BannerForReview;
  /** A rejected banner's refund, recorded in the transaction: send it once committed (submitRefund). */
  refundId: number | null;
}

export const decideBanner = async (
  { tx, pushes }: { tx: Db; pushes: PendingPushes },
  ctx: UpstreamContext,
  bannerId: number,
  operatorId: number,
  verdict: Verdict,
  now: Date,
): Promise<Decided> => {
  const [found] = await tx
    .select({ banner: banners, owner: users })
    .from(banners)
    .innerJoin(users, eq(users.id, banners.userId))
    .where(eq(banners.id, bannerId))
    .for('update', { of: banners })
    .limit(1);
  if (!found) throw notFound();
  if (found.banner.status !== 'review') throw fieldError('error.notInReview', 'id');
  const chosenStart = kuwaitMidnight(found.banner.startsOn ?? '');
  const startsAt = verdict.approve ? (chosenStart > now ? chosenStart : now) : null;
  const [decided] = await tx
    .update(banners)
    .set(
      verdict.approve && startsAt
        ? {
            status: 'published',
            startsAt,
            endsAt: addDays(startsAt, found.banner.days ?? 1),
            reviewedAt: now,
            reviewedBy: operatorId,
          }
        : {
            status: 'rejected',
            rejectionReason: verdict.approve ? null : verdict.reason,
            reviewedAt: now,
            reviewedBy: operatorId,
          },
    )
    .where(eq(banners.id, bannerId))
    .returning();
  await recordAudit(
    tx,
    {
      operatorId,
      action: verdict.approve ? 'approve_banner' : 'reject_banner',
      target: { type: 'banner', id: bannerId },
      subjectId: found.owner.id,
      reason: verdict.approve ? '' : verdict.reason,
    },
    now,
  );
  // Rejected after payment: its money goes back (the banner is paid for, since only paid ones are in review).
  const refund = verdict.approve ? null : await recordBannerRefund(tx, bannerId, operatorId, now);
  await notifyModeration(
    ctx,
    { tx, pushes },
    {
      recipientIds: [found.owner.id],
      notice: verdict.approve ? 'banner_approved' : 'banner_rejected',
      ad: found.banner.titleEn,
      reason: verdict.approve ? null : verdict.reason,
      refundFils: refund?.amountFils ?? null,
    },
  );
  return { banner: withOwner(ctx, decided ?? found.banner, found.owner, now), refundId: refund?.id ?? null };
};
