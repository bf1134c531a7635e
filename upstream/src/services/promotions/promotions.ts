/**
 * What a boost, a refresh and a flash sale do to an ad (spec §1, architecture §13), whether paid for
 * (settlement) or taken from a membership's allowance. Each is a time range on the product row,
 * so it ends by the clock alone. The rules, checked before anything is charged or used:
 * - only the owner's published ads (someone else's, a draft or a removed ad is not found);
 * - a refresh at most once in 24 hours per ad;
 * - a flash sale needs a price, and one at a time: a second one is refused while the first runs;
 * - a boost bought while one runs extends it (its days are added to the end).
 */
import type { PromotionCode, PromotionState } from '@badal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { products, sellers } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { adLifeRules, runEndsAt } from '../ad-life/ad-life-rules.js';
import { isPromotable } from '../catalogue/listed.js';

export const REFRESH_INTERVAL_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

const promotionColumns = {
  id: products.id,
  status: products.status,
  price: products.price,
  featuredSince: products.featuredSince,
  featuredUntil: products.featuredUntil,
  salePercent: products.salePercent,
  saleStartsAt: products.saleStartsAt,
  saleEndsAt: products.saleEndsAt,
  listedAt: products.listedAt,
  refreshedAt: products.refreshedAt,
};

export type PromotionRow = Awaited<ReturnType<typeof ownPublishedForUpdate>>;

/** The user's own published ad, locked until the transaction ends (two promotions queue up). */
export const ownPublishedForUpdate = async (tx: Db, userId: number, productId: number) => {
  const [row] = await tx
    .select(promotionColumns)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), eq(sellers.userId, userId), isPromotable))
    .for('update', { of: products });
  if (!row) throw notFound();
  return row;
};

const refused = (key: 'error.refreshTooSoon' | 'error.saleRunning' | 'error.saleNeedsPrice') =>
  new HttpError(422, key, { productId: [key] });

/** Throws when the service may not be applied to the ad now (see the rules above). */
export const checkPromotable = (row: PromotionRow, code: PromotionCode, now: Date): void => {
  if (code === 'adRefresh' && row.refreshedAt && now.getTime() - row.refreshedAt.getTime() < REFRESH_INTERVAL_MS) {
    throw refused('error.refreshTooSoon');
  }
  if (code === 'flashSale') {
    if (row.price === null) throw refused('error.saleNeedsPrice');
    if (row.saleStartsAt && row.saleEndsAt && row.saleStartsAt <= now && row.saleEndsAt > now) {
      throw refused('error.saleRunning');
    }
  }
};

export interface PromotionTerms {
  code: PromotionCode;
  days: number;
  percentage: number | null;
}

/**
 * Applies a service to a locked, published ad. Used by settlement too, where the ad may have
 * changed since the cart was filled: a refresh or a sale paid for is then applied all the same
 * (the customer paid; a sale replaces the running one from now), a boost extends.
 */
export const applyPromotion = async (tx: Db, row: PromotionRow, terms: PromotionTerms, now: Date) => {
  const later = (days: number, from: Date) => new Date(from.getTime() + days * DAY_MS);
  switch (terms.code) {
    case 'boostAd': {
      const running = row.featuredUntil !== null && row.featuredUntil > now;
      await tx
        .update(products)
        .set({
          featuredSince: running ? row.featuredSince : now,
          featuredUntil: later(terms.days, running && row.featuredUntil ? row.featuredUntil : now),
        })
        .where(eq(products.id, row.id));
      return;
    }
    case 'adRefresh': {
      // A paid refresh also starts a new run (issue #32): never shorter than the one running.
      const fresh = runEndsAt(await adLifeRules(tx), now);
      await tx
        .update(products)
        .set({
          listedAt: now,
          refreshedAt: now,
          endsAt: sql`greatest(${products.endsAt}, ${fresh.toISOString()}::timestamptz)`,
        })
        .where(eq(products.id, row.id));
      return;
    }
    case 'flashSale':
      await tx
        .update(products)
        .set({ salePercent: terms.percentage, saleStartsAt: now, saleEndsAt: later(terms.days, now) })
        .where(eq(products.id, row.id));
      return;
  }
};

/** An ad's promotions as they stand at `now` (what ended reads as null). */
export const promotionState = async (tx: Db, productId: number, now: Date): Promise<PromotionState> => {
  const [row] = await tx.select(promotionColumns).from(products).where(eq(products.id, productId));
  if (!row) throw notFound();
  const saleRuns =
    row.saleStartsAt !== null && row.saleEndsAt !== null && row.saleStartsAt <= now && row.saleEndsAt > now;
  return {
    productId: row.id,
    featuredUntil: row.featuredUntil && row.featuredUntil > now ? row.featuredUntil.toISOString() : null,
    sale:
      saleRuns && row.salePercent !== null && row.saleEndsAt
        ? { percent: row.salePercent, endsAt: row.saleEndsAt.toISOString() }
        : null,
    listedAt: row.listedAt.toISOString(),
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
  };
};
