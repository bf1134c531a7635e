/**
 * GET /categories/mini (the tree) and GET /categories/{slug}/mini (one branch with its parent and
 * its search filters), names in the request language.
 */
import type { Category, CategoryDetail, Locale } from '@badal/contracts';
import { asc } from 'drizzle-orm';
import { type CategoryRow, categories } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { notFound } from '../http-error.js';
import { categoryFilters } from '../services/catalogue/category-filters.js';
import { inLocale } from '../services/catalogue/in-locale.js';
import { mediaUrl, type UpstreamContext } from '../services/context.js';

const loadAll = (ctx: UpstreamContext): Promise<CategoryRow[]> =>
  ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));

/** Rows → nested categories; `roots` picks where the tree starts. */
const buildTree = (
  ctx: UpstreamContext,
  rows: CategoryRow[],
  locale: Locale,
  roots: (row: CategoryRow) => boolean,
): Category[] => {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const toCategory = (row: CategoryRow): Category => {
    const url = mediaUrl(ctx, row.imagePath);
    return {
      id: row.id,
      slug: row.slug,
      name: inLocale(locale, row.nameEn, row.nameAr),
      primaryImage: url === null ? null : { url, thumbnailUrl: mediaUrl(ctx, row.thumbnailPath) ?? url },
      children: (byParent.get(row.id) ?? []).map(toCategory),
    };
  };
  return rows.filter(roots).map(toCategory);
};

export const categoryHandlers = (ctx: UpstreamContext) =>
  ({
    categoriesMini: async ({ locale }) => buildTree(ctx, await loadAll(ctx), locale, (row) => row.parentId === null),

    categoryMini: async ({ params, locale }): Promise<CategoryDetail> => {
      const rows = await loadAll(ctx);
      const row = rows.find((r) => r.slug === params.slug);
      const [category] = buildTree(ctx, rows, locale, (r) => r === row);
      if (!row || !category) throw notFound();
      const parent = rows.find((r) => r.id === row.parentId);
      return {
        ...category,
        parent: parent
          ? { id: parent.id, slug: parent.slug, name: inLocale(locale, parent.nameEn, parent.nameAr) }
          : null,
        filters: await categoryFilters(ctx, row, locale),
      };
    },
  }) satisfies Partial<CallHandlers>;
