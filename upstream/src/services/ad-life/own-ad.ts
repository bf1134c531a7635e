/**
 * The ad an owner changes the life of, locked until the transaction ends (two taps, two tabs and
 * two API instances queue up on the row): unknown is a 404, someone else's a 403.
 */
import type { AdLife, AdState } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { products, sellers } from '../../db/schema.js';
import { forbidden, notFound } from '../../http-error.js';
import { adStateOf } from '../catalogue/listed.js';
import { type AdLifeRules, renewableAt } from './ad-life-rules.js';

export const lockOwnAd = async (tx: Db, me: number, productId: number) => {
  const [row] = await tx
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      status: products.status,
      dealState: products.dealState,
      endsAt: products.endsAt,
      renewedAt: products.renewedAt,
      ownerId: sellers.userId,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, productId))
    .for('update', { of: products });
  if (!row) throw notFound();
  if (row.ownerId !== me) throw forbidden();
  return row;
};

export type OwnAd = Awaited<ReturnType<typeof lockOwnAd>>;

/** What the ad-life calls answer about an ad. */
export const toAdLife = (
  rules: AdLifeRules,
  row: { id: number; slug: string; dealState: string | null; endsAt: Date; renewedAt: Date | null },
  now: Date,
  closedRequests: number,
): AdLife => {
  const adState: AdState = adStateOf(row, now);
  const sold = adState === 'sold' || adState === 'exchanged';
  return {
    id: row.id,
    slug: row.slug,
    adState,
    endsAt: row.endsAt.toISOString(),
    renewableAt: sold ? null : (renewableAt(rules, row.renewedAt) ?? now).toISOString(),
    closedRequests,
  };
};
