/**
 * GET /v2/search/products, /v2/search/products/count and /v2/search/products/max-price: the same
 * filters (contracts' searchQuerySchema, already validated: bounded page size, ordered price
 * range, bounded text) turned into one WHERE in the database.
 */
import type { CallHandlers } from '../http/api-router.js';
import { countProducts, maxPrice, searchProducts } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';
import { countSearch } from '../services/suggestions/popular-searches.js';

export const searchHandlers = (ctx: UpstreamContext) =>
  ({
    searchProducts: async ({ query, locale }) => {
      const page = await searchProducts(ctx, query, locale);
      // A text that found something counts towards the popular searches (in memory; decision 021).
      if (query.text && query.page === 1 && page.meta.total > 0) countSearch(ctx, query.text);
      return page;
    },

    searchCount: async ({ query }) => ({ count: await countProducts(ctx, query) }),

    searchMaxPrice: async ({ query }) => ({ maxPrice: await maxPrice(ctx, query) }),
  }) satisfies Partial<CallHandlers>;
