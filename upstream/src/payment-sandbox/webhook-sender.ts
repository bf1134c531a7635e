/**
 * The sandbox's webhook, as MyFatoorah sends webhook V1: `TransactionsStatusChanged` (EventType 1)
 * with the transaction data model and `RefundStatusChanged` (EventType 2) with the refund data
 * model, signed in the `MyFatoorah-Signature` header, and sent again when the merchant does not
 * answer 2xx (four attempts, ten seconds apart, unless told otherwise).
 */
import { filsToDecimal } from '@badal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { SIGNATURE_HEADER, signWebhookData } from '../services/payments/myfatoorah/signature.js';
import type { SandboxInvoice, SandboxRefund, SandboxTransaction } from './sandbox-state.js';

/** ddMMyyyyHHmmss, the webhook's date format (UTC here; MyFatoorah uses its portal's time). */
export const webhookDate = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}${date.getUTCFullYear()}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
};

const WEBHOOK_STATUS = { Succss: 'SUCCESS', Failed: 'FAILED', Canceled: 'CANCELED', InProgress: null } as const;

/** The transaction data model of webhook V1 for one finished attempt. */
export const transactionEvent = (invoice: SandboxInvoice, transaction: SandboxTransaction) => {
  const value = filsToDecimal(invoice.valueFils);
  return {
    EventType: 1,
    Event: 'TransactionsStatusChanged',
    DateTime: webhookDate(transaction.date),
    CountryIsoCode: 'KWT',
    Data: {
      InvoiceId: invoice.id,
      InvoiceReference: invoice.reference,
      CreatedDate: webhookDate(invoice.createdAt),
      CustomerReference: invoice.customerReference,
      CustomerName: invoice.customerName,
      CustomerMobile: null,
      CustomerEmail: invoice.customerEmail,
      TransactionStatus: WEBHOOK_STATUS[transaction.status],
      PaymentMethod: transaction.gateway,
      UserDefinedField: invoice.userDefinedField,
      ReferenceId: transaction.referenceId,
      TrackId: transaction.trackId,
      PaymentId: transaction.paymentId,
      AuthorizationId: transaction.authorizationId,
      InvoiceValueInBaseCurrency: value,
      BaseCurrency: 'KWD',
      InvoiceValueInDisplayCurreny: value,
      DisplayCurrency: 'KWD',
      InvoiceValueInPayCurrency: value,
      PayCurrency: 'KWD',
    },
  };
};

/** The refund data model of webhook V1 for a refund executed (REFUNDED) or cancelled (CANCELED). */
export const refundEvent = (refund: SandboxRefund) => {
  const amount = filsToDecimal(refund.amountFils);
  const { invoice, transaction } = refund;
  return {
    EventType: 2,
    Event: 'RefundStatusChanged',
    DateTime: webhookDate(refund.decidedAt ?? refund.createdAt),
    CountryIsoCode: 'KWT',
    Data: {
      RefundId: refund.id,
      RefundReference: refund.reference,
      CreatedDate: webhookDate(refund.createdAt),
      RefundStatus: refund.status.toUpperCase(),
      Amount: amount,
      Comments: refund.comment,
      InvoiceId: invoice.id,
      // (sic) as the provider spells it.
      InvoiceRefernce: invoice.reference,
      // Not signed (signature.ts).
      GatewayReference: {
        PaymentId: transaction.paymentId,
        AuthorizationId: transaction.authorizationId,
        ReferenceId: transaction.referenceId,
        TransactionId: transaction.transactionId,
        RefundAmount: amount,
        Currency: 'KWD',
        PaymentMethod: transaction.gateway,
      },
    },
  };
};

interface WebhookEvent {
  EventType: number;
  Event: string;
  Data: Record<string, unknown>;
}

export interface WebhookSender {
  send(invoice: SandboxInvoice, transaction: SandboxTransaction): void;
  /** A refund was executed or cancelled. */
  sendRefund(refund: SandboxRefund): void;
  /** Waits for attempts under way and cancels the retries still waiting. */
  close(): Promise<void>;
}

export const createWebhookSender = (options: {
  /** Read at each attempt (a test wires it once the merchant listens). */
  url: () => string | undefined;
  secret: string | undefined;
  retryDelaysMs: readonly number[];
  timeoutMs?: number;
  log: FastifyBaseLogger;
}): WebhookSender => {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const attempt = async (event: WebhookEvent, n: number): Promise<void> => {
    const url = options.url();
    if (!url || closed) return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.secret) headers[SIGNATURE_HEADER] = signWebhookData(event.Data, options.secret);
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      options.log.warn({ err: error, attempt: n + 1 }, 'webhook not delivered');
    }
    options.log.info({ event: event.Event, invoiceId: event.Data.InvoiceId, status, attempt: n + 1 }, 'webhook sent');
    if (status >= 200 && status < 300) return;
    const delay = options.retryDelaysMs[n];
    if (delay === undefined || closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      track(attempt(event, n + 1));
    }, delay);
    timers.add(timer);
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  return {
    send: (invoice, transaction) => track(attempt(transactionEvent(invoice, transaction), 0)),
    sendRefund: (refund) => track(attempt(refundEvent(refund), 0)),
    close: async () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
};
