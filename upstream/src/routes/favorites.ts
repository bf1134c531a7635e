/**
 * Favourite products (spec §7): GET /products/favorite/get (most recently added first, published
 * products only), POST /products/add-favorite, DELETE /products/{productId}/delete-favorite. A new
 * favourite notifies the product's seller. Adding twice or removing what is not there changes
 * nothing and is not an error, so a double tap on the heart is harmless.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { favorites, products, sellers } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { notFound } from '../http-error.js';
import { listCards, toCard } from '../services/catalogue/product-cards.js';
import { pageMeta } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';
import { notifyFavorite } from '../services/notifications/notify.js';
import { inTransaction } from '../services/transactions.js';
import { say } from '../texts.js';

const isPublished = eq(products.status, 'published');

export const favoriteHandlers = (ctx: UpstreamContext) =>
  ({
    favoriteProducts: async ({ auth, query, locale }) => {
      const mine = and(eq(favorites.userId, auth.user.id), isPublished);
      const [page, [counted]] = await Promise.all([
        ctx.db
          .select({ id: favorites.productId })
          .from(favorites)
          .innerJoin(products, eq(products.id, favorites.productId))
          .where(mine)
          .orderBy(desc(favorites.createdAt), desc(favorites.productId))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        ctx.db
          .select({ total: count() })
          .from(favorites)
          .innerJoin(products, eq(products.id, favorites.productId))
          .where(mine),
      ]);
      const ids = page.map((r) => r.id);
      const rows =
        ids.length === 0
          ? []
          : await listCards(ctx, { where: inArray(products.id, ids), orderBy: [], limit: ids.length });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        data: ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toCard(ctx, row, locale)] : [];
        }),
        meta: pageMeta(query.page, query.perPage, counted?.total ?? 0),
      };
    },

    addFavorite: async ({ auth, body, locale }) => {
      const [product] = await ctx.db
        .select({ id: products.id, slug: products.slug, name: products.name, sellerUserId: sellers.userId })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(and(eq(products.id, body.productId), isPublished));
      if (!product) throw notFound();
      await inTransaction(ctx, async (tx, pushes) => {
        const added = await tx
          .insert(favorites)
          .values({ userId: auth.user.id, productId: product.id })
          .onConflictDoNothing()
          .returning({ productId: favorites.productId });
        if (added.length === 0) return;
        await notifyFavorite(ctx, { tx, pushes }, { sellerUserId: product.sellerUserId, fanId: auth.user.id, product });
      });
      return { message: say('upstream.favoriteAdded', locale) };
    },

    deleteFavorite: async ({ auth, params, locale }) => {
      const [product] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, params.productId));
      if (!product) throw notFound();
      await ctx.db
        .delete(favorites)
        .where(and(eq(favorites.userId, auth.user.id), eq(favorites.productId, product.id)));
      return { message: say('upstream.favoriteRemoved', locale) };
    },
  }) satisfies Partial<CallHandlers>;
