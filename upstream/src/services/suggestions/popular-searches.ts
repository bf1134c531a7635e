/**
 * The popular searches' log, written without slowing search (decision 021): a search that found
 * something adds one to a tally in this instance's memory (a Map, bounded); every half minute the
 * tally goes to the database in one statement, summed per normalised text, and the table is pruned
 * to the most searched. A crash loses at most one interval's counts, which popularity can spare.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { UpstreamContext } from '../context.js';
import { runEvery } from '../run-every.js';
import { popularText } from './suggestion-text.js';

export const DEFAULT_POPULAR_FLUSH_MS = 30_000;
/** Distinct texts one interval keeps; more are not counted until the next flush. */
const TALLY_MAX = 5_000;
/** Rows the table keeps (the most searched, then the latest). */
export const POPULAR_KEPT = 5_000;

const tallies = new WeakMap<Db, Map<string, number>>();
const tallyOf = (db: Db): Map<string, number> => {
  let tally = tallies.get(db);
  if (!tally) {
    tally = new Map();
    tallies.set(db, tally);
  }
  return tally;
};

/** A search that found something: counted in memory, nothing awaited. */
export const countSearch = (ctx: UpstreamContext, input: string): void => {
  const text = popularText(input);
  if (text === null) return;
  const tally = tallyOf(ctx.db);
  const seen = tally.get(text);
  if (seen !== undefined) tally.set(text, seen + 1);
  else if (tally.size < TALLY_MAX) tally.set(text, 1);
};

/** Adds the tally to the table (one statement) and prunes it; the number of texts written. */
export const flushPopularSearches = async (ctx: Pick<UpstreamContext, 'db' | 'clock'>): Promise<number> => {
  const tally = tallyOf(ctx.db);
  if (tally.size === 0) return 0;
  const entries = [...tally.entries()];
  tally.clear();
  const rows = JSON.stringify(entries.map(([text, count]) => ({ text, count })));
  const now = ctx.clock().toISOString();
  await ctx.db.execute(sql`
    insert into popular_searches (normalized, text, count, last_searched_at)
    select badal_search_normalize(t.text), (array_agg(t.text order by t.count desc))[1], sum(t.count), ${now}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as t(text text, count int)
    where length(badal_search_normalize(t.text)) >= 2
    group by 1
    on conflict (normalized) do update
      set count = popular_searches.count + excluded.count,
          text = excluded.text,
          last_searched_at = excluded.last_searched_at
  `);
  await ctx.db.execute(sql`
    delete from popular_searches where normalized in (
      select normalized from popular_searches order by count desc, last_searched_at desc offset ${POPULAR_KEPT}
    )
  `);
  return entries.length;
};

export const startPopularSearchFlush = (ctx: UpstreamContext, intervalMs: number): (() => Promise<void>) => {
  const stop = runEvery(ctx, 'popular searches', intervalMs, () => flushPopularSearches(ctx));
  return async () => {
    await stop();
    // What was counted since the last run is kept, not lost with the instance.
    await flushPopularSearches(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'popular searches: the last counts were not kept'),
    );
  };
};
