/**
 * Closing a deal (issue #32 item 3). The owner marks an ad sold — in an accepted request of theirs,
 * or with none when it was sold outside Badal. An accepted barter marks both of its ads
 * 'exchanged' (either of its two people may). Every other open request for those ads (contracts'
 * request-flow 'close' rows) is closed in the same transaction, and its other person told. The ad
 * row is locked first, so two marks at once queue up and the second is refused, changing nothing.
 */
import { type AdLife, CLOSABLE_STATUSES, RequestStatus } from '@badal/contracts';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { products, requests } from '../../db/schema.js';
import { fieldError } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { notifyRequest } from '../notifications/notify.js';
import { inTransaction, type PendingPushes } from '../transactions.js';
import { adLifeRules } from './ad-life-rules.js';
import { lockOwnAd, type OwnAd, toAdLife } from './own-ad.js';

/** The accepted request the ad was sold in: mine, accepted, about this ad. */
const acceptedDeal = async (tx: Db, me: number, ad: OwnAd, requestId: number) => {
  const [deal] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
  const mine = deal && (deal.receiverId === me || (deal.type === 'bartering' && deal.senderId === me));
  const aboutAd = deal && (deal.receiverProductId === ad.id || deal.senderProductId === ad.id);
  if (!deal || !mine || !aboutAd || deal.status !== RequestStatus.approved) {
    throw fieldError('adLife.requestNotAccepted', 'requestId');
  }
  return deal;
};

/** Closes every other open request for `ids` and tells each one's other person. */
const closeOtherRequests = async (
  ctx: UpstreamContext,
  target: { tx: Db; pushes: PendingPushes },
  me: number,
  ids: number[],
  keepId: number | null,
  now: Date,
): Promise<number> => {
  const closed = await target.tx
    .update(requests)
    .set({ status: RequestStatus.closed, updatedAt: now })
    .where(
      and(
        or(inArray(requests.receiverProductId, ids), inArray(requests.senderProductId, ids)),
        inArray(requests.status, [...CLOSABLE_STATUSES]),
        keepId === null ? undefined : ne(requests.id, keepId),
      ),
    )
    .returning();
  const names = new Map(
    (
      await target.tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))
    ).map((p) => [p.id, p.name]),
  );
  for (const request of closed) {
    const soldId = ids.includes(request.receiverProductId) ? request.receiverProductId : request.senderProductId;
    await notifyRequest(ctx, target, {
      recipientId: request.senderId === me ? request.receiverId : request.senderId,
      actorId: me,
      requestId: request.id,
      event: 'closed',
      type: request.type as 'bartering' | 'sale',
      product: { name: names.get(soldId ?? 0) ?? '' },
      offered: null,
    });
  }
  return closed.length;
};

export const markSold = (
  ctx: UpstreamContext,
  me: number,
  productId: number,
  requestId: number | null,
): Promise<AdLife> =>
  inTransaction(ctx, async (tx, pushes) => {
    const now = ctx.clock();
    const ad = await lockOwnAd(tx, me, productId);
    if (ad.dealState !== null) throw fieldError('adLife.closedAlready', 'id');
    if (ad.status !== 'published') throw fieldError('adLife.notPublished', 'id');
    const deal = requestId === null ? null : await acceptedDeal(tx, me, ad, requestId);
    const barter = deal?.type === 'bartering';
    const ids = barter && deal.senderProductId !== null ? [deal.receiverProductId, deal.senderProductId] : [ad.id];
    const marked = await tx
      .update(products)
      .set({
        dealState: barter ? 'exchanged' : 'sold',
        dealClosedAt: now,
        dealRequestId: deal?.id ?? null,
        updatedAt: now,
      })
      .where(and(inArray(products.id, ids), isNull(products.dealState)))
      .returning({ id: products.id });
    // The other ad of a barter was sold meanwhile: nothing is marked (the transaction rolls back).
    if (marked.length !== ids.length) throw fieldError('adLife.closedAlready', 'requestId');
    const closedRequests = await closeOtherRequests(ctx, { tx, pushes }, me, ids, deal?.id ?? null, now);
    const rules = await adLifeRules(tx);
    const after = { ...ad, dealState: barter ? 'exchanged' : 'sold' };
    return toAdLife(rules, after, now, closedRequests);
  });
