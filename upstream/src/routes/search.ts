/**
 * GET /v2/search/products, /v2/search/products/count and /v2/search/products/max-price: the same
 * filters (contracts' searchQuerySchema, already validated: bounded page size, ordered price
 * range, bounded text) turned into one WHERE in the database.
 */
import { calls } from '@badal/contracts';
import type { ApiRouter } from '../http/api-router.js';
import { countProducts, maxPrice, searchProducts } from '../services/catalogue/search.js';
import type { UpstreamContext } from '../services/context.js';

export const registerSearchRoutes = (router: ApiRouter, ctx: UpstreamContext): void => {
  router.call(calls.searchProducts, async ({ query, locale }) => searchProducts(ctx, query, locale));

  router.call(calls.searchCount, async ({ query }) => ({ count: await countProducts(ctx, query) }));

  router.call(calls.searchMaxPrice, async ({ query }) => ({ maxPrice: await maxPrice(ctx, query) }));
};
