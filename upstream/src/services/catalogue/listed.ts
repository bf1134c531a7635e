/**
 * What others may see of the catalogue, in two degrees, one filter each:
 * - shown: a published product that no operator has held or hidden (trust & safety, migration
 *   0014). Its page opens, favourites and requests show it — whatever became of it since.
 * - listed: shown, and still for sale (issue #32): not sold or exchanged, its run not ended at
 *   `now` (the context's clock). Search, lists, home, a seller's page, follows and new requests use
 *   this one, never `status = 'published'` alone.
 * The owner's own list (My ads) shows every state with its reason. The migrations' partial indexes
 * carry the shown conditions, so queries saying them still read those indexes.
 */
import { AdState, ModerationState } from '@badal/contracts';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';

export const isShown: SQL = and(
  eq(products.status, 'published'),
  eq(products.moderationState, ModerationState.visible),
) as SQL;

/** Shown and for sale at `now`: not sold or exchanged, its run not over. */
export const isListed = (now: Date): SQL => and(isShown, isNull(products.dealState), gt(products.endsAt, now)) as SQL;

/**
 * What its owner may promote: shown and not sold or exchanged. An ended ad may be refreshed (a
 * paid refresh starts a new run), which is how a refresh extends an ad (issue #32).
 */
export const isPromotable: SQL = and(isShown, isNull(products.dealState)) as SQL;

/** What became of an ad at `now`: live, ended (its run over), sold or exchanged. */
export const adStateOf = (row: { dealState: string | null; endsAt: Date }, now: Date): AdState =>
  row.dealState === AdState.sold || row.dealState === AdState.exchanged
    ? row.dealState
    : row.endsAt.getTime() <= now.getTime()
      ? AdState.ended
      : AdState.live;

/** Shown, judged on a row already read. */
export const shownRow = (row: { status: string; moderationState: string }): boolean =>
  row.status === 'published' && row.moderationState === ModerationState.visible;

/** Listed at `now`, judged on a row already read. */
export const listedRow = (
  row: { status: string; moderationState: string; dealState: string | null; endsAt: Date },
  now: Date,
): boolean => shownRow(row) && adStateOf(row, now) === AdState.live;

/** A published product an operator hid (its page says it was removed rather than not found). */
export const isHidden = async (ctx: UpstreamContext, slug: string): Promise<boolean> =>
  (
    await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.slug, slug),
          eq(products.status, 'published'),
          eq(products.moderationState, ModerationState.hidden),
        ),
      )
      .limit(1)
  ).length > 0;
