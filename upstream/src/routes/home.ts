/** GET /home/popular-categories/products: the home page's category sections with their newest products. */
import type { CallHandlers } from '../http/api-router.js';
import { popularCategories } from '../services/catalogue/product-lists.js';
import type { UpstreamContext } from '../services/context.js';

export const homeHandlers = (ctx: UpstreamContext) =>
  ({
    popularCategoriesProducts: async ({ locale }) => popularCategories(ctx, locale),
  }) satisfies Partial<CallHandlers>;
