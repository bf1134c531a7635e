/**
 * Finish: the draft becomes a published product in one transaction — the product (its search
 * document is a generated column, so search finds it at once), its images (the files stay where
 * the draft stored them), attribute values, location — the draft is deleted, and the seller's
 * followers are notified. Before anything is written the ad passes the spam checks (issue #31,
 * ad-safety/new-ad-checks.ts): refused, it leaves nothing; held for review, it is written 'held'
 * with why (ad_holds), and followers hear of it only once an operator approves it.
 */

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { AttributeType } from '@badal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  adDrafts,
  attributes,
  categories,
  follows,
  locations,
  productAttributeValues,
  productImages,
  products,
  sellers,
} from '../../db/schema.js';
import { adLifeRules, runEndsAt } from '../ad-life/ad-life-rules.js';
import { checkNewAd } from '../ad-safety/new-ad-checks.js';
import { recordNewAdSafety } from '../ad-safety/record-new-ad.js';
import type { UpstreamContext } from '../context.js';
import { notifyModeration, notifyNewProduct } from '../notifications/notify.js';
import { alertSavedSearches } from '../saved-searches/match-new-ad.js';
import { slugify } from '../slug.js';
import type { PendingPushes } from '../transactions.js';
import type { LoadedDraft } from './draft-store.js';

const ARABIC_LETTER = /[\u0621-\u064a]/g;
const LATIN_LETTER = /[a-z]/gi;

/** The language the seller wrote in: Arabic when Arabic letters outnumber Latin ones. */
export const writtenIn = (text: string): 'en' | 'ar' =>
  (text.match(ARABIC_LETTER)?.length ?? 0) > (text.match(LATIN_LETTER)?.length ?? 0) ? 'ar' : 'en';

/** Anyone may place an ad; the first one gives the account its seller profile. */
const sellerIdOf = async (tx: Db, userId: number): Promise<number> => {
  await tx.insert(sellers).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId));
  if (!row) throw new Error(`no seller row for user ${userId}`);
  return row.id;
};

/** Slugs are readable (the name, else the category) with a random tail; a clash draws another. */
const insertProduct = async (tx: Db, values: Omit<typeof products.$inferInsert, 'slug'>, base: string) => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = `${base}-${randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6)}`;
    const [row] = await tx
      .insert(products)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id, slug: products.slug });
    if (row) return row;
  }
  throw new Error('no free product slug after 5 attempts');
};

export const publishDraft = async (
  ctx: UpstreamContext,
  tx: Db,
  pushes: PendingPushes,
  userId: number,
  { draft, images }: LoadedDraft,
): Promise<number> => {
  const [topId, subId] = draft.categoryIds;
  if (topId === undefined || !draft.name || !draft.description || !draft.sellType) {
    throw new Error(`draft ${draft.id} is not complete`);
  }
  const leafId = draft.categoryIds.at(-1) as number;
  const [leaf] = await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.id, leafId));
  const now = ctx.clock();
  const main = images.find((image) => image.isMain) ?? images[0];
  const verdict = await checkNewAd(
    tx,
    {
      userId,
      name: draft.name,
      description: draft.description,
      topCategoryId: topId,
      mainPicture: main ? join(ctx.storageDir, main.thumbnailPath) : null,
    },
    now,
  );
  const product = await insertProduct(
    tx,
    {
      sellerId: await sellerIdOf(tx, userId),
      categoryId: subId ?? topId,
      topCategoryId: topId,
      name: draft.name,
      description: draft.description,
      language: writtenIn(`${draft.name} ${draft.description}`),
      code: draft.code,
      price: draft.price,
      // The draft's secondPrice and isFeatured stay on the draft: a price cut and a featured
      // place are promotions, bought or taken from a membership (§1), never set for free.
      sellType: draft.sellType,
      isNew: draft.isNew ?? false,
      status: 'published',
      moderationState: verdict.hold ? 'held' : 'visible',
      moderationChangedAt: verdict.hold ? now : null,
      listedAt: now,
      // Issue #32: an ad runs for the set number of days from publishing.
      endsAt: runEndsAt(await adLifeRules(tx), now),
      createdAt: now,
      updatedAt: now,
    },
    slugify(draft.name) || leaf?.slug || 'ad',
  );

  await tx.insert(productImages).values(
    images.map((image, position) => ({
      productId: product.id,
      path: image.path,
      thumbnailPath: image.thumbnailPath,
      width: image.width,
      height: image.height,
      isMain: image.isMain,
      position,
    })),
  );

  const types = new Map(
    draft.attributes.length === 0
      ? []
      : (
          await tx
            .select({ id: attributes.id, type: attributes.type })
            .from(attributes)
            .where(
              inArray(
                attributes.id,
                draft.attributes.map((a) => a.id),
              ),
            )
        ).map((a) => [a.id, a.type]),
  );
  const values = draft.attributes.flatMap((a) =>
    [...(a.value === null ? [] : [a.value]), ...a.values].map((value) => ({
      productId: product.id,
      attributeId: a.id,
      value,
      numberValue: types.get(a.id) === AttributeType.number ? Number(value) : null,
    })),
  );
  if (values.length > 0) await tx.insert(productAttributeValues).values(values).onConflictDoNothing();

  if (draft.latitude !== null && draft.longitude !== null && draft.address !== null) {
    await tx
      .insert(locations)
      .values({ productId: product.id, latitude: draft.latitude, longitude: draft.longitude, address: draft.address });
  }

  await tx.delete(adDrafts).where(eq(adDrafts.id, draft.id));
  await recordNewAdSafety(tx, product.id, verdict, now);
  if (verdict.hold) {
    // Its owner is told it waits; followers hear of it only once approved (ad-safety/held-ads.ts).
    await notifyModeration(ctx, { tx, pushes }, { recipientIds: [userId], notice: 'ad_held', ad: draft.name });
    return product.id;
  }

  const followers = await tx.select({ id: follows.followerId }).from(follows).where(eq(follows.followedId, userId));
  await notifyNewProduct(
    ctx,
    { tx, pushes },
    {
      sellerUserId: userId,
      followerIds: followers.map((f) => f.id),
      product: { slug: product.slug, name: draft.name },
    },
  );
  // Issue #33: the saved searches it matches tell their owners (or count it for the hour's summary).
  await alertSavedSearches(ctx, { tx, pushes }, product.id);
  return product.id;
};
