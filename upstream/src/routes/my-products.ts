/**
 * GET /products/mine ("my ads", /profile/info/ads): the signed-in user's products in every status,
 * newest first, with image, price, status and date. An account that never published has none.
 */
import type { calls } from '@badal/contracts';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { products, sellers } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { listCards, toCard } from '../services/catalogue/product-cards.js';
import { pageMeta } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';

type MyProduct = z.infer<typeof calls.myProducts.response>['data'][number];
const STATUSES = new Set<MyProduct['status']>(['published', 'pending', 'rejected', 'sold']);

export const myProductsHandlers = (ctx: UpstreamContext) =>
  ({
    myProducts: async ({ auth, query, locale }) => {
      const [seller] = await ctx.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, auth.user.id));
      if (!seller) return { data: [], meta: pageMeta(query.page, query.perPage, 0) };
      const where = eq(products.sellerId, seller.id);
      const [rows, [counted]] = await Promise.all([
        listCards(ctx, {
          where,
          orderBy: [desc(products.createdAt), desc(products.id)],
          limit: query.perPage,
          offset: (query.page - 1) * query.perPage,
        }),
        ctx.db.select({ total: count() }).from(products).where(where),
      ]);
      const statuses =
        rows.length === 0
          ? new Map<number, string>()
          : new Map(
              (
                await ctx.db
                  .select({ id: products.id, status: products.status })
                  .from(products)
                  .where(
                    inArray(
                      products.id,
                      rows.map((r) => r.id),
                    ),
                  )
              ).map((r) => [r.id, r.status]),
            );
      return {
        data: rows.map((row): MyProduct => {
          const card = toCard(ctx, row, locale);
          const status = statuses.get(row.id) as MyProduct['status'];
          return {
            id: card.id,
            slug: card.slug,
            name: card.name,
            price: card.price,
            currency: card.currency,
            // A status this list does not know is shown as under review rather than breaking the page.
            status: STATUSES.has(status) ? status : 'pending',
            image: card.image,
            categories: card.categories,
            createdAt: card.createdAt,
            featuredUntil: card.featuredUntil ?? null,
            sale: card.sale ?? null,
            refreshedAt: card.refreshedAt ?? null,
          };
        }),
        meta: pageMeta(query.page, query.perPage, counted?.total ?? 0),
      };
    },
  }) satisfies Partial<CallHandlers>;
