/**
 * The newest matches of a text search, read slice by slice of listing time (decision 027).
 *
 * A text's matches come from the search document's GIN index, which knows nothing of time: to
 * find the newest 1,000 of a word in 40,000 ads, PostgreSQL read all 40,000 rows for their
 * listing time (458 ms at 1,000,000 products). Here the matches are asked for one slice of
 * listing time at a time, newest slice first — the last 2 days, then 2–7, 7–30 … — as the
 * branches of one UNION ALL under a LIMIT. PostgreSQL runs a UNION ALL's branches one after
 * another and stops pulling rows at the LIMIT, so a common word is answered from its newest days
 * and never reads the older ones, while a rare word runs every branch and reads each match once.
 * Each branch is sorted newest first and the slices do not overlap, so the branches' rows, one
 * after another, are newest first as a whole (PostgreSQL's own "ordered Append" of partitions
 * relies on the same order). Each branch's order is written so that no index gives it: a branch
 * then finds its slice's matches through the text index (and the listing-time index for the
 * bounds) and sorts them, at a cost in its own matches; given the newest-first index, PostgreSQL
 * would walk it testing every ad of the slice against the text, and it misjudges rare words.
 */
import { and, desc, gte, lt, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';

const DAY_MS = 86_400_000;

/**
 * Where the slices end, in days before now. The first ones are an ad's run (ads run for weeks, so
 * in a live catalogue nearly every listed ad is in them); the later ones keep a catalogue whose
 * ads were listed over years (the large seed's two years) from being read in one piece.
 */
export const SLICE_DAYS: readonly number[] = [2, 7, 30, 90, 240];

interface Window {
  offset: number;
  limit: number;
}

/** [from, until) listing-time bounds of each slice at `now`, newest first; open at both ends. */
export const listingSlices = (now: Date): { from: Date | undefined; until: Date | undefined }[] => {
  const bounds = SLICE_DAYS.map((days) => new Date(now.getTime() - days * DAY_MS));
  return [...bounds, undefined].map((from, i) => ({ from, until: i === 0 ? undefined : bounds[i - 1] }));
};

/**
 * The ids of the matches of `where` from `offset`, at most `limit`, newest first (listing time,
 * then id, as the newest-first indexes order them).
 */
export const newestMatchIds = async (ctx: UpstreamContext, where: SQL, window: Window): Promise<number[]> => {
  const reach = window.offset + window.limit;
  if (window.limit <= 0) return [];
  const branches = listingSlices(ctx.clock()).map(({ from, until }) => {
    const slice = and(
      where,
      from === undefined ? undefined : gte(products.listedAt, from),
      until === undefined ? undefined : lt(products.listedAt, until),
    ) as SQL;
    const query = ctx.db
      .select({ id: products.id })
      .from(products)
      .where(slice)
      .orderBy(sql`${products.listedAt} + interval '0 seconds' desc`, desc(products.id))
      .limit(reach);
    return sql`(${query})`;
  });
  const result = (await ctx.db.execute(
    sql`select id from (${sql.join(branches, sql` union all `)}) as slices limit ${window.limit} offset ${window.offset}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
};
