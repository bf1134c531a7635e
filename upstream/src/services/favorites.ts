/**
 * Favourite products: a member's list (most recently added first, published products only),
 * adding one (a new favourite notifies the product's seller) and removing one. Adding twice or
 * removing what is not there changes nothing and is not an error, so a double tap on the heart is
 * harmless.
 */
import type { Locale, ProductPage } from '@badal/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { favorites, products, sellers } from '../db/schema.js';
import { notFound } from '../http-error.js';
import { isShown } from './catalogue/listed.js';
import { listCards, toCard } from './catalogue/product-cards.js';
import { pageMeta } from './catalogue/search.js';
import type { UpstreamContext } from './context.js';
import { notifyFavorite } from './notifications/notify.js';
import { inTransaction } from './transactions.js';

// A favourite stays once the ad is sold, exchanged or ended: its card says which (issue #32).
const isPublished = isShown;

export const favoriteProducts = async (
  ctx: UpstreamContext,
  userId: number,
  page: { page: number; perPage: number },
  locale: Locale,
): Promise<ProductPage> => {
  const mine = and(eq(favorites.userId, userId), isPublished);
  const [ids, [counted]] = await Promise.all([
    ctx.db
      .select({ id: favorites.productId })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(mine)
      .orderBy(desc(favorites.createdAt), desc(favorites.productId))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .then((rows) => rows.map((r) => r.id)),
    ctx.db
      .select({ total: count() })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(mine),
  ]);
  const rows =
    ids.length === 0 ? [] : await listCards(ctx, { where: inArray(products.id, ids), orderBy: [], limit: ids.length });
  // The cards come in any order; the page keeps the order the favourites were added in.
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toCard(ctx, row, locale)] : [];
    }),
    meta: pageMeta(page.page, page.perPage, counted?.total ?? 0),
  };
};

/** A published product, saved; its seller is notified the first time. 404 for any other product. */
export const addFavorite = async (ctx: UpstreamContext, userId: number, productId: number): Promise<void> => {
  const [product] = await ctx.db
    .select({ id: products.id, slug: products.slug, name: products.name, sellerUserId: sellers.userId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), isPublished));
  if (!product) throw notFound();
  await inTransaction(ctx, async (tx, pushes) => {
    const added = await tx
      .insert(favorites)
      .values({ userId, productId: product.id })
      .onConflictDoNothing()
      .returning({ productId: favorites.productId });
    if (added.length === 0) return;
    await notifyFavorite(ctx, { tx, pushes }, { sellerUserId: product.sellerUserId, fanId: userId, product });
  });
};

/** Any product may be removed (one no longer published too); 404 only for a product that does not exist. */
export const removeFavorite = async (ctx: UpstreamContext, userId: number, productId: number): Promise<void> => {
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound();
  await ctx.db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, product.id)));
};
