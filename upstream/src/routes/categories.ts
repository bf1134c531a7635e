/**
 * GET /categories/mini (the tree) and GET /categories/{slug}/mini (one branch with its parent and
 * its search filters), names in the request language.
 */
import type { CallHandlers } from '../http/api-router.js';
import { notFound } from '../http-error.js';
import { categoryBranch, categoryTree } from '../services/catalogue/category-tree.js';
import type { UpstreamContext } from '../services/context.js';

export const categoryHandlers = (ctx: UpstreamContext) =>
  ({
    categoriesMini: ({ locale }) => categoryTree(ctx, locale),

    categoryMini: async ({ params, locale }) => {
      const branch = await categoryBranch(ctx, params.slug, locale);
      if (!branch) throw notFound();
      return branch;
    },
  }) satisfies Partial<CallHandlers>;
