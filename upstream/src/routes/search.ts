/**
 * GET /v2/search/products, /v2/search/products/count and /v2/search/products/max-price: the same
 * filters (contracts' searchQuerySchema, already validated: bounded page size, ordered price
 * range, bounded text) turned into one WHERE in the database.
 */
import type { CallHandlers } from '../http/api-router.js';
import { countProducts, maxPrice, searchProducts } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';

export const searchHandlers = (ctx: UpstreamContext) =>
  ({
    searchProducts: async ({ query, locale }) => searchProducts(ctx, query, locale),

    searchCount: async ({ query }) => ({ count: await countProducts(ctx, query) }),

    searchMaxPrice: async ({ query }) => ({ maxPrice: await maxPrice(ctx, query) }),
  }) satisfies Partial<CallHandlers>;
