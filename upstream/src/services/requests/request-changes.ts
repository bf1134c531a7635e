/**
 * Changing requests (spec §7, issue #32): creating one with its opening offer, answering it
 * (accept, reject — by whoever's turn it is — and pend; the moves follow contracts'
 * request-flow.ts exactly) and withdrawing it. A request the reader is not part of is a 404, like
 * one that does not exist. Each change notifies the other person and is a step of the negotiation
 * (with its chat line) in the same transaction (pushed once it commits). Counters are in
 * offer-changes.ts.
 */
import {
  actionForStatus,
  checkRequestAction,
  type Locale,
  type NewRequest,
  type RequestAction,
  type RequestAnswer,
  type RequestCheck,
  type RequestRole,
  RequestStatus,
  type RequestStatus as Status,
} from '@badal/contracts';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { type Db, isUniqueViolation } from '../../db/database.js';
import { products, type RequestRow, requests } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http-error.js';
import { refuseIfBlockedBy } from '../blocks/block-rules.js';
import type { UpstreamContext } from '../context.js';
import type { RequestEvent } from '../notifications/notification-texts.js';
import { notifyRequest } from '../notifications/notify.js';
import { inTransaction } from '../transactions.js';
import { negotiationState } from './negotiation.js';
import { expiryFrom, type OfferRules, offerRules } from './offer-settings.js';
import { recordStep } from './offer-steps.js';
import { expireDue } from './offer-sweep.js';
import { checkNewRequest, loadProductFacts } from './request-rules.js';
import { otherPartyOf, roleOf, toRequest } from './request-view.js';

/** 403 when the reader's part or turn does not allow the action, 422 (naming the status) when the rest does not. */
export const refusal = (check: Extract<RequestCheck, { ok: false }>): HttpError =>
  check.reason === 'role'
    ? new HttpError(403, check.messageKey)
    : new HttpError(422, check.messageKey, { status: [check.messageKey] });

/**
 * `me`'s request `id`, locked for the caller's transaction, once the one table says `me` may do
 * `action` to it now: 404 for a request that is not theirs, the table's refusal otherwise.
 */
export const lockForAction = async (
  tx: Db,
  id: number,
  me: number,
  action: RequestAction,
  now: Date,
  rules: OfferRules,
): Promise<{ current: RequestRow; role: RequestRole }> => {
  const [current] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  if (!current || (current.senderId !== me && current.receiverId !== me)) throw notFound();
  const role = roleOf(current, me);
  const check = checkRequestAction(role, current.status as Status, action, negotiationState(current, role, now, rules));
  if (!check.ok) throw refusal(check);
  return { current, role };
};

const EVENT_OF: Record<RequestAnswer, RequestEvent> = {
  [RequestStatus.pending]: 'pended',
  [RequestStatus.approved]: 'accepted',
  [RequestStatus.rejected]: 'rejected',
};

/** A change that would open a second negotiation for the same pair and product. */
const duplicate = (type: string) =>
  fieldError('request.duplicate', type === 'bartering' ? 'senderProductId' : 'receiverProductId');

/** `me` asks for a product (in barter, offering one of theirs and maybe money, or to buy it at a price). */
export const createRequest = async (ctx: UpstreamContext, me: number, body: NewRequest, locale: Locale) => {
  const { receiverProduct, senderProduct } = await checkNewRequest(ctx, me, body);
  const rules = await offerRules(ctx.db);
  const now = ctx.clock();
  let row: RequestRow;
  try {
    row = await inTransaction(ctx, async (tx, pushes) => {
      // An expired negotiation for the same product ends (its notices go) before a new one opens.
      await expireDue(
        ctx,
        { tx, pushes },
        now,
        and(eq(requests.senderId, me), eq(requests.receiverProductId, receiverProduct.id)),
      );
      const [created] = await tx
        .insert(requests)
        .values({
          type: body.type,
          senderId: me,
          receiverId: body.receiverId,
          receiverProductId: receiverProduct.id,
          senderProductId: senderProduct?.id ?? null,
          priceFils: body.type === 'sale' ? (body.priceFils ?? receiverProduct.priceFils) : null,
          cashFils: body.type === 'bartering' && body.cashFils ? body.cashFils : null,
          expiresAt: expiryFrom(now, rules),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('request insert returned nothing');
      await recordStep(ctx, { tx, pushes }, created, { kind: 'offer', by: 'sender' }, now);
      await notifyRequest(
        ctx,
        { tx, pushes },
        {
          recipientId: body.receiverId,
          actorId: me,
          requestId: created.id,
          event: 'sent',
          type: body.type,
          product: receiverProduct,
          offered: senderProduct,
        },
      );
      return created;
    });
  } catch (error) {
    // A negotiation for this product is already open (two taps, two tabs): the partial unique index says so.
    if (isUniqueViolation(error)) throw duplicate(body.type);
    throw error;
  }
  return toRequest(ctx, row, me, locale);
};

/**
 * Whether a deal on these products can still be struck, under their row locks: each published, and
 * none promised in another accepted request. Two accepts for one ad at the same moment queue on
 * the lock; the second finds the first's and is told the ad is no longer available.
 */
const refuseIfTaken = async (tx: Db, request: RequestRow, now: Date) => {
  const ids = [request.receiverProductId, ...(request.senderProductId === null ? [] : [request.senderProductId])];
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).for('update');
  const facts = await loadProductFacts(tx, ids, now);
  if (ids.some((id) => !facts.get(id)?.published)) throw fieldError('request.productUnavailable', 'status');
  const [taken] = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.status, RequestStatus.approved),
        ne(requests.id, request.id),
        or(inArray(requests.receiverProductId, ids), inArray(requests.senderProductId, ids)),
      ),
    )
    .limit(1);
  if (taken) throw fieldError('request.productUnavailable', 'status');
  return facts;
};

/** `me` answers a request (or takes an answer back), as its flow allows. */
export const changeRequestStatus = async (
  ctx: UpstreamContext,
  me: number,
  id: number,
  status: RequestAnswer,
  locale: Locale,
) => {
  const rules = await offerRules(ctx.db);
  let row: RequestRow;
  try {
    row = await inTransaction(ctx, async (tx, pushes) => {
      const now = ctx.clock();
      const { current, role } = await lockForAction(tx, id, me, actionForStatus(status), now, rules);
      // A deal closed in this request (its ad marked sold or exchanged in it) is final (issue #32).
      const [closedIn] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.dealRequestId, current.id))
        .limit(1);
      if (closedIn) throw new HttpError(422, 'request.closed', { status: ['request.closed'] });
      const other = otherPartyOf(current, me);
      let facts = await loadProductFacts(tx, [current.receiverProductId], now);
      if (status === RequestStatus.approved) {
        // Blocked by the other person: the same neutral words as a new request gets.
        await refuseIfBlockedBy(tx, other, me, 'status', 'request.receiverUnavailable');
        facts = await refuseIfTaken(tx, current, now);
      }
      const reopened =
        status === RequestStatus.pending
          ? { turn: 'receiver', expiresAt: expiryFrom(now, rules), reminderSentAt: null, expiredAt: null }
          : {};
      const [updated] = await tx
        .update(requests)
        .set({ status, updatedAt: now, ...reopened })
        .where(eq(requests.id, current.id))
        .returning();
      if (!updated) throw notFound();
      if (status !== RequestStatus.pending) {
        await recordStep(
          ctx,
          { tx, pushes },
          updated,
          { kind: status === RequestStatus.approved ? 'accept' : 'reject', by: role },
          now,
        );
      }
      const offered =
        current.senderProductId === null
          ? null
          : (await loadProductFacts(tx, [current.senderProductId], now)).get(current.senderProductId);
      await notifyRequest(
        ctx,
        { tx, pushes },
        {
          recipientId: other,
          actorId: me,
          requestId: current.id,
          event: EVENT_OF[status],
          type: current.type as 'bartering' | 'sale',
          product: { name: facts.get(current.receiverProductId)?.name ?? '' },
          offered: offered ? { name: offered.name } : null,
        },
      );
      return updated;
    });
  } catch (error) {
    // Reopening next to a newer open negotiation for the same product.
    if (isUniqueViolation(error)) throw fieldError('request.duplicate', 'status');
    throw error;
  }
  return toRequest(ctx, row, me, locale);
};

/** `me` withdraws a request they sent while it waits. */
export const withdrawRequest = async (ctx: UpstreamContext, me: number, id: number): Promise<void> => {
  const rules = await offerRules(ctx.db);
  await inTransaction(ctx, async (tx, pushes) => {
    const { current } = await lockForAction(tx, id, me, 'withdraw', ctx.clock(), rules);
    const facts = await loadProductFacts(tx, [current.receiverProductId], ctx.clock());
    await tx.delete(requests).where(eq(requests.id, current.id));
    await notifyRequest(
      ctx,
      { tx, pushes },
      {
        recipientId: current.receiverId,
        actorId: me,
        requestId: current.id,
        event: 'withdrawn',
        type: current.type as 'bartering' | 'sale',
        product: { name: facts.get(current.receiverProductId)?.name ?? '' },
        offered: null,
      },
    );
  });
};
