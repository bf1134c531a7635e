/**
 * The ad-life sweep (issue #32 item 5), on every API instance: owners are told once when their ad
 * is within days of ending, and once when it has ended. Whether an ad is live is judged at read
 * (listed.ts), so search never waits for this sweep; the sweep only sends the notices. Each notice
 * is claimed by writing the run's end into its column with a conditional UPDATE … RETURNING
 * (rows locked by another instance are skipped), in the same transaction as the notifications:
 * whichever instance claims an ad sends its notice, exactly once per run, and a renewal (a new
 * end) is told about again in its turn. Times are the context's clock (tests move it).
 */
import { ModerationNotice } from '@badal/contracts';
import { and, gt, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { products, sellers } from '../../db/schema.js';
import { isShown } from '../catalogue/listed.js';
import type { UpstreamContext } from '../context.js';
import { notifyModeration } from '../notifications/notify.js';
import { runEvery } from '../run-every.js';
import { inTransaction } from '../transactions.js';
import { adLifeRules, warnBeforeMs } from './ad-life-rules.js';

export const DEFAULT_AD_LIFE_SWEEP_MS = 60_000;
/** Ads claimed per transaction: a backlog is sent in several, never one huge one. */
const BATCH = 200;

type NoticeColumn = typeof products.endingNoticeFor | typeof products.endedNoticeFor;

/** Claims up to BATCH ads matching `due` whose notice in `column` was not sent for this run, and tells their owners. */
const claimAndTell = async (
  ctx: UpstreamContext,
  column: NoticeColumn,
  due: SQL,
  notice: typeof ModerationNotice.adEnding | typeof ModerationNotice.adEnded,
): Promise<number> =>
  inTransaction(ctx, async (tx, pushes) => {
    const unsent = or(isNull(column), ne(column, products.endsAt));
    const candidates = tx
      .select({ id: products.id })
      .from(products)
      .where(and(isShown, isNull(products.dealState), due, unsent))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(products)
      .set({ [column.name === 'ending_notice_for' ? 'endingNoticeFor' : 'endedNoticeFor']: products.endsAt })
      .where(and(inArray(products.id, candidates), unsent))
      .returning({ id: products.id, name: products.name, sellerId: products.sellerId, endsAt: products.endsAt });
    await tellOwners(ctx, tx, pushes, claimed, notice);
    return claimed.length;
  });

const tellOwners = async (
  ctx: UpstreamContext,
  tx: Db,
  pushes: Parameters<typeof notifyModeration>[1]['pushes'],
  claimed: { id: number; name: string; sellerId: number; endsAt: Date }[],
  notice: typeof ModerationNotice.adEnding | typeof ModerationNotice.adEnded,
): Promise<void> => {
  if (claimed.length === 0) return;
  const owners = new Map(
    (
      await tx
        .select({ id: sellers.id, userId: sellers.userId })
        .from(sellers)
        .where(
          inArray(
            sellers.id,
            claimed.map((c) => c.sellerId),
          ),
        )
    ).map((s) => [s.id, s.userId]),
  );
  for (const ad of claimed) {
    const owner = owners.get(ad.sellerId);
    if (owner === undefined) continue;
    // The last day shown is the day the run ends (the ad is gone after that moment).
    await notifyModeration(ctx, { tx, pushes }, { recipientIds: [owner], notice, ad: ad.name, until: ad.endsAt });
  }
};

/** One pass: ending-soon notices, then ended ones, each until nothing is left to claim. */
export const sweepAdLife = async (ctx: UpstreamContext): Promise<{ ending: number; ended: number }> => {
  const now = ctx.clock();
  const rules = await adLifeRules(ctx.db);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const soon = new Date(now.getTime() + warnBeforeMs(rules));
  let ending = 0;
  let ended = 0;
  for (;;) {
    const n = await claimAndTell(
      ctx,
      products.endingNoticeFor,
      and(gt(products.endsAt, at(now)), lte(products.endsAt, at(soon))) as SQL,
      ModerationNotice.adEnding,
    );
    ending += n;
    if (n < BATCH) break;
  }
  for (;;) {
    const n = await claimAndTell(ctx, products.endedNoticeFor, lte(products.endsAt, at(now)), ModerationNotice.adEnded);
    ended += n;
    if (n < BATCH) break;
  }
  return { ending, ended };
};

/** Runs the sweep every `intervalMs` until the returned stop is called; one run at a time. */
export const startAdLifeSweep = (ctx: UpstreamContext, intervalMs: number): (() => Promise<void>) =>
  runEvery(ctx, 'ad-life sweep', intervalMs, () => sweepAdLife(ctx));
