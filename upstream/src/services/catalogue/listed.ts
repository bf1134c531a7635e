/**
 * What others may see of the catalogue: a published product that no operator has held or hidden
 * (trust & safety, migration 0014). Every public read — search, lists, home, a seller's page, the
 * product page, favourites, follows, chat and requests about a product — uses these, never
 * `status = 'published'` alone; the owner's own list (My ads) shows every state with its reason.
 * The migrations' partial indexes carry the same two conditions, so queries stay index-only.
 */
import { ModerationState } from '@badal/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.js';

export const isListed: SQL = and(
  eq(products.status, 'published'),
  eq(products.moderationState, ModerationState.visible),
) as SQL;

/** The same judgement on a row already read. */
export const listedRow = (row: { status: string; moderationState: string }): boolean =>
  row.status === 'published' && row.moderationState === ModerationState.visible;
