/**
 * Changing requests (spec §7): creating one, answering it (status changes follow contracts'
 * request-flow.ts exactly) and withdrawing it. A request the reader is not part of is a 404, like
 * one that does not exist. Each change notifies the other person in the same transaction (pushed
 * once it commits).
 */
import {
  actionForStatus,
  checkRequestAction,
  type Locale,
  type NewRequest,
  type RequestAnswer,
  type RequestCheck,
  RequestStatus,
  type RequestStatus as Status,
} from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/database.js';
import { products, type RequestRow, requests } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import type { RequestEvent } from '../notifications/notification-texts.js';
import { notifyRequest } from '../notifications/notify.js';
import { inTransaction } from '../transactions.js';
import { checkNewRequest, loadProductFacts } from './request-rules.js';
import { roleOf, toRequest } from './request-view.js';

/** 403 when the reader's part never allows the action, 422 (naming the status) when the status does not. */
const refusal = (check: Extract<RequestCheck, { ok: false }>): HttpError =>
  check.reason === 'role'
    ? new HttpError(403, check.messageKey)
    : new HttpError(422, check.messageKey, { status: [check.messageKey] });

const EVENT_OF: Record<RequestAnswer, RequestEvent> = {
  [RequestStatus.pending]: 'pended',
  [RequestStatus.approved]: 'accepted',
  [RequestStatus.rejected]: 'rejected',
};

/** `me` asks for a product (in barter, offering one of theirs, or to buy it). */
export const createRequest = async (ctx: UpstreamContext, me: number, body: NewRequest, locale: Locale) => {
  const { receiverProduct, senderProduct } = await checkNewRequest(ctx, me, body);
  let row: RequestRow;
  try {
    row = await inTransaction(ctx, async (tx, pushes) => {
      const [created] = await tx
        .insert(requests)
        .values({
          type: body.type,
          senderId: me,
          receiverId: body.receiverId,
          receiverProductId: receiverProduct.id,
          senderProductId: senderProduct?.id ?? null,
        })
        .returning();
      if (!created) throw new Error('request insert returned nothing');
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
    // The same request is already waiting (two taps, two tabs): the partial unique index says so.
    if (isUniqueViolation(error)) {
      throw fieldError('request.duplicate', body.type === 'bartering' ? 'senderProductId' : 'receiverProductId');
    }
    throw error;
  }
  return toRequest(ctx, row, me, locale);
};

/** `me` answers a request (or takes an answer back), as its flow allows. */
export const changeRequestStatus = async (
  ctx: UpstreamContext,
  me: number,
  id: number,
  status: RequestAnswer,
  locale: Locale,
) => {
  const row = await inTransaction(ctx, async (tx, pushes) => {
    const [current] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!current || (current.senderId !== me && current.receiverId !== me)) throw notFound();
    const check = checkRequestAction(roleOf(current, me), current.status as Status, actionForStatus(status));
    if (!check.ok) throw refusal(check);
    const ids = [current.receiverProductId, ...(current.senderProductId === null ? [] : [current.senderProductId])];
    const facts = await loadProductFacts(tx, ids, ctx.clock());
    // A deal closed in this request (its ad marked sold or exchanged in it) is final (issue #32).
    const [closedIn] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.dealRequestId, current.id))
      .limit(1);
    if (closedIn) throw new HttpError(422, 'request.closed', { status: ['request.closed'] });
    // A deal can only be struck on products that are still on offer.
    if (status === RequestStatus.approved && ids.some((id) => !facts.get(id)?.published)) {
      throw fieldError('request.productUnavailable', 'status');
    }
    const [updated] = await tx
      .update(requests)
      .set({ status: status, updatedAt: new Date() })
      .where(eq(requests.id, current.id))
      .returning();
    if (!updated) throw notFound();
    await notifyRequest(
      ctx,
      { tx, pushes },
      {
        recipientId: current.senderId,
        actorId: me,
        requestId: current.id,
        event: EVENT_OF[status],
        type: current.type as 'bartering' | 'sale',
        product: { name: facts.get(current.receiverProductId)?.name ?? '' },
        offered: current.senderProductId === null ? null : { name: facts.get(current.senderProductId)?.name ?? '' },
      },
    );
    return updated;
  });
  return toRequest(ctx, row, me, locale);
};

/** `me` withdraws a request they sent while it waits. */
export const withdrawRequest = async (ctx: UpstreamContext, me: number, id: number): Promise<void> => {
  await inTransaction(ctx, async (tx, pushes) => {
    const [current] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!current || (current.senderId !== me && current.receiverId !== me)) throw notFound();
    const check = checkRequestAction(roleOf(current, me), current.status as Status, 'withdraw');
    if (!check.ok) throw refusal(check);
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
