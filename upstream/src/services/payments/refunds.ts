/**
 * Refunds through the card provider (architecture §12, §15): the one path an operator's refund, a
 * rejected banner and the refund of a payment that charged the same thing twice all take.
 *
 * 1. recordRefund, in the caller's transaction with the order row locked: a refund is written
 *    pending, once per idempotency key (asking again with the key answers the refund already
 *    made), only of a paid order, and never past what was paid less the refunds pending or done.
 * 2. submitRefund, after the commit: the refund is claimed once (`submittedAt`) and sent to the
 *    provider (MakeRefund by the order's PaymentId, else its InvoiceId). A refusal ends it refused
 *    with the provider's reason; no usable answer un-claims it for submitPendingRefunds.
 * 3. settleRefund: the provider's RefundStatusChanged webhook (or settlePendingRefunds) names a
 *    refund; the provider is asked (GetRefundStatus, never the webhook's body) and pending
 *    becomes done or refused, once: done and refused are final.
 *
 * Money is whole fils throughout; the provider's decimal amounts are converted in the adapter.
 */
import { isMessageKey, MAX_FILS, messageText, type OrderRefund, type RefundState, sumFils } from '@badal/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { orders, type RefundRow, refunds } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http-error.js';
import type { Payments, UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { ProviderRefusal, ProviderTimeout, ProviderUnavailable } from './myfatoorah/client.js';

export interface RefundRequest {
  orderId: number;
  amountFils: number;
  /**
   * Why: an operator's words, or Badal's own reason as a message key (shown to the customer in
   * their language, sent to the provider in English).
   */
  reason: string;
  /**
   * Names why the refund is asked for (`duplicate:<orderId>`, `banner-rejected:<bannerId>`, an
   * operator's key): asking again with it, even at the same moment, answers the same refund.
   */
  idempotencyKey: string;
  /** The operator who asked, or null when Badal itself did. */
  requestedBy: number | null;
}

/** Kept on a refund whose MakeRefund timed out: only the provider knows whether it was made. */
export const UNKNOWN_OUTCOME = 'The provider did not answer in time: check with it whether this refund was made';

/** The provider's Comment is short: the reason, cut to this length. */
const COMMENT_LENGTH = 200;
/** Refunds one sweep sends or checks. */
const SWEEP_BATCH = 50;

const byKey = async (db: Db, key: string): Promise<RefundRow | undefined> =>
  (await db.select().from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1))[0];

const byId = async (db: Db, id: number): Promise<RefundRow> => {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
};

/** An idempotency key names one order's refund: the same key for another order is a mistake. */
const ofOrder = (refund: RefundRow, orderId: number): RefundRow => {
  if (refund.orderId !== orderId) throw new HttpError(409, 'error.refundKeyReused');
  return refund;
};

/**
 * Writes a pending refund of a paid order in the caller's transaction (which commits it; then
 * call submitRefund). The order row is locked, so refunds of one order are recorded one at a
 * time. Answers the refund the key already names, if any.
 */
export const recordRefund = async (tx: Db, input: RefundRequest, now = new Date()): Promise<RefundRow> =>
  (await recordRefundOnce(tx, input, now)).refund;

/** recordRefund, telling whether this call wrote the refund (false: the key named it already). */
export const recordRefundOnce = async (
  tx: Db,
  input: RefundRequest,
  now = new Date(),
): Promise<{ refund: RefundRow; created: boolean }> => {
  if (!Number.isSafeInteger(input.amountFils) || input.amountFils <= 0 || input.amountFils > MAX_FILS) {
    throw fieldError('validation.invalid', 'amountFils');
  }
  const reason = input.reason.trim();
  if (reason === '') throw fieldError('validation.required', 'reason');
  if (input.idempotencyKey.trim() === '') throw new Error('a refund needs an idempotency key');

  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw notFound();
  const existing = await byKey(tx, input.idempotencyKey);
  if (existing) return { refund: ofOrder(existing, order.id), created: false };
  if (order.status !== 'paid') throw new HttpError(422, 'error.refundUnpaid');

  const [taken] = await tx
    .select({ fils: sql<string>`coalesce(sum(${refunds.amountFils}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), inArray(refunds.state, ['pending', 'done'])));
  if (input.amountFils > order.amountFils - Number(taken?.fils ?? 0)) {
    throw fieldError('error.refundTooMuch', 'amountFils');
  }

  const [inserted] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      idempotencyKey: input.idempotencyKey,
      amountFils: input.amountFils,
      state: 'pending',
      reason,
      requestedBy: input.requestedBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  if (inserted) return { refund: inserted, created: true };
  // The key was taken meanwhile, by a refund of another order (this one is locked).
  const raced = await byKey(tx, input.idempotencyKey);
  if (!raced) throw new Error(`refund key ${input.idempotencyKey} neither written nor found`);
  return { refund: ofOrder(raced, order.id), created: false };
};

/** The reason as the provider's staff read it: Badal's own (a message key) in English, cut short. */
const commentOf = (reason: string) => {
  const text = isMessageKey(reason) ? messageText(reason, 'en') : reason;
  return text.length > COMMENT_LENGTH ? `${text.slice(0, COMMENT_LENGTH - 1)}…` : text;
};

/**
 * Sends a recorded refund to the provider, once: only the caller that claims it (submittedAt
 * still empty) calls MakeRefund; everyone else gets the refund as it stands. A refusal is final
 * (refused, with the provider's reason); a provider that answers nothing usable leaves it
 * unclaimed for submitPendingRefunds. Answers the refund as it now stands; never throws for
 * the provider.
 */
export const submitRefund = async (ctx: UpstreamContext, payments: Payments, refundId: number): Promise<RefundRow> => {
  const now = ctx.clock();
  const [claimed] = await ctx.db
    .update(refunds)
    .set({ submittedAt: now, updatedAt: now })
    .where(and(eq(refunds.id, refundId), isNull(refunds.submittedAt), eq(refunds.state, 'pending')))
    .returning();
  if (!claimed) return byId(ctx.db, refundId);

  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, claimed.orderId)).limit(1);
  const key = order?.paymentId
    ? { key: order.paymentId, keyType: 'PaymentId' as const }
    : order?.invoiceId
      ? { key: order.invoiceId, keyType: 'InvoiceId' as const }
      : null;
  if (!key) {
    const [refused] = await ctx.db
      .update(refunds)
      .set({ state: 'refused', failureReason: 'The order has no payment to refund', updatedAt: now })
      .where(and(eq(refunds.id, claimed.id), eq(refunds.state, 'pending')))
      .returning();
    return refused ?? byId(ctx.db, claimed.id);
  }

  try {
    const made = await payments.provider.makeRefund({
      ...key,
      amountFils: claimed.amountFils,
      comment: commentOf(claimed.reason),
    });
    if (made.amountFils !== null && made.amountFils !== claimed.amountFils) {
      ctx.log.error(
        {
          refundId: claimed.id,
          providerRefundId: made.refundId,
          askedFils: claimed.amountFils,
          madeFils: made.amountFils,
        },
        'the provider took a refund of another amount',
      );
    }
    const [stored] = await ctx.db
      .update(refunds)
      .set({ providerRefundId: made.refundId, providerReference: made.refundReference, updatedAt: ctx.clock() })
      .where(eq(refunds.id, claimed.id))
      .returning();
    return stored ?? byId(ctx.db, claimed.id);
  } catch (error) {
    if (error instanceof ProviderRefusal) {
      ctx.log.warn({ refundId: claimed.id, reason: error.reason }, 'the provider refused a refund');
      const [refused] = await ctx.db
        .update(refunds)
        .set({ state: 'refused', failureReason: error.reason, updatedAt: ctx.clock() })
        .where(and(eq(refunds.id, claimed.id), eq(refunds.state, 'pending')))
        .returning();
      return refused ?? byId(ctx.db, claimed.id);
    }
    if (error instanceof ProviderTimeout) {
      // The provider may have made the refund and only its answer was lost: sending it again could
      // refund twice (MakeRefund takes no idempotency key). It stays claimed, pending, for a person
      // to check with the provider; docs/decisions/001-one-open-payment.md.
      ctx.log.error({ refundId: claimed.id, err: error }, 'refund outcome unknown: check it with the provider');
      const [unknown] = await ctx.db
        .update(refunds)
        .set({ failureReason: UNKNOWN_OUTCOME, updatedAt: ctx.clock() })
        .where(and(eq(refunds.id, claimed.id), eq(refunds.state, 'pending')))
        .returning();
      return unknown ?? byId(ctx.db, claimed.id);
    }
    if (error instanceof ProviderUnavailable) {
      ctx.log.warn({ refundId: claimed.id, err: error }, 'refund not sent: the provider gave no usable answer');
      const [released] = await ctx.db
        .update(refunds)
        .set({ submittedAt: null, updatedAt: ctx.clock() })
        .where(and(eq(refunds.id, claimed.id), eq(refunds.state, 'pending'), isNull(refunds.providerRefundId)))
        .returning();
      return released ?? byId(ctx.db, claimed.id);
    }
    throw error;
  }
};

/**
 * Records a refund (its own transaction) and sends it to the provider. Idempotent per key: any
 * number of calls with one key, at once or not, make one refund and one MakeRefund.
 */
export const requestRefund = async (
  ctx: UpstreamContext,
  payments: Payments,
  input: RefundRequest,
): Promise<RefundRow> => {
  const recorded = await inTransaction(ctx, (tx) => recordRefund(tx, input, ctx.clock()));
  return submitRefund(ctx, payments, recorded.id);
};

/**
 * Sends the refunds recorded but not sent (the provider was down, or the process stopped between
 * the commit and the call). For periodic work; answers them as they now stand.
 */
export const submitPendingRefunds = async (ctx: UpstreamContext, payments: Payments): Promise<RefundRow[]> => {
  const waiting = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.state, 'pending'), isNull(refunds.submittedAt)))
    .orderBy(asc(refunds.id))
    .limit(SWEEP_BATCH);
  const results: RefundRow[] = [];
  for (const { id } of waiting) results.push(await submitRefund(ctx, payments, id));
  return results;
};

/**
 * Settles the refund the provider knows as `providerRefundId`: answers null when it is none of
 * Badal's (or not known yet: MakeRefund's answer is still being stored), else the refund as it
 * now stands. Provider failures are thrown (the caller answers 502/504).
 */
export const settleRefund = async (
  ctx: UpstreamContext,
  payments: Payments,
  providerRefundId: string,
): Promise<RefundRow | null> => {
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)).limit(1);
  if (!refund) return null;
  if (refund.state !== 'pending') return refund;
  const status = await payments.provider.getRefundStatus(providerRefundId);
  if (status.state === 'pending') return refund;
  if (status.amountFils !== null && status.amountFils !== refund.amountFils) {
    ctx.log.error(
      { refundId: refund.id, providerRefundId, fils: refund.amountFils, providerFils: status.amountFils },
      'the provider reports a refund of another amount',
    );
  }
  const [settled] = await ctx.db
    .update(refunds)
    .set({
      state: status.state,
      failureReason: status.state === 'refused' ? `The provider cancelled the refund (${status.providerStatus})` : null,
      providerReference: status.refundReference ?? refund.providerReference,
      updatedAt: ctx.clock(),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')))
    .returning();
  if (!settled) return byId(ctx.db, refund.id);
  // The customer's open tabs show the refund's new state on their payments.
  const [order] = await ctx.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, settled.orderId));
  if (order) ctx.push.send(order.userId, { event: 'account', data: { reason: 'refund' } });
  return settled;
};

/**
 * Asks the provider about the refunds sent and still pending (a webhook that never came). For
 * periodic work; a provider failure on one is logged and the others are still asked.
 */
export const settlePendingRefunds = async (ctx: UpstreamContext, payments: Payments): Promise<RefundRow[]> => {
  const waiting = await ctx.db
    .select({ providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(and(eq(refunds.state, 'pending'), isNotNull(refunds.providerRefundId)))
    .orderBy(asc(refunds.id))
    .limit(SWEEP_BATCH);
  const results: RefundRow[] = [];
  for (const { providerRefundId } of waiting) {
    if (providerRefundId === null) continue;
    try {
      const settled = await settleRefund(ctx, payments, providerRefundId);
      if (settled) results.push(settled);
    } catch (error) {
      if (
        !(error instanceof ProviderUnavailable || error instanceof ProviderTimeout || error instanceof ProviderRefusal)
      ) {
        throw error;
      }
      ctx.log.warn({ providerRefundId, err: error }, 'refund status not known yet');
    }
  }
  return results;
};

/** What an order carries of its refunds (contracts orderSchema, a Badal extension). */
export interface OrderRefunds {
  refunds: OrderRefund[];
  /** The refunds done. */
  refundedFils: number;
}

/** An order without refunds (toOrder's default). */
export const NO_REFUNDS: OrderRefunds = Object.freeze({
  refunds: Object.freeze([]) as unknown as OrderRefund[],
  refundedFils: 0,
});

/** The refunds of each order (oldest first), every order given present in the answer. */
export const refundsOf = async (db: Db, orderIds: readonly number[]): Promise<Map<number, OrderRefunds>> => {
  const byOrder = new Map<number, OrderRefunds>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...new Set(orderIds)]))
    .orderBy(asc(refunds.id));
  for (const id of orderIds) byOrder.set(id, { refunds: [], refundedFils: 0 });
  for (const row of rows) {
    const entry = byOrder.get(row.orderId);
    if (!entry) continue;
    entry.refunds.push({
      id: row.id,
      amountFils: row.amountFils,
      state: row.state as RefundState,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    });
    if (row.state === 'done') entry.refundedFils = sumFils([entry.refundedFils, row.amountFils]);
  }
  return byOrder;
};
