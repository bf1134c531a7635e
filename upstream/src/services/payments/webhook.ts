/**
 * The provider's webhook (MyFatoorah webhook V1: `TransactionsStatusChanged`, EventType 1, and
 * `RefundStatusChanged`, EventType 2): the API is the merchant, so the provider calls it
 * directly, never through the BFF. The signature over `Data` must match the shared secret (else
 * 401, nothing changes); the same signed event twice is a replay (409, nothing changes);
 * otherwise the payment or refund it names is settled — by asking the provider, never by
 * believing the event's own status. A refund event Badal has no refund for (made in the
 * provider's portal, or MakeRefund's answer not stored yet) is taken without acting and not
 * recorded: the refund sweep (settlePendingRefunds) asks about refunds still pending anyway.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { paymentWebhookEvents } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { Payments, UpstreamContext } from '../context.js';
import { isValidWebhookSignature, signedText } from './myfatoorah/signature.js';
import { settleRefund } from './refunds.js';
import { settlePayment } from './settlement.js';

/** EventType 1: a transaction's status changed. */
export const TRANSACTION_STATUS_CHANGED = 1;
/** EventType 2: a refund was executed or cancelled. */
export const REFUND_STATUS_CHANGED = 2;

const eventSchema = z.object({
  EventType: z.coerce.number().int(),
  Event: z.string(),
  Data: z.record(z.string(), z.unknown()),
});

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const transactionSchema = z.object({
  InvoiceId: id,
  PaymentId: id.nullish(),
  TransactionStatus: z.string(),
});

const refundSchema = z.object({ RefundId: id, InvoiceId: id.nullish() });

const alreadyReceived = async (db: Db, digest: string) =>
  (
    await db
      .select({ id: paymentWebhookEvents.id })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.digest, digest))
      .limit(1)
  ).length > 0;

export interface WebhookAnswer {
  received: true;
  event: string;
  orderId: number | null;
  /** The order's status, or for a refund event the refund's state. */
  status: string | null;
  /** For a refund event: Badal's refund. */
  refundId?: number;
}

export const receiveWebhook = async (
  ctx: UpstreamContext,
  payments: Payments,
  body: unknown,
  signature: string | undefined,
): Promise<WebhookAnswer> => {
  const event = eventSchema.safeParse(body);
  if (!event.success) throw new HttpError(400, 'error.badRequest');
  const { Data: data, EventType: type, Event: name } = event.data;
  if (!isValidWebhookSignature(data, payments.config.webhookSecret, signature)) {
    ctx.log.warn({ event: name }, 'payment webhook with a bad signature refused');
    throw new HttpError(401, 'upstream.webhookSignature');
  }
  const digest = createHash('sha256')
    .update(`${type}\n${signedText(data)}`)
    .digest('hex');
  if (await alreadyReceived(ctx.db, digest)) throw new HttpError(409, 'upstream.webhookReplay');
  if (type === REFUND_STATUS_CHANGED) return receiveRefundEvent(ctx, payments, data, name, digest);
  if (type !== TRANSACTION_STATUS_CHANGED) return { received: true, event: name, orderId: null, status: null };

  const transaction = transactionSchema.safeParse(data);
  if (!transaction.success) throw new HttpError(422, 'error.validation');
  const { InvoiceId: invoiceId, PaymentId: paymentId } = transaction.data;
  const order = await settlePayment(ctx, payments, paymentId ? { paymentId } : { invoiceId });
  // Recorded once settled: an event that failed to settle (provider down) may come again.
  const recorded = await ctx.db
    .insert(paymentWebhookEvents)
    .values({ digest, event: name, invoiceId, paymentId: paymentId ?? null, orderId: order?.id ?? null })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  if (recorded.length === 0) throw new HttpError(409, 'upstream.webhookReplay');
  if (!order) ctx.log.warn({ invoiceId }, 'payment webhook for an invoice that is not an order of ours');
  return { received: true, event: name, orderId: order?.id ?? null, status: order?.status ?? null };
};

const receiveRefundEvent = async (
  ctx: UpstreamContext,
  payments: Payments,
  data: Record<string, unknown>,
  name: string,
  digest: string,
): Promise<WebhookAnswer> => {
  const event = refundSchema.safeParse(data);
  if (!event.success) throw new HttpError(422, 'error.validation');
  const { RefundId: providerRefundId, InvoiceId: invoiceId } = event.data;
  const refund = await settleRefund(ctx, payments, providerRefundId);
  if (!refund) {
    ctx.log.warn({ providerRefundId }, 'refund webhook for a refund that is not (yet) one of ours');
    return { received: true, event: name, orderId: null, status: null };
  }
  const recorded = await ctx.db
    .insert(paymentWebhookEvents)
    .values({ digest, event: name, invoiceId: invoiceId ?? null, paymentId: null, orderId: refund.orderId })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  if (recorded.length === 0) throw new HttpError(409, 'upstream.webhookReplay');
  return { received: true, event: name, orderId: refund.orderId, status: refund.state, refundId: refund.id };
};
