/**
 * The operators' review of held ads (issue #31 item 4): the waiting ones, oldest first, and the
 * decision — approve (the ad is published: visible, and the owner's followers hear of it now) or
 * reject with a reason (hidden; the owner reads the reason in My ads). A hold is decided once: its
 * row is locked and read in the same transaction, and a second decision — or a held ad an
 * operator already acted on otherwise — is a 409 that changes nothing.
 */
import type { HeldAd, HoldCause, Locale, ModerationState } from '@badal/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  type AdHoldRow,
  adHolds,
  categories,
  follows,
  productImages,
  products,
  sellers,
  users,
} from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { inLocale } from '../catalogue/in-locale.js';
import { kwd } from '../catalogue/product-cards.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { notifyNewProduct } from '../notifications/notify.js';
import type { PendingPushes } from '../transactions.js';
import { toPerson } from '../users.js';

/** The longest queue one answer holds; the oldest come first, so none waits unseen. */
const QUEUE_LIMIT = 200;

const heldAdRows = (db: Db, where: ReturnType<typeof and>) =>
  db
    .select({ hold: adHolds, product: products, owner: users, category: categories, image: productImages })
    .from(adHolds)
    .innerJoin(products, eq(products.id, adHolds.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
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
  cause: row.hold.cause as HoldCause,
  word: row.hold.word,
  heldAt: row.hold.heldAt.toISOString(),
  state: row.product.moderationState as ModerationState,
  decision: row.hold.decision as HeldAd['decision'],
  reason: row.hold.decision === 'rejected' ? row.product.moderationReason : null,
  decidedAt: row.hold.decidedAt?.toISOString() ?? null,
});

export const waitingHeldAds = async (ctx: UpstreamContext, locale: Locale): Promise<HeldAd[]> => {
  const rows = await heldAdRows(ctx.db, and(isNull(adHolds.decision)))
    .orderBy(asc(adHolds.heldAt), asc(adHolds.productId))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => toHeldAd(ctx, row, locale));
};

export type HoldVerdict = { approve: true } | { approve: false; reason: string };

const alreadyDecided = (): HttpError => new HttpError(409, 'error.alreadyDecided');

export const decideHeldAd = async (
  ctx: UpstreamContext,
  { tx, pushes }: { tx: Db; pushes: PendingPushes },
  productId: number,
  operatorId: number,
  verdict: HoldVerdict,
  now: Date,
  locale: Locale,
): Promise<HeldAd> => {
  const [locked] = await tx.select().from(adHolds).where(eq(adHolds.productId, productId)).for('update').limit(1);
  if (!locked) throw notFound();
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update').limit(1);
  if (!product) throw notFound();
  if (!isWaiting(locked, product.moderationState)) throw alreadyDecided();
  await tx
    .update(adHolds)
    .set({ decision: verdict.approve ? 'approved' : 'rejected', decidedBy: operatorId, decidedAt: now })
    .where(eq(adHolds.productId, productId));
  await tx
    .update(products)
    .set(
      verdict.approve
        ? {
            moderationState: 'visible',
            moderationReason: null,
            moderationChangedAt: now,
            listedAt: now,
            updatedAt: now,
          }
        : { moderationState: 'hidden', moderationReason: verdict.reason, moderationChangedAt: now, updatedAt: now },
    )
    .where(eq(products.id, productId));
  const [row] = await heldAdRows(tx, and(eq(adHolds.productId, productId)));
  if (!row) throw notFound();
  if (verdict.approve) {
    const followers = await tx
      .select({ id: follows.followerId })
      .from(follows)
      .where(eq(follows.followedId, row.owner.id));
    await notifyNewProduct(
      ctx,
      { tx, pushes },
      {
        sellerUserId: row.owner.id,
        followerIds: followers.map((f) => f.id),
        product: { slug: product.slug, name: product.name },
      },
    );
  }
  return toHeldAd(ctx, row, locale);
};

/** Undecided, and still held: an operator may have hidden it another way in the meantime. */
const isWaiting = (hold: AdHoldRow, state: string): boolean => hold.decision === null && state === 'held';
