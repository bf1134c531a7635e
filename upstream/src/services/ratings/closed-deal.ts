/**
 * What "a closed deal" is (issue #32): an accepted request whose ad its seller marked sold or
 * exchanged in it (the ad's `deal_request_id`). Its two people are the seller (the receiver, who
 * owns the ad asked for) and the buyer (the sender; in a barter, the one who offered their ad).
 * Anyone else is told the request does not exist.
 */
import { RATING_RULES, RequestStatus } from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { products, requests } from '../../db/schema.js';
import { notFound } from '../../http-error.js';

const DAY_MS = 86_400_000;

export interface DealFacts {
  requestId: number;
  sellerId: number;
  buyerId: number;
  /** null when the request was not closed into a deal. */
  closedAt: Date | null;
}

export const loadDeal = async (db: Db, me: number, requestId: number): Promise<DealFacts> => {
  const [row] = await db
    .select({
      id: requests.id,
      senderId: requests.senderId,
      receiverId: requests.receiverId,
      status: requests.status,
      closedAt: products.dealClosedAt,
    })
    .from(requests)
    .leftJoin(products, and(eq(products.id, requests.receiverProductId), eq(products.dealRequestId, requests.id)))
    .where(eq(requests.id, requestId));
  if (!row || (row.senderId !== me && row.receiverId !== me)) throw notFound();
  return {
    requestId: row.id,
    sellerId: row.receiverId,
    buyerId: row.senderId,
    closedAt: row.status === RequestStatus.approved ? row.closedAt : null,
  };
};

/** Until when a deal closed at `closedAt` may be rated. */
export const rateUntil = (closedAt: Date): Date => new Date(closedAt.getTime() + RATING_RULES.withinDays * DAY_MS);

/** The other person of the deal, and the part they played. */
export const otherSide = (deal: DealFacts, me: number): { ratedId: number; ratedAs: 'seller' | 'buyer' } =>
  me === deal.sellerId ? { ratedId: deal.buyerId, ratedAs: 'buyer' } : { ratedId: deal.sellerId, ratedAs: 'seller' };
