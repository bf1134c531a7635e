/**
 * What happens to a new ad before it is published (issue #31 item 4), read inside the publishing
 * transaction so a refusal leaves nothing written:
 * - refused (422) past the day's posting limit (a Kuwait day; members get more);
 * - refused (422) as a duplicate of one of the owner's active ads (published, not hidden): the
 *   same title, or the same main picture by its perceptual hash (picture-hash.ts);
 * - held for review when its name or description contains a word operators listed, or when it is
 *   a new account's first ad in one of the categories the settings name.
 */
import { kuwaitDay, kuwaitMidnight } from '@badal/contracts';
import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { categories, productFingerprints, products, reviewWords, sellers, users } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';
import { hashDistance, pictureHash, SAME_PICTURE_MAX_DISTANCE } from './picture-hash.js';
import { postingRules } from './posting-rules.js';

/** Why an ad waits for review: an operator-listed word, or a new account's first ad in a watched category. */
export type HoldCause = 'words' | 'first_ad';

export interface NewAd {
  userId: number;
  name: string;
  description: string;
  topCategoryId: number;
  /** The main picture's file (its thumbnail does: the hash is taken from a 32 × 32 copy). */
  mainPicture: string | null;
}

export interface AdVerdict {
  hold: { cause: HoldCause; word: string | null } | null;
  /** Kept with the product for later duplicate checks; null without a readable picture. */
  pictureHash: string | null;
}

/** Lower case and single spaces: "My  Car" and "my car" are the same title. */
export const normalizedText = (text: string): string => text.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

const activeAdsOf = (sellerId: number) =>
  and(eq(products.sellerId, sellerId), eq(products.status, 'published'), ne(products.moderationState, 'hidden'));

export const checkNewAd = async (tx: Db, ad: NewAd, now: Date): Promise<AdVerdict> => {
  const [rules, [owner], [seller]] = await Promise.all([
    postingRules(tx),
    tx.select({ membershipExpiresAt: users.membershipExpiresAt }).from(users).where(eq(users.id, ad.userId)),
    tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, ad.userId)),
  ]);
  const isMember = owner?.membershipExpiresAt != null && owner.membershipExpiresAt > now;
  const limit = isMember ? rules.adsPerDayMember : rules.adsPerDay;
  const refuseOverLimit = () => fieldError(isMember ? 'ad.dailyLimitMember' : 'ad.dailyLimit', 'ad');
  const hash = ad.mainPicture ? await pictureHash(ad.mainPicture) : null;
  let hasEarlierAds = false;
  if (!seller) {
    if (limit === 0) throw refuseOverLimit();
  } else {
    const [[today], [ever], active] = await Promise.all([
      tx
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.sellerId, seller.id), gte(products.createdAt, kuwaitMidnight(kuwaitDay(now))))),
      tx.select({ n: count() }).from(products).where(eq(products.sellerId, seller.id)),
      tx
        .select({ name: products.name, hash: productFingerprints.pictureHash })
        .from(products)
        .leftJoin(productFingerprints, eq(productFingerprints.productId, products.id))
        .where(activeAdsOf(seller.id)),
    ]);
    // Every ad placed today counts, deleted ones too: deleting and placing again is no way round.
    if ((today?.n ?? 0) >= limit) throw refuseOverLimit();
    const title = normalizedText(ad.name);
    if (active.some((a) => normalizedText(a.name) === title)) throw fieldError('ad.duplicateTitle', 'name');
    if (hash && active.some((a) => a.hash !== null && hashDistance(a.hash, hash) <= SAME_PICTURE_MAX_DISTANCE)) {
      throw fieldError('ad.duplicatePicture', 'images');
    }
    hasEarlierAds = (ever?.n ?? 0) > 0;
  }
  return { hold: await holdCause(tx, ad, hasEarlierAds, rules.reviewFirstAdCategories), pictureHash: hash };
};

const holdCause = async (
  tx: Db,
  ad: NewAd,
  hasEarlierAds: boolean,
  watchedCategories: string[],
): Promise<AdVerdict['hold']> => {
  const text = normalizedText(`${ad.name} ${ad.description}`);
  const words = await tx.select({ word: reviewWords.word }).from(reviewWords);
  const listed = words.find(({ word }) => text.includes(normalizedText(word)));
  if (listed) return { cause: 'words', word: listed.word };
  if (hasEarlierAds || watchedCategories.length === 0) return null;
  const [top] = await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.id, ad.topCategoryId));
  return top && watchedCategories.includes(top.slug) ? { cause: 'first_ad', word: null } : null;
};
