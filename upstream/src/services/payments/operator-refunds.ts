/**
 * The operator's side of refunds (issue #31): finding a paid order and refunding it in full or
 * in part. The refund itself takes the one path of refunds.ts (recorded under the order's lock,
 * never past what is left, sent once); the operator's key makes a double click one refund.
 */
import type { Locale, OperatorOrdersPage, OrderRefund, RefundOrderInput, RefundState } from '@badal/contracts';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { orders, type RefundRow, users } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { Payments, UpstreamContext } from '../context.js';
import { recordAudit } from '../moderation/audit-log.js';
import { notifyModeration } from '../notifications/notify.js';
import { inTransaction } from '../transactions.js';
import { toPerson } from '../users.js';
import { ordersWhere } from './orders.js';
import { recordRefundOnce, submitRefund } from './refunds.js';

/** Orders that took money: paid is final, refunds included. */
const paid = eq(orders.status, 'paid');

/** The order number, the receipt number, or the customer's user name, e-mail or phone. */
const matching = (query: string): SQL | undefined => {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const customers = sql`${orders.userId} in (select ${users.id} from ${users} where ${or(
    ilike(users.userName, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
  )})`;
  const asNumber = /^\d{1,9}$/.test(query) ? eq(orders.id, Number(query)) : undefined;
  return or(asNumber, ilike(orders.receiptNumber, pattern), customers);
};

export const paidOrdersPage = async (
  ctx: UpstreamContext,
  locale: Locale,
  query: string | undefined,
  page: number,
  perPage: number,
): Promise<OperatorOrdersPage> => {
  const where = query ? and(paid, matching(query)) : paid;
  const { rows, data, meta } = await ordersWhere(ctx.db, where, locale, page, perPage);
  const customerIds = [...new Set(rows.map((r) => r.userId))];
  const customers =
    customerIds.length === 0 ? [] : await ctx.db.select().from(users).where(inArray(users.id, customerIds));
  const byId = new Map(customers.map((c) => [c.id, c]));
  return {
    data: data.map((order, i) => {
      const customer = byId.get(rows[i]?.userId ?? -1);
      if (!customer) throw new Error(`order ${order.id} has no customer`);
      return { ...order, customer: toPerson(ctx, customer) };
    }),
    meta,
  };
};

const toOrderRefund = (row: RefundRow): OrderRefund => ({
  id: row.id,
  amountFils: row.amountFils,
  state: row.state as RefundState,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

const customerOf = async (db: Db, orderId: number): Promise<number> => {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound();
  return order.userId;
};

/**
 * Refunds a paid order by an operator's decision. The customer's open tabs are told their own
 * data changed (their payment history shows the refund and its state).
 */
export const refundByOperator = async (
  ctx: UpstreamContext,
  payments: Payments,
  operatorId: number,
  orderId: number,
  input: RefundOrderInput,
): Promise<OrderRefund> => {
  const customerId = await customerOf(ctx.db, orderId);
  const recorded = await inTransaction(ctx, async (tx, pushes) => {
    const now = ctx.clock();
    const made = await recordRefundOnce(
      tx,
      {
        orderId,
        amountFils: input.amountFils,
        reason: input.reason,
        idempotencyKey: `operator:${input.key}`,
        requestedBy: operatorId,
      },
      now,
    );
    // One audit line per refund, not per click: a key sent again answers the refund already made.
    if (made.created) {
      await recordAudit(
        tx,
        {
          operatorId,
          action: 'refund',
          target: { type: 'order', id: orderId },
          subjectId: customerId,
          reason: input.reason,
        },
        now,
      );
      await notifyModeration(
        ctx,
        { tx, pushes },
        { recipientIds: [customerId], notice: 'refund_issued', reason: input.reason, refundFils: input.amountFils },
      );
    }
    return made.refund;
  });
  const refund = await submitRefund(ctx, payments, recorded.id);
  ctx.push.send(customerId, { event: 'account', data: { reason: 'refund' } });
  return toOrderRefund(refund);
};

/**
 * Sends a refund recorded in a committed transaction (a rejected banner's) and tells the
 * customer's open tabs. A provider out of reach, or payments not set up on this instance, leaves it
 * pending for the refund sweep.
 */
export const sendRecordedRefund = async (ctx: UpstreamContext, refundId: number, customerId: number): Promise<void> => {
  if (ctx.payments) {
    await submitRefund(ctx, ctx.payments, refundId).catch((error: unknown) =>
      ctx.log.warn({ refundId, err: error }, 'refund not sent yet: it is retried'),
    );
  }
  ctx.push.send(customerId, { event: 'account', data: { reason: 'refund' } });
};
