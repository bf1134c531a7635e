/**
 * GET /v2/search/products and its count and max-price: one WHERE (search-where.ts) for all three.
 * Pages are bounded by the contract (perPage ≤ 60, page ≤ 1000), so no query is unbounded.
 */
import type { Locale, ProductPage, SearchQuery } from '@badal/contracts';
import { asc, count, desc, inArray, max, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { type CardQuery, cardsSql, listCards, toCard } from './product-cards.js';
import { type SearchFilters, searchWhere, textQuery } from './search-where.js';

export type SearchSort = NonNullable<SearchQuery['sort']>;

export interface SearchInput extends SearchFilters {
  sort?: SearchSort | undefined;
  page: number;
  perPage: number;
}

/** Newest first by default; with a text and no sort, best match first (name hits outrank description hits). */
export const searchOrder = (input: Pick<SearchInput, 'sort' | 'text'>): SQL[] => {
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (input.sort) {
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    case 'priceAsc':
      return [sql`${products.price} asc nulls last`, ...newest];
    case 'priceDesc':
      return [sql`${products.price} desc nulls last`, ...newest];
    case 'newest':
      return newest;
    default:
      return input.text ? [sql`ts_rank(${products.searchDocument}, ${textQuery(input.text)}) desc`, ...newest] : newest;
  }
};

/** Laravel's paginator: at least one page, even when nothing matches. */
export const pageMeta = (page: number, perPage: number, total: number): ProductPage['meta'] => ({
  currentPage: page,
  perPage,
  total,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * One result page as a card query (also used to EXPLAIN it in tests). The page's ids are found
 * first, in products alone, where the partial indexes of migration 0006 give the order: a deep
 * page skips index entries, never sorted rows joined with categories, pictures and locations.
 * Only the page's own rows (at most 60) are then joined into cards.
 */
export const searchPage = (ctx: UpstreamContext, where: SQL, input: SearchInput): CardQuery => {
  const orderBy = searchOrder(input);
  const pageIds = ctx.db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  return { where: inArray(products.id, pageIds), orderBy, limit: input.perPage };
};

/** The SQL of a result page, for EXPLAIN. */
export const searchSql = async (ctx: UpstreamContext, input: SearchInput) =>
  cardsSql(ctx, searchPage(ctx, await searchWhere(ctx, input), input));

const countWhere = async (ctx: UpstreamContext, where: SQL): Promise<number> => {
  const [row] = await ctx.db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
};

export const countProducts = async (ctx: UpstreamContext, filters: SearchFilters): Promise<number> =>
  countWhere(ctx, await searchWhere(ctx, filters));

/** The highest price among the matches (0 when none has a price), to bound the price slider. */
export const maxPrice = async (ctx: UpstreamContext, filters: SearchFilters): Promise<number> => {
  const [row] = await ctx.db
    .select({ highest: max(products.price) })
    .from(products)
    .where(await searchWhere(ctx, filters));
  return row?.highest ? Number(row.highest) : 0;
};

export const searchProducts = async (
  ctx: UpstreamContext,
  input: SearchInput,
  locale: Locale,
): Promise<ProductPage> => {
  const where = await searchWhere(ctx, input);
  const [rows, total] = await Promise.all([listCards(ctx, searchPage(ctx, where, input)), countWhere(ctx, where)]);
  return { data: rows.map((row) => toCard(ctx, row, locale)), meta: pageMeta(input.page, input.perPage, total) };
};
