/**
 * Inserts the planned demo products that are missing (by slug) with their pictures, attribute
 * values, location and view count, and the favourites that point at them. Products that already
 * exist are left alone, as is everything hanging off them, so a rerun changes nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  favorites,
  locations,
  productAttributeValues,
  productImages,
  products,
  productViews,
  sellers,
  users,
} from '../db/schema.js';
import { adLifeDemoEnds, earlyEnd } from './ad-life-demo.js';
import type { PlannedProduct } from './catalogue/product-plan.js';
import { PHOTO } from './media/product-pictures.js';
import { plannedFavorites } from './planned-favorites.js';

export interface ProductSeedReport {
  products: number;
  images: number;
  values: number;
  favorites: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export { plannedFavorites } from './planned-favorites.js';

export const seedProducts = async (
  db: Db,
  plan: readonly PlannedProduct[],
  ids: { categories: Map<string, number>; attributes: Map<string, number> },
  now: Date,
  fans: readonly { userName: string; slug: string }[] = plannedFavorites(plan),
): Promise<ProductSeedReport> => {
  const existing = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        .where(
          inArray(
            products.slug,
            plan.map((p) => p.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const missing = plan.filter((p) => !existing.has(p.slug));
  if (missing.length === 0) return { products: 0, images: 0, values: 0, favorites: 0 };

  const sellerRows = await db
    .select({ id: sellers.id, userName: users.userName })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(inArray(users.userName, [...new Set(missing.map((p) => p.sellerUserName))]));
  const sellerIds = new Map(sellerRows.map((r) => [r.userName, r.id]));
  const idOf = (map: Map<string, number>, key: string, what: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`seed: no ${what} '${key}'`);
    return id;
  };

  const early = adLifeDemoEnds();
  const productIds = new Map<string, number>();
  for (const chunk of chunks(missing, 400)) {
    const inserted = await db
      .insert(products)
      .values(
        chunk.map((p, i) => {
          const createdAt = new Date(now.getTime() - p.minutesAgo * 60_000);
          // Issue #32: runs end spread over the next 14 to 30 days (well past the 3-day notice), so
          // demo ads keep working on a fresh start, and through tests that move the clock on days.
          const endsAt = new Date(now.getTime() + (14 + ((p.slug.length * 7 + i) % 17)) * DAY_MS);
          return {
            slug: p.slug,
            sellerId: idOf(sellerIds, p.sellerUserName, 'seller'),
            categoryId: idOf(ids.categories, p.subSlug, 'category'),
            topCategoryId: idOf(ids.categories, p.topSlug, 'category'),
            name: p.name,
            description: p.description,
            language: p.language,
            code: p.code,
            price: p.price,
            sellType: p.sellType,
            isNew: p.isNew,
            ...(p.isFeatured ? { featuredSince: createdAt, featuredUntil: new Date(now.getTime() + 14 * DAY_MS) } : {}),
            ...(p.salePercent === null
              ? {}
              : {
                  salePercent: p.salePercent,
                  saleStartsAt: new Date(now.getTime() - HOUR_MS),
                  saleEndsAt: new Date(now.getTime() + 7 * DAY_MS),
                }),
            listedAt: createdAt,
            endsAt,
            // A few of the seller's oldest ads ended or about to (ad-life-demo.ts).
            ...earlyEnd(early, p.slug, now),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, slug: products.slug });
    for (const row of inserted) productIds.set(row.slug, row.id);
  }
  // Only the products this run created get their parts (a concurrent seed may have made the others).
  const created = missing.filter((p) => productIds.has(p.slug));
  const idOfProduct = (p: PlannedProduct) => productIds.get(p.slug) as number;

  const images = created.flatMap((p) =>
    p.pictures.map((picture, position) => ({
      productId: idOfProduct(p),
      path: picture.path,
      thumbnailPath: picture.thumbnailPath,
      width: PHOTO.width,
      height: PHOTO.height,
      isMain: position === 0,
      position,
    })),
  );
  for (const chunk of chunks(images, 1000)) await db.insert(productImages).values(chunk);

  const values = created.flatMap((p) =>
    p.values.map((v) => ({
      productId: idOfProduct(p),
      attributeId: idOf(ids.attributes, v.attributeKey, 'attribute'),
      value: v.value,
      numberValue: v.numberValue,
    })),
  );
  for (const chunk of chunks(values, 2000)) await db.insert(productAttributeValues).values(chunk).onConflictDoNothing();

  for (const chunk of chunks(created, 1000)) {
    await db.insert(locations).values(chunk.map((p) => ({ productId: idOfProduct(p), ...p.location })));
    const viewed = chunk.filter((p) => p.views > 0);
    if (viewed.length > 0) {
      await db.insert(productViews).values(viewed.map((p) => ({ productId: idOfProduct(p), views: p.views })));
    }
  }

  const newFans = fans.filter((f) => productIds.has(f.slug));
  const fanIds = new Map(
    newFans.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, userName: users.userName })
            .from(users)
            .where(
              inArray(
                users.userName,
                newFans.map((f) => f.userName),
              ),
            )
        ).map((r) => [r.userName, r.id]),
  );
  const favoriteRows = newFans
    .filter((f) => fanIds.has(f.userName))
    .map((f) => ({ userId: fanIds.get(f.userName) as number, productId: productIds.get(f.slug) as number }));
  const insertedFavorites =
    favoriteRows.length === 0
      ? []
      : await db.insert(favorites).values(favoriteRows).onConflictDoNothing().returning({ userId: favorites.userId });

  return {
    products: created.length,
    images: images.length,
    values: values.length,
    favorites: insertedFavorites.length,
  };
};
