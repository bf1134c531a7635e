/**
 * The saved-search summaries (issue #33 item 5), on every API instance: a search that matched ads
 * within the hour after its last notice gets one notice summing them ("5 new ads for …") once the
 * hour has passed. Claimed like the ad-life sweep (decision 018): one UPDATE of rows selected
 * FOR UPDATE SKIP LOCKED that zeroes the count and stamps the notice, returning the count it
 * zeroed, in the same transaction as the notices — whichever instance claims a search tells it,
 * exactly once. Times are the context's clock.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-sql.js';
import { savedSearches as s } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { notifySavedSearch } from '../notifications/notify.js';
import { runEvery } from '../run-every.js';
import { inTransaction } from '../transactions.js';
import { ALERT_WINDOW_MS } from './match-new-ad.js';

export const DEFAULT_ALERT_SWEEP_MS = 60_000;
const BATCH = 200;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const claimBatch = (ctx: UpstreamContext): Promise<number> =>
  inTransaction(ctx, async (tx, pushes) => {
    const now = ctx.clock();
    const claimed = await rowsOf<{ id: number; user_id: number; name: string; count: number }>(
      tx,
      sql`with due as (
        select ${s.id} as id, ${s.pendingCount} as count from ${s}
        where ${s.pendingCount} > 0 and ${s.lastAlertAt} <= ${at(new Date(now.getTime() - ALERT_WINDOW_MS))}
        order by ${s.lastAlertAt} limit ${BATCH} for update skip locked
      )
      update ${s} set pending_count = 0, last_alert_at = ${at(now)}
      from due where ${s.id} = due.id and ${s.pendingCount} > 0
      returning ${s.id} as id, ${s.userId} as user_id, ${s.name} as name, due.count as count`,
    );
    for (const c of claimed) {
      // The ads are not named: there are several, and some may have gone since.
      await notifySavedSearch(
        ctx,
        { tx, pushes },
        { recipientId: c.user_id, savedSearchId: c.id, search: c.name, count: c.count, ad: '' },
      );
    }
    return claimed.length;
  });

/** One pass: every summary due, in batches. */
export const sweepSavedSearchAlerts = async (ctx: UpstreamContext): Promise<number> => {
  let told = 0;
  for (;;) {
    const n = await claimBatch(ctx);
    told += n;
    if (n < BATCH) return told;
  }
};

export const startSavedSearchAlertSweep = (ctx: UpstreamContext, intervalMs: number): (() => Promise<void>) =>
  runEvery(ctx, 'saved-search alert sweep', intervalMs, () => sweepSavedSearchAlerts(ctx));
