/**
 * The category tree (GET /categories/mini) and one branch of it with its parent and its search
 * filters (GET /categories/{slug}/mini), names in the request language. The whole table is read
 * once and nested here: it is small, and a branch needs its parent as well as its children.
 */
import type { Category, CategoryDetail, Locale } from '@badal/contracts';
import { asc } from 'drizzle-orm';
import { type CategoryRow, categories } from '../../db/schema.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { categoryFilters } from './category-filters.js';
import { inLocale } from './in-locale.js';

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

export const categoryTree = async (ctx: UpstreamContext, locale: Locale): Promise<Category[]> =>
  buildTree(ctx, await loadAll(ctx), locale, (row) => row.parentId === null);

/** The category of `slug` with its children, parent and filters; undefined for an unknown slug. */
export const categoryBranch = async (
  ctx: UpstreamContext,
  slug: string,
  locale: Locale,
): Promise<CategoryDetail | undefined> => {
  const rows = await loadAll(ctx);
  const row = rows.find((r) => r.slug === slug);
  const [category] = buildTree(ctx, rows, locale, (r) => r === row);
  if (!row || !category) return undefined;
  const parent = rows.find((r) => r.id === row.parentId);
  return {
    ...category,
    parent: parent ? { id: parent.id, slug: parent.slug, name: inLocale(locale, parent.nameEn, parent.nameAr) } : null,
    filters: await categoryFilters(ctx, row, locale),
  };
};
