/**
 * The newest matches of a text search (or a name filter), read slice by slice of listing time
 * (decision 027) when the text is common, in one scan when it is not (decision 030).
 *
 * A text's matches come from the text index, and a GIN index knows no order: to find the newest
 * 1,000 of a word in 40,000 ads, PostgreSQL read all 40,000 rows for their listing time (458 ms at
 * 1,000,000 products). The text index also holds each ad's listing week (migration 0027), so the
 * matches of one slice of weeks — this week and last, then 2–4 weeks ago, 5–12 … — are one scan of
 * it that reads only those matches. The slices are the branches of one UNION ALL under a LIMIT:
 * PostgreSQL runs a UNION ALL's branches one after another and stops pulling rows at the LIMIT,
 * so a common word is answered from its newest weeks and never reads the older ones. Each branch
 * is sorted newest first and the slices do not overlap, so the branches' rows, one after another,
 * are newest first as a whole (PostgreSQL's own ordered Append of partitions relies on the same
 * order).
 *
 * A slice's scan costs index work for every ad listed in its weeks, whatever the word: a rare
 * word runs every branch, and its slices cost more than reading its few matches at once (at
 * 1,000,000 products, a slice of 26 weeks is 11–14 ms of index work, of 52 weeks 33–38 ms, for
 * any word). So the planner's own estimates (EXPLAIN, its statistics of the text index) and the
 * first slices' matches decide (readPlan): a rare text is one scan of all its matches, sorted; a
 * common one, slices.
 */
import { and, desc, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/raw-sql.js';
import { products } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { listedSearchDocument, weeksQuery } from './search-text.js';
import type { SearchCondition } from './search-where.js';

const WEEK_MS = 604_800_000;

/** Whole weeks since 1970-01-01, as migration 0027's badal_listing_week counts them. */
export const weekOf = (at: Date): number => Math.floor(at.getTime() / WEEK_MS);

const weekStart = (week: number): Date => new Date(week * WEEK_MS);

/**
 * The slices read through the text index, as weeks ago (both ends included), newest first. The
 * first ones cover an ad's run (weeks), where a live catalogue has nearly all its ads; the later
 * ones keep a catalogue listed over years (the large seed's two) from being read in one piece.
 * Each is a few times the one before, so a common word reads at most a few times the matches it
 * needs. Past two years, the text index alone: only a word with few matches gets there.
 */
export const SLICE_WEEKS: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 4],
  [5, 12],
  [13, 26],
  [27, 52],
  [53, 104],
];

/** The weeks the slices cover (two years): past them, the text index alone. */
const SLICED_WEEKS = (SLICE_WEEKS.at(-1) as readonly [number, number])[1];

/**
 * The matches a search's page usually needs: the count's cap and one more (search.ts's
 * SEARCH_TOTAL_CAP), which the ranked window's thousand are among. The read plan's costs are
 * reckoned for them.
 */
const USUAL_READ = 1_001;

export interface ListingSlice {
  /** Listed at or after (none: since ever). */
  from: Date | undefined;
  /** Listed before (none: until now and after). */
  until: Date | undefined;
  /** The listing weeks of the slice, when the indexes find it by them. */
  weeks: number[] | undefined;
}

/**
 * The slices at `now`, newest first, together every listing time once: listings after this week
 * (only a clock behind the data's has them), the weeks of SLICE_WEEKS, and all before them.
 */
export const listingSlices = (now: Date): ListingSlice[] => {
  const week = weekOf(now);
  return [
    { from: weekStart(week + 1), until: undefined, weeks: undefined },
    ...SLICE_WEEKS.map(([near, far]) => ({
      from: weekStart(week - far),
      until: weekStart(week - near + 1),
      weeks: Array.from({ length: far - near + 1 }, (_, i) => week - far + i),
    })),
    { from: undefined, until: weekStart(week - SLICED_WEEKS), weeks: undefined },
  ];
};

/** The columns a ranked read carries for the relevance order (search.ts's boosts, tier and rank). */
const rankedColumns = {
  id: products.id,
  listedAt: products.listedAt,
  featuredSince: products.featuredSince,
  featuredUntil: products.featuredUntil,
  searchDocument: products.searchDocument,
  topCategoryId: products.topCategoryId,
  categoryId: products.categoryId,
};

/**
 * When the slices pay. A slice's scan of the text index costs about the same for every ad listed
 * in its weeks, `INDEX_TO_ROW` of a row read each: for a text in N of C ads, spread over the weeks,
 * the slices that give the 1,001 newest matches cost about INDEX_TO_ROW × 1,001 × C / N row reads,
 * one scan N. The slices win when N² is more than INDEX_TO_ROW × 1,001 × C: a text in more than
 * 3,200 of 1,000,000 ads, 1,000 of 100,000. Measured at 1,000,000 products (decision 030): 0.04–0.07
 * µs of index work per ad of a slice's weeks; 2 µs a row read from PostgreSQL's buffers, 14–19 µs
 * from the system's cache (a table of 1 GB in buffers of 128 MB is mostly the latter).
 */
const INDEX_TO_ROW = 0.01;

/**
 * The planner's estimates (EXPLAIN: its statistics, no row read) of the products meeting each of
 * `conditions` and of all products, in one round trip: one branch each of a UNION ALL.
 */
const estimatedMatches = async (
  ctx: UpstreamContext,
  conditions: readonly SQL[],
): Promise<{ each: number[]; products: number }> => {
  const branches = [...conditions, sql`true`].map((condition) => sql`select 1 from ${products} where ${condition}`);
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(
    ctx.db,
    sql`explain (format json) ${sql.join(branches, sql` union all `)}`,
  );
  const plan = row?.['QUERY PLAN'];
  type Node = { 'Plan Rows'?: number; Plans?: Node[] };
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: Node }[];
  const rows = (parsed[0]?.Plan?.Plans ?? []).map((node) => node['Plan Rows'] ?? Number.POSITIVE_INFINITY);
  return { each: rows.slice(0, -1), products: rows.at(-1) ?? Number.POSITIVE_INFINITY };
};

/**
 * How a search's newest matches are read: slice by slice of weeks; in one scan; or its first
 * slices, and then, if they did not give enough, the later slices when the first gave at least
 * `commonFrom` matches, else one scan of the rest.
 */
export type ReadPlan = { kind: 'slices' } | { kind: 'one scan' } | { kind: 'first slices'; commonFrom: number };

/** The first slices (after this week, this week and last), read before the choice of the rest. */
const FIRST_SLICES = 2;

/**
 * A name's slices cost differently: each week of a slice is one scan of the name's index (its
 * trigrams in that week), about the same whatever the catalogue's size, so the slices that give
 * 1,001 matches of a name in N ads cost about 1,001 × 104 / N week scans (two years of weeks)
 * against N row reads. Measured: "samsung" at 100,000 products (2,100 names) 24 ms in one scan, 47
 * ms by slices; at 1,000,000 (21,000 names) 76 ms in one scan, 59 ms by slices. A week's scan as
 * `WEEK_SCAN_TO_ROW` row reads: the slices pay from 4,000 names.
 */
const WEEK_SCAN_TO_ROW = 150;

/** The matches (N) past which the slices pay: N² past this (see INDEX_TO_ROW, WEEK_SCAN_TO_ROW). */
const slicesFrom = (foundBy: SearchCondition['foundBy'], all: number): number =>
  foundBy === 'name'
    ? Math.sqrt(WEEK_SCAN_TO_ROW * USUAL_READ * SLICED_WEEKS)
    : Math.sqrt(INDEX_TO_ROW * USUAL_READ * all);

/**
 * How to read a search's newest matches, from the planner's estimates. A text's matches are at
 * most its rarest word's: when even those are few, one scan. Otherwise the words may still be
 * rare together (the planner assumes them independent, and the words of a phrase are not:
 * "iphone 15" is far rarer than either word, "المعاينة في السالمية" is in as many ads as its
 * rarest word), so the first slices are read and their matches tell: the slices' products
 * (estimated too) times the text's share of them is the text's matches.
 */
export const readPlan = async (ctx: UpstreamContext, whereOf: SearchCondition): Promise<ReadPlan> => {
  if (whereOf.found === undefined) return { kind: 'slices' };
  const first = listingSlices(ctx.clock())
    .slice(0, FIRST_SLICES)
    .flatMap((slice) => slice.weeks ?? []);
  const inFirst = sql`${listedSearchDocument} @@ ${weeksQuery(first)}::tsquery`;
  const { each, products: all } = await estimatedMatches(ctx, [inFirst, ...whereOf.found]);
  const [firstProducts = all, ...words] = each;
  const from = slicesFrom(whereOf.foundBy, all);
  if (Math.min(...words) <= from) return { kind: 'one scan' };
  // The first slices' matches m for which m × all / firstProducts, the text's, is past `from`.
  return { kind: 'first slices', commonFrom: Math.ceil((from * firstProducts) / all) };
};

/** One branch per slice, under a LIMIT: the first `limit` matches of the slices, newest first. */
const slicesSql = (
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  limit: number,
  columns: SelectedFields,
  slices: readonly ListingSlice[],
): SQL => {
  const branches = slices.map(({ from, until, weeks }) => {
    // A slice of weeks is the indexes' own condition (searchWhereOf); the others are bounds in
    // time, checked on what the indexes find.
    const slice =
      weeks && from && until
        ? whereOf.read({ weeks, from, until })
        : (and(
            whereOf.read(),
            from === undefined ? undefined : gte(products.listedAt, from),
            until === undefined ? undefined : lt(products.listedAt, until),
          ) as SQL);
    // An order no index gives: each branch then takes its slice's matches from the text index and
    // sorts them. Given the newest-first index, PostgreSQL would walk it testing every ad of the
    // slice against the text, and it misjudges how rare a word is.
    const query = ctx.db
      .select(columns)
      .from(products)
      .where(slice)
      .orderBy(sql`${products.listedAt} + interval '0 seconds' desc`, desc(products.id))
      .limit(limit);
    return sql`(${query})`;
  });
  return sql`select * from (${sql.join(branches, sql` union all `)}) as slices limit ${limit}`;
};

/**
 * The first `limit` matches newest first, as one SQL query, each carrying `columns` of products.
 * With the first slices first, the rest is a branch of its own for each way to go on, each under
 * a condition on the first slices' count that PostgreSQL checks once before running it (a
 * one-time filter): the branch not chosen is never run, and the first slices are not read again.
 */
const newestMatchesSql = (
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  limit: number,
  columns: SelectedFields,
  plan: ReadPlan,
): SQL => {
  const slices = listingSlices(ctx.clock());
  if (plan.kind === 'slices') return slicesSql(ctx, whereOf, limit, columns, slices);
  const anyTime: ListingSlice = { from: undefined, until: undefined, weeks: undefined };
  if (plan.kind === 'one scan') return slicesSql(ctx, whereOf, limit, columns, [anyTime]);
  const first = slices.slice(0, FIRST_SLICES);
  const before: ListingSlice = { ...anyTime, until: first.at(-1)?.from };
  const found = sql`(select count(*) from first)`;
  return sql`with first as materialized (${slicesSql(ctx, whereOf, limit, columns, first)})
    select * from (
      select * from first
      union all
      select * from (${slicesSql(ctx, whereOf, limit, columns, slices.slice(FIRST_SLICES))}) as later
        where ${found} >= ${plan.commonFrom} and ${found} < ${limit}
      union all
      select * from (${slicesSql(ctx, whereOf, limit, columns, [before])}) as rest
        where ${found} < ${plan.commonFrom} and ${found} < ${limit}
    ) as matches limit ${limit}`;
};

/** The first `limit` matches newest first, each as the row of `columns`, read as `plan` says (by default readPlan). */
const newestMatchRows = async <T>(
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  limit: number,
  columns: SelectedFields,
  plan?: ReadPlan,
): Promise<T[]> => {
  if (limit <= 0) return [];
  const read = plan ?? (await readPlan(ctx, whereOf));
  return rowsOf<T>(ctx.db, newestMatchesSql(ctx, whereOf, limit, columns, read));
};

/**
 * The ids of a text search's first `limit` matches, newest first (listing time, then id, as the
 * newest-first indexes order them). `whereOf` is the search's condition in a slice of weeks
 * (searchWhereOf), or at any time.
 */
export const newestMatchIds = async (
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  limit: number,
  plan?: ReadPlan,
): Promise<number[]> =>
  (await newestMatchRows<{ id: number }>(ctx, whereOf, limit, { id: products.id }, plan)).map((row) => Number(row.id));

/**
 * The first `limit` matches newest first, each with whether it is boosted now (`boostRuns`, as
 * product-cards.ts's boostRunsAt says it): a page that lists the boosted matches first takes the
 * others from here.
 */
export const newestMatchesBoosted = async (
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  limit: number,
  boostRuns: SQL,
): Promise<{ id: number; boosted: boolean }[]> => {
  const columns = { id: products.id, boosted: sql<boolean>`${boostRuns}`.as('boosted') };
  const rows = await newestMatchRows<{ id: number; boosted: boolean }>(ctx, whereOf, limit, columns);
  return rows.map((row) => ({ id: Number(row.id), boosted: row.boosted === true }));
};

export interface RankedMatches {
  /** The first `limit` matches, newest first. */
  newest: number[];
  /** The first `window` of them in the ranked order. */
  ranked: number[];
}

/**
 * A text's first `limit` matches newest first, and the first `window` of them in `rankedOrder`
 * (a relevance order written on products' columns: boosts, the text's tier, ts_rank), from one
 * read: the slices carry what the order needs, so the window's rows are not read a second time
 * for their rank.
 */
export const rankedNewestMatches = async (
  ctx: UpstreamContext,
  whereOf: SearchCondition,
  limit: number,
  rankedOrder: readonly SQL[],
  window: number,
): Promise<RankedMatches> => {
  if (limit <= 0) return { newest: [], ranked: [] };
  const plan = await readPlan(ctx, whereOf);
  // The order is written on products' columns: the read's rows go by that name here.
  const newest = sql`row_number() over (order by ${products.listedAt} desc, ${products.id} desc)`;
  const rows = await rowsOf<{ id: number; ranked: string | null }>(
    ctx.db,
    sql`select id, case when place <= ${window} then row_number() over (partition by place <= ${window} order by ${sql.join(
      [...rankedOrder],
      sql`, `,
    )}) end as ranked
        from (select *, ${newest} as place from (${newestMatchesSql(ctx, whereOf, limit, rankedColumns, plan)}) as products) as products
        order by place`,
  );
  const ranked = rows
    .filter((row) => row.ranked !== null)
    .sort((a, b) => Number(a.ranked) - Number(b.ranked))
    .map((row) => Number(row.id));
  return { newest: rows.map((row) => Number(row.id)), ranked };
};
