/**
 * The operators' review of held ads (issue #31 item 4): every product waiting in 'held', oldest
 * first — held by the spam rules at publishing (its undecided hold says why) or corrected and sent
 * back by its owner after an operator hid it (no hold yet: 'resubmitted') — and the decision:
 * approve (visible; the owner is told, and for a new ad its followers hear of it now) or reject
 * with a reason (hidden; the owner reads it in My ads and is told). A product is decided once:
 * its row is locked and its state read in the same transaction, and a product no longer held is
 * a 409 that changes nothing (404 for one that never waited for review).
 */
import type { HeldAd, HoldCause, Locale, ModerationState } from '@badal/contracts';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { adHolds, categories, follows, productImages, products, sellers, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { inLocale } from '../catalogue/in-locale.js';
import { kwd } from '../catalogue/product-cards.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { recordAudit } from '../moderation/audit-log.js';
import { notifyModeration, notifyNewProduct } from '../notifications/notify.js';
import { alertSavedSearches } from '../saved-searches/match-new-ad.js';
import type { PendingPushes } from '../transactions.js';
import { toPerson } from '../users.js';

/** The longest queue one answer holds; the oldest come first, so none waits unseen. */
const QUEUE_LIMIT = 200;

/** Products with their owner, category, main picture and — when there is one — a hold of theirs. */
const heldAdRows = (db: Db, holdJoin: SQL | undefined, where: SQL | undefined) =>
  db
    .select({ hold: adHolds, product: products, owner: users, category: categories, image: productImages })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(adHolds, and(eq(adHolds.productId, products.id), holdJoin))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isMain, true)))
    .where(where);

type HeldAdRow = Awaited<ReturnType<typeof heldAdRows>>[number];

const toHeldAd = (ctx: UpstreamContext, row: HeldAdRow, locale: Locale): HeldAd => ({
  id: row.product.id,
  slug: row.product.slug,
  name: row.product.name,
  description: row.product.description,
  price: kwd(row.product.price),
  image: row.image
    ? { url: mediaUrl(ctx, row.image.path) ?? '', thumbnailUrl: mediaUrl(ctx, row.image.thumbnailPath) ?? '' }
    : null,
  category: {
    id: row.category.id,
    slug: row.category.slug,
    name: inLocale(locale, row.category.nameEn, row.category.nameAr),
  },
  owner: toPerson(ctx, row.owner),
  cause: (row.hold?.cause ?? 'resubmitted') as HoldCause,
  word: row.hold?.word ?? null,
  heldAt: (row.hold?.heldAt ?? row.product.moderationChangedAt ?? row.product.updatedAt).toISOString(),
  state: row.product.moderationState as ModerationState,
  decision: (row.hold?.decision ?? null) as HeldAd['decision'],
  reason: row.hold?.decision === 'rejected' ? row.product.moderationReason : null,
  decidedAt: row.hold?.decidedAt?.toISOString() ?? null,
});

export const waitingHeldAds = async (ctx: UpstreamContext, locale: Locale): Promise<HeldAd[]> => {
  const rows = await heldAdRows(ctx.db, isNull(adHolds.decision), eq(products.moderationState, 'held'))
    .orderBy(
      asc(sql`coalesce(${adHolds.heldAt}, ${products.moderationChangedAt}, ${products.updatedAt})`),
      asc(products.id),
    )
    .limit(QUEUE_LIMIT);
  return rows.map((row) => toHeldAd(ctx, row, locale));
};

export type HoldVerdict = { approve: true } | { approve: false; reason: string };

export const decideHeldAd = async (
  ctx: UpstreamContext,
  { tx, pushes }: { tx: Db; pushes: PendingPushes },
  productId: number,
  operatorId: number,
  verdict: HoldVerdict,
  now: Date,
  locale: Locale,
): Promise<HeldAd> => {
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update').limit(1);
  if (!product) throw notFound();
  const [waiting] = await tx
    .select()
    .from(adHolds)
    .where(and(eq(adHolds.productId, productId), isNull(adHolds.decision)))
    .limit(1);
  if (product.moderationState !== 'held') {
    // Decided already (or acted on otherwise): 409; an ad that never waited for review: 404.
    const [holds] = await tx.select({ n: count() }).from(adHolds).where(eq(adHolds.productId, productId));
    throw (holds?.n ?? 0) > 0 ? new HttpError(409, 'moderation.alreadyDone') : notFound();
  }
  const decision = {
    decision: verdict.approve ? 'approved' : 'rejected',
    decidedBy: operatorId,
    decidedAt: now,
  } as const;
  const [hold] = waiting
    ? await tx.update(adHolds).set(decision).where(eq(adHolds.id, waiting.id)).returning()
    : await tx
        .insert(adHolds)
        .values({ productId, cause: 'resubmitted', heldAt: product.moderationChangedAt ?? now, ...decision })
        .returning();
  await tx
    .update(products)
    .set(
      verdict.approve
        ? { moderationState: 'visible', moderationReason: null, moderationChangedAt: now, updatedAt: now }
        : { moderationState: 'hidden', moderationReason: verdict.reason, moderationChangedAt: now, updatedAt: now },
    )
    .where(eq(products.id, productId));
  const [row] = await heldAdRows(tx, eq(adHolds.id, hold?.id ?? 0), eq(products.id, productId));
  if (!row) throw notFound();
  await recordAudit(
    tx,
    {
      operatorId,
      action: verdict.approve ? 'approve_ad' : 'reject_ad',
      target: { type: 'ad', id: productId },
      subjectId: row.owner.id,
      reason: verdict.approve ? '' : verdict.reason,
    },
    now,
  );
  const target = { tx, pushes };
  await notifyModeration(ctx, target, {
    recipientIds: [row.owner.id],
    notice: verdict.approve ? 'ad_approved' : 'ad_rejected',
    ad: product.name,
    reason: verdict.approve ? null : verdict.reason,
  });
  // A new ad is news to its owner's followers once it is shown; a corrected one was news before.
  if (verdict.approve && hold?.cause !== 'resubmitted') {
    const followers = await tx
      .select({ id: follows.followerId })
      .from(follows)
      .where(eq(follows.followedId, row.owner.id));
    await notifyNewProduct(ctx, target, {
      sellerUserId: row.owner.id,
      followerIds: followers.map((f) => f.id),
      product: { slug: product.slug, name: product.name },
    });
    // Issue #33: and to the saved searches it matches.
    await alertSavedSearches(ctx, target, productId);
  }
  return toHeldAd(ctx, row, locale);
};
