/**
 * Saved searches (issue #33 item 5): list, save, rename / alerts on-off, delete. Saving resolves
 * once what matching a new ad needs (category id, the text's tsquery as search builds it, price
 * bounds, sell types, attribute filters by type) and writes the search's index keys with it, in
 * one transaction under the member's row lock, so the per-account limit holds under double taps
 * and nothing is half-written.
 */
import { type SavedSearch, type SavedSearchQuery, SEARCH_SLUG } from '@badal/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../db/raw-sql.js';
import {
  attributes,
  categories,
  type SavedSearchRow,
  savedSearches,
  savedSearchKeys,
  settings,
  users,
} from '../../db/schema.js';
import { fieldError, notFound } from '../../http-error.js';
import { attributeMatch, likeContains } from '../catalogue/attribute-filter.js';
import { SELL_TYPE_MATCHES, searchTextCondition } from '../catalogue/search-where.js';
import type { UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { savedSearchKeys as keysFor } from './search-keys.js';

export const SAVED_SEARCH_LIMIT_KEY = 'savedSearchLimit';
export const DEFAULT_SAVED_SEARCH_LIMIT = 25;

/** The most saved searches an account keeps (setting `savedSearchLimit`, 25 when unset). */
export const savedSearchLimit = async (db: Db): Promise<number> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, SAVED_SEARCH_LIMIT_KEY));
  const n = Number(row?.value);
  return row?.value && Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_SAVED_SEARCH_LIMIT;
};

export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query as SavedSearchQuery,
  alerts: row.alerts,
  createdAt: row.createdAt.toISOString(),
});

/** One attribute filter as the match statement reads it (attribute_match). */
type StoredAttributeMatch =
  | { id: number; kind: 'equals' | 'contains'; values: string[] }
  | { id: number; kind: 'range'; ranges: { min: number | null; max: number | null }[] }
  | { id: number; kind: 'none' };

/** What the match needs, resolved from the query; 422 for a category or attribute value that means nothing. */
const resolve = async (ctx: UpstreamContext, tx: Db, query: SavedSearchQuery) => {
  let categoryId: number | null = null;
  if (query.categorySlug && query.categorySlug !== SEARCH_SLUG) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, query.categorySlug));
    if (!category) throw fieldError('validation.invalid', 'query.categorySlug');
    categoryId = category.id;
  }
  if (query.subCategorySlug) {
    const [sub] = await tx
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.slug, query.subCategorySlug));
    if (!sub || sub.parentId === null || (categoryId !== null && categoryId !== sub.parentId && categoryId !== sub.id))
      throw fieldError('validation.invalid', 'query.subCategorySlug');
    categoryId = sub.id;
  }
  let tsquery: string | null = null;
  if (query.text) {
    // The text as search reads it, its dictionary, spelling and typo forms included (decision 020),
    // frozen at save time: alerts then find what the search found that day.
    const { rank } = await searchTextCondition({ ...ctx, db: tx }, query.text);
    const [row] = await rowsOf<{ q: string | null }>(tx, sql`select (${rank})::text as q`);
    tsquery = row?.q ? row.q : null;
  }
  let attributeMatchRows: StoredAttributeMatch[] | null = null;
  if (query.attributes?.length) {
    const ids = [...new Set(query.attributes.map((f) => f.id))];
    const types = new Map(
      (
        await tx
          .select({ id: attributes.id, type: attributes.type })
          .from(attributes)
          .where(inArray(attributes.id, ids))
      ).map((r) => [r.id, r.type]),
    );
    attributeMatchRows = query.attributes.map((filter): StoredAttributeMatch => {
      const type = types.get(filter.id);
      if (type === undefined) return { id: filter.id, kind: 'none' };
      const match = attributeMatch(type, filter.values);
      if (!match) throw fieldError('validation.invalid', 'query.attributes');
      if (match.kind === 'range') return { id: filter.id, kind: 'range', ranges: match.ranges };
      if (match.kind === 'contains') return { id: filter.id, kind: 'contains', values: match.values.map(likeContains) };
      return { id: filter.id, kind: 'equals', values: match.values };
    });
  }
  if (
    tsquery === null &&
    categoryId === null &&
    !attributeMatchRows &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.isNew === undefined &&
    !query.sellType &&
    !query.onSale
  )
    throw fieldError('savedSearch.empty', 'query');
  return {
    columns: {
      categoryId,
      textQuery: tsquery === null ? null : sql`${tsquery}::tsquery`,
      minPrice: query.minPrice === undefined ? null : query.minPrice.toFixed(3),
      maxPrice: query.maxPrice === undefined ? null : query.maxPrice.toFixed(3),
      isNew: query.isNew ?? null,
      sellTypes: query.sellType ? SELL_TYPE_MATCHES[query.sellType] : null,
      onSale: query.onSale ?? false,
      attributeMatch: attributeMatchRows,
    },
    keys: keysFor(
      tsquery,
      categoryId,
      (attributeMatchRows ?? []).flatMap((m) => (m.kind === 'equals' ? [{ id: m.id, values: m.values }] : [])),
    ),
  };
};

/** The query as it is kept: only the filters given (what the results page's URL holds). */
const keptQuery = (query: SavedSearchQuery): SavedSearchQuery =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as SavedSearchQuery;

export const listSavedSearches = async (ctx: UpstreamContext, userId: number): Promise<SavedSearch[]> =>
  (
    await ctx.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.id))
      .limit(500)
  ).map(toSavedSearch);

export const createSavedSearch = (
  ctx: UpstreamContext,
  userId: number,
  input: { name: string; query: SavedSearchQuery; alerts?: boolean | undefined },
): Promise<SavedSearch> =>
  inTransaction(ctx, async (tx) => {
    // The member's row lock makes "count, then insert" one step: two saves at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= (await savedSearchLimit(tx))) throw fieldError('savedSearch.limit', 'name');
    const { columns, keys } = await resolve(ctx, tx, input.query);
    const now = ctx.clock();
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        query: keptQuery(input.query),
        alerts: input.alerts ?? true,
        ...columns,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('saved search not written');
    await tx.insert(savedSearchKeys).values(keys.map((key) => ({ key, savedSearchId: row.id })));
    return toSavedSearch(row);
  });

export const updateSavedSearch = async (
  ctx: UpstreamContext,
  userId: number,
  id: number,
  change: { name?: string | undefined; alerts?: boolean | undefined },
): Promise<SavedSearch> => {
  const [row] = await ctx.db
    .update(savedSearches)
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.alerts === undefined ? {} : { alerts: change.alerts }),
      updatedAt: ctx.clock(),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return toSavedSearch(row);
};

/** Its keys go with it (on delete cascade). */
export const deleteSavedSearch = async (ctx: UpstreamContext, userId: number, id: number): Promise<void> => {
  const gone = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw notFound();
};
