/**
 * GET /v2/search/products and its count and max-price: one WHERE (search-where.ts) for all three.
 * Pages are bounded by the contract (perPage ≤ 60, page ≤ 1000), so no query is unbounded.
 */
import type { Locale, ProductPage, SearchPage, SearchQuery } from '@badal/contracts';
import { and, asc, count, desc, inArray, max, not, type SQL, sql } from 'drizzle-orm';
import { integerArray } from '../../db/raw-sql.js';
import { products } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { didYouMean } from './did-you-mean.js';
import { newestMatchesBoosted, newestMatchIds, rankedNewestMatches } from './newest-matches.js';
import { boostRunsAt, type CardQuery, type CardRow, cardsSql, listCards, toCard } from './product-cards.js';
import {
  type SearchCondition,
  type SearchFilters,
  searchTextCondition,
  searchWhere,
  searchWhereOf,
  type TextSearch,
} from './search-where.js';

export type SearchSort = NonNullable<SearchQuery['sort']>;

export interface SearchInput extends SearchFilters {
  sort?: SearchSort | undefined;
  page: number;
  perPage: number;
}

/**
 * Newest first (by listing time, which a refresh moves on) by default; with a text and no sort,
 * best match first: the text's tier (exact, then dictionary or spelling, then fuzzy — see
 * search-text.ts), then relevance (name hits outrank description hits). Without a chosen sort,
 * boosted ads come before all others (featuredFirst); a chosen sort is followed as it is.
 */
export const searchOrder = (input: Pick<SearchInput, 'sort'>, text?: TextSearch): SQL[] => {
  const newest = [desc(products.listedAt), desc(products.id)];
  switch (input.sort) {
    case 'oldest':
      return [asc(products.listedAt), asc(products.id)];
    case 'priceAsc':
      return [sql`${products.price} asc nulls last`, ...newest];
    case 'priceDesc':
      return [sql`${products.price} desc nulls last`, ...newest];
    case 'newest':
      return newest;
    default:
      if (!text) return newest;
      return [
        ...(text.tier ? [sql`${text.tier} asc`] : []),
        sql`ts_rank(${products.searchDocument}, ${text.rank}) desc`,
        ...newest,
      ];
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
 * A search counts its matches up to this many and then says "More than 1,000": counting a broad
 * search's matches costs more than its page (decision 023 stopped at 10,000; decision 025 at 1,000,
 * where finding the 1,001st match of a common word or filter takes a few hundred rows instead of
 * thousands: a fashion page with two filters at 1,000,000 products 128 → 21 ms), and nobody pages
 * that far. Pages past the cap are still served; only the count and the last page stop there.
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** Boosted ads rank first only in the default order; a reader's chosen sort is theirs. */
const featuredFirst = (input: Pick<SearchInput, 'sort'>) => input.sort === undefined;

/** The sort keys that put the ads boosted now first, the latest boost first. */
const boostedFirst = (ctx: UpstreamContext): SQL[] => {
  const boostRuns = boostRunsAt(ctx.clock());
  return [
    sql`${boostRuns} desc`,
    sql`case when ${boostRuns} then ${products.featuredSince} end desc nulls last`,
    sql`case when ${boostRuns} then ${products.id} end desc nulls last`,
  ];
};

/** A text's relevance order in the default sort: the boosted matches first, then searchOrder's. */
export const relevanceOrder = (ctx: UpstreamContext, text: TextSearch): SQL[] => [
  ...boostedFirst(ctx),
  ...searchOrder({}, text),
];

/** The boosted matches' own order, the latest boost first (after boostedFirst's "boosted now"). */
const boostOrder = [desc(products.featuredSince), desc(products.id)];

const pageOffset = (input: Pick<SearchInput, 'page' | 'perPage'>) => (input.page - 1) * input.perPage;

interface Slice {
  offset: number;
  limit: number;
}

/**
 * One slice of the matches as a card query (also used to EXPLAIN it in tests). The slice's ids
 * are found first, in products alone, where the partial indexes give the order: a deep page skips
 * index entries, never sorted rows joined with categories, pictures and locations. Only the
 * slice's own rows (at most 60) are then joined into cards.
 */
const sliceIds = (ctx: UpstreamContext, where: SQL, orderBy: SQL[], slice: Slice) =>
  ctx.db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(slice.limit)
    .offset(slice.offset);

const sliceQuery = (ctx: UpstreamContext, where: SQL, orderBy: SQL[], slice: Slice): CardQuery => ({
  where: inArray(products.id, sliceIds(ctx, where, orderBy, slice)),
  orderBy,
  limit: slice.limit,
});

/**
 * At most this many ads of the category a walk of its order goes through: far more than a page
 * needs when the filters are common (the only time a walk is chosen), a bound when they are not.
 */
const WALK_REACH = 20_000;

/**
 * One slice of the matches found by walking the category's ads (`scope`) in `orderBy`, the order
 * of one of its partial indexes, testing each against the whole condition. Written so that the
 * planner can only walk: the walk is ordered and limited and reads ids alone, which the index
 * holds (an index-only scan in the index's order, never a sort), and each id is tested on its row
 * in a lateral subquery (limited, so it stays a probe per id, in the walk's order). Used for
 * filters the planner misjudges and the count shows common (walkedPage), where it would otherwise
 * read every match and sort them. (Fenced with OFFSET 0 instead of a limit, the walk was planned
 * for all its rows, a sort of the whole category: 4 times slower. Reading whole rows in the walk,
 * the boosted ads of a category were read from the category's newest-first index and sorted by
 * their boost, all 6,815 boosted cars for a page of 20.)
 */
const walkedIds = (ctx: UpstreamContext, scope: SQL, where: SQL, orderBy: SQL[], slice: Slice): SQL => {
  const walk = ctx.db
    .select({ id: products.id })
    .from(products)
    .where(scope)
    .orderBy(...orderBy)
    .limit(WALK_REACH);
  const matches = sql`select 1 from ${products} where ${products.id} = walk.id and ${where} limit 1`;
  return sql`(select walk.id from (${walk}) as walk cross join lateral (${matches}) as matched limit ${slice.limit} offset ${slice.offset})`;
};

/** The matches that are not boosted now (all of them when boosts do not rank), in the search's order. */
const restWhere = (ctx: UpstreamContext, where: SQL, input: SearchInput): SQL =>
  featuredFirst(input) ? (and(where, not(boostRunsAt(ctx.clock()))) as SQL) : where;

/** The SQL of a result page's unboosted part (the one that walks the big indexes), for EXPLAIN. */
export const searchSql = async (ctx: UpstreamContext, input: SearchInput) => {
  const text = input.text ? await searchTextCondition(ctx, input.text) : undefined;
  return cardsSql(
    ctx,
    sliceQuery(ctx, restWhere(ctx, await searchWhere(ctx, input, text), input), searchOrder(input, text), {
      offset: (input.page - 1) * input.perPage,
      limit: input.perPage,
    }),
  );
};

/**
 * A text's relevance order (boosts, the text's tier, ts_rank) is applied to its newest this many
 * matches; past them the matches follow newest first. Ranking reads every ranked match's search
 * document: at 1,000,000 products a word in 100,000 ads ranked them all for each page (0.8 s;
 * decision 023). A person reads the first pages of a common word, which stay ranked.
 */
export const RANKED_WINDOW = 1_000;

const newestFirst = [desc(products.listedAt), desc(products.id)];

/** Products by id, the ids as one array parameter. */
const idIn = (ids: readonly number[]): SQL => sql`${products.id} = any(${integerArray(ids)})`;

/** Cards of these ids, in the order given. */
const cardsOf = async (ctx: UpstreamContext, ids: readonly number[]): Promise<CardRow[]> => {
  if (ids.length === 0) return [];
  const rows = await listCards(ctx, { where: idIn(ids), orderBy: newestFirst, limit: ids.length });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is CardRow => row !== undefined);
};

interface RowsAndCount {
  rows: CardRow[];
  /** The matches counted up to one past SEARCH_TOTAL_CAP at least (searchPageMeta reads it). */
  counted: number;
}

/**
 * A page of a text search: newest first, or, with `rankedOrder`, its part inside the ranked window
 * sorted by it among the newest RANKED_WINDOW matches and its part past the window newest first
 * (a page that straddles the window's end has both, one after the other). One read of the text's
 * newest matches (newest-matches.ts) through the page's end, and at least one past the count's
 * cap, gives the page, the window's order and the count together: nothing is read twice. The ids
 * come back to be sliced here; the contract bounds them (page 1000 of 60 at the most).
 */
const textPage = async (
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  rankedOrder: SQL[] | undefined,
  offset: number,
  perPage: number,
): Promise<RowsAndCount> => {
  const end = offset + perPage;
  const limit = Math.max(end, SEARCH_TOTAL_CAP + 1);
  if (!rankedOrder) {
    const newest = await newestMatchIds(ctx, whereOf, limit);
    return { rows: await cardsOf(ctx, newest.slice(offset, end)), counted: newest.length };
  }
  const { newest, ranked } = await rankedNewestMatches(ctx, whereOf, limit, rankedOrder, RANKED_WINDOW);
  const fromWindow = Math.max(0, Math.min(perPage, RANKED_WINDOW - offset));
  const page = [...ranked.slice(offset, offset + fromWindow), ...newest.slice(Math.max(offset, RANKED_WINDOW), end)];
  return { rows: await cardsOf(ctx, page), counted: newest.length };
};

/**
 * A page of a name search without a text, found slice by slice of listing time as a text's newest
 * matches are (the name's index holds the listing week: name-filter.ts): newest first, and in the
 * default order the boosted matches first, the latest boost first, as searchPageRows orders them.
 * The newest matches through the page's end, and one past the count's cap, give the page's other
 * part and the count; the boosted part comes from the boosted indexes, through the page's end
 * (short of it, it is every boosted match, and the others follow it).
 */
const newestPage = async (
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  input: SearchInput,
): Promise<RowsAndCount> => {
  const offset = pageOffset(input);
  if (!featuredFirst(input)) return textPage(ctx, whereOf, undefined, offset, input.perPage);
  const end = offset + input.perPage;
  const boostRuns = boostRunsAt(ctx.clock());
  const [matches, boosted] = await Promise.all([
    newestMatchesBoosted(ctx, whereOf, Math.max(end, SEARCH_TOTAL_CAP + 1), boostRuns),
    sliceIds(ctx, and(whereOf(), boostRuns) as SQL, boostOrder, { offset: 0, limit: end }),
  ]);
  const others = matches.filter((match) => !match.boosted).map((match) => match.id);
  const page = [...boosted.map((row) => row.id), ...others].slice(offset, end);
  return { rows: await cardsOf(ctx, page), counted: matches.length };
};

/**
 * A page of results (a text's pages in relevance or newest order are textPage's). In the default
 * order the boosted matches come first, the latest boost first, then the others in the usual
 * order. In the
 * newest-first order the two parts' ids are found apart — the boosted ones by their own indexes
 * (only ads ever boosted are in them), the others by the usual indexes with "not boosted now"
 * checked in the index — and joined into cards in one query. The first page needs no count
 * (each part gives at most a page, the boosted ones sort first); a later page counts the boosted
 * matches first, to know where the others start.
 */
export const searchPageRows = async (
  ctx: UpstreamContext,
  where: SQL,
  input: SearchInput,
  text: TextSearch | undefined,
  walk?: SQL,
): Promise<CardRow[]> => {
  const offset = pageOffset(input);
  const order = searchOrder(input, text);
  // A part's ids: walked through the category (`scope`, see walkedIds) or found as usual.
  const partIds = (scope: SQL | undefined, condition: SQL, orderBy: SQL[], slice: Slice): SQL =>
    scope ? walkedIds(ctx, scope, condition, orderBy, slice) : sql`${sliceIds(ctx, condition, orderBy, slice)}`;
  if (!featuredFirst(input)) {
    const slice = { offset, limit: input.perPage };
    if (!walk) return listCards(ctx, sliceQuery(ctx, where, order, slice));
    return listCards(ctx, {
      where: sql`${products.id} in (select id from ${partIds(walk, where, order, slice)} as page)`,
      orderBy: order,
      limit: input.perPage,
    });
  }
  const boostRuns = boostRunsAt(ctx.clock());
  const boosted = and(where, boostRuns) as SQL;
  const rest = restWhere(ctx, where, input);
  let boostedSlice: Slice = { offset: 0, limit: input.perPage };
  let restSlice: Slice = { offset: 0, limit: input.perPage };
  if (offset > 0) {
    const [counted] = await ctx.db.select({ n: count() }).from(products).where(boosted);
    const boostedTotal = counted?.n ?? 0;
    const fromBoosted = Math.max(0, Math.min(input.perPage, boostedTotal - offset));
    boostedSlice = { offset, limit: fromBoosted };
    restSlice = { offset: Math.max(0, offset - boostedTotal), limit: input.perPage - fromBoosted };
  }
  const parts = [
    boostedSlice.limit > 0
      ? sql`select id from ${partIds(walk && (and(walk, boostRuns) as SQL), boosted, boostOrder, boostedSlice)} as boosted_part`
      : undefined,
    restSlice.limit > 0 ? sql`select id from ${partIds(walk, rest, order, restSlice)} as other_part` : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return listCards(ctx, {
    where: sql`${products.id} in (${sql.join(parts, sql` union all `)})`,
    orderBy: [...boostedFirst(ctx), ...order],
    limit: input.perPage,
  });
};

const countWhere = async (ctx: UpstreamContext, where: SQL): Promise<number> => {
  const [row] = await ctx.db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
};

/** The matches counted up to one past the cap: the count stops reading there. */
export const cappedCount = async (ctx: UpstreamContext, where: SQL, cap = SEARCH_TOTAL_CAP): Promise<number> => {
  const matches = ctx.db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await ctx.db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
};

/**
 * A text's (or a name's) matches counted up to one past the cap, read newest first as the ranked
 * window is (newest-matches.ts): a common word's first 1,001 matches are in its newest weeks,
 * where counting through the whole text index gathered every match first ("excellent condition",
 * 158,000: 50 ms).
 */
const textCount = async (ctx: UpstreamContext, whereOf: SearchCondition): Promise<number> =>
  (await newestMatchIds(ctx, whereOf, SEARCH_TOTAL_CAP + 1)).length;

/** A search page's meta: exact up to the cap, "at least the cap" past it. */
export const searchPageMeta = (
  page: number,
  perPage: number,
  counted: number,
  cap = SEARCH_TOTAL_CAP,
): SearchPage['meta'] =>
  counted > cap ? { ...pageMeta(page, perPage, cap), totalCapped: true } : pageMeta(page, perPage, counted);

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

/**
 * Attribute filters, without a text: the planner misjudges how many ads they leave (each
 * filter's terms are estimated as if independent of the others and of the category, while every
 * model year term is a car's: 49 cars expected, 8,216 found), and then reads and sorts every match
 * where walking the category's order would stop after a page. Such a page counts first. (A name
 * filter walked the same way cost 13 → 29 ms at 100,000 products for 96 → 78 ms at 1,000,000, both
 * over the goal there: not kept, decision 028.)
 */
const walks = (input: SearchInput, text: TextSearch | undefined): boolean =>
  !text && (input.attributes?.length ?? 0) > 0;

/**
 * The count first (capped); when it shows the filters leave more than the cap, a walk of the
 * scope's order meets a page's worth soon, and the page is found by that walk (boosted ads and
 * the others apart, each in its own order). If the walks did not give a whole page within
 * WALK_REACH ads, or the filters are rarer, the page is found as usual.
 */
const walkedPage = async (
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  input: SearchInput,
): Promise<RowsAndCount> => {
  const { scope } = whereOf;
  const [counted, boostedInScope] = await Promise.all([
    cappedCount(ctx, whereOf.counted),
    featuredFirst(input) ? cappedCount(ctx, and(scope, boostRunsAt(ctx.clock())) as SQL, WALK_REACH) : 0,
  ]);
  const pageEnd = pageOffset(input) + input.perPage;
  const where = whereOf();
  if (counted > SEARCH_TOTAL_CAP && pageEnd <= SEARCH_TOTAL_CAP) {
    const rows = await searchPageRows(ctx, where, input, undefined, scope);
    // Each walk gives the first of its matches, so a whole page is the page — as long as the
    // boosted part is whole too: the walk went through every boosted ad of the scope, or the
    // boosted matches alone fill the page (they come first). A page that is not whole may have
    // stopped at the walk's reach.
    const boostedWhole = boostedInScope <= WALK_REACH || rows.every((row) => row.featuredUntil !== null);
    if (rows.length === input.perPage && boostedWhole) return { rows, counted };
  }
  return { rows: await searchPageRows(ctx, where, input, undefined), counted };
};

export const searchProducts = async (ctx: UpstreamContext, input: SearchInput, locale: Locale): Promise<SearchPage> => {
  const text = input.text ? await searchTextCondition(ctx, input.text) : undefined;
  const whereOf = await searchWhereOf(ctx, input, text);
  const where = whereOf();
  const offset = pageOffset(input);
  // A text's or a name's matches are found slice by slice of listing time (newest-matches.ts).
  const sliced = text !== undefined || input.name !== undefined;
  const newestOrder = featuredFirst(input) || input.sort === 'newest';
  const { rows, counted } =
    text && newestOrder
      ? // Ranked by relevance, the boost one more sort key, over the newest matches only; or newest first.
        await textPage(
          ctx,
          whereOf,
          featuredFirst(input) ? relevanceOrder(ctx, text) : undefined,
          offset,
          input.perPage,
        )
      : sliced && newestOrder
        ? await newestPage(ctx, whereOf, input)
        : walks(input, text)
          ? await walkedPage(ctx, whereOf, input)
          : await Promise.all([
              searchPageRows(ctx, where, input, text),
              sliced ? textCount(ctx, whereOf) : cappedCount(ctx, where),
            ]).then(([r, c]) => ({ rows: r, counted: c }));
  const meta: SearchPage['meta'] = searchPageMeta(input.page, input.perPage, counted);
  if (counted === 0 && text && text.words.length > 0) {
    // Whether a respelling finds anything: one match is enough to offer it.
    const suggestion = await didYouMean(ctx, text.words, (words) =>
      searchWhere(ctx, { ...input, text: words.join(' ') }).then((w) => cappedCount(ctx, w, 0)),
    );
    if (suggestion) meta.suggestion = suggestion;
  }
  return { data: rows.map((row) => toCard(ctx, row, locale)), meta };
};
