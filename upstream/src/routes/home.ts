/** GET /home/popular-categories/products: the home page's category sections with their newest products. */
import { calls } from '@badal/contracts';
import type { ApiRouter } from '../http/api-router.js';
import { popularCategories } from '../services/catalogue/product-lists.js';
import type { UpstreamContext } from '../services/context.js';

export const registerHomeRoutes = (router: ApiRouter, ctx: UpstreamContext): void => {
  router.call(calls.popularCategoriesProducts, async ({ locale }) => popularCategories(ctx, locale));
};
