/**
 * The sandbox's v2 API, with MyFatoorah's request and answer shapes: InitiateSession,
 * InitiatePayment, ExecutePayment, GetPaymentStatus, MakeRefund and GetRefundStatus, behind
 * `Authorization: Bearer <API key>`. Every answer is the envelope `{ IsSuccess, Message,
 * ValidationErrors, Data }`; a refusal is a 400 with IsSuccess false, as the real API answers.
 *
 * Refunds: a paid invoice (by InvoiceId or the PaymentId of its successful transaction) can be
 * refunded in parts up to its value; a request over what is left (its value less the refunds not
 * cancelled), of an unpaid invoice or of nothing is refused at once. A request is Pending until the
 * refund desk (refund-desk.ts) executes or cancels it; `POST /sandbox/refunds/<RefundId>` with
 * `{ "decision": "refund" | "cancel" }` (same API key) decides one now and sends its webhook.
 */
import { decimalToFils, filsToDecimal, MoneyError } from '@badal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { localeOf } from '../bilingual.js';
import { ProviderAmount, providerJson } from '../services/payments/myfatoorah/wire.js';
import type { RefundDesk } from './refund-desk.js';
import type { SandboxInvoice, SandboxRefund, SandboxState } from './sandbox-state.js';

/** Payment method ids as MyFatoorah numbers them in Kuwait. */
export const KNET_METHOD_ID = 1;
export const CARD_METHOD_ID = 2;

interface ValidationError {
  Name: string;
  Error: string;
}

const answer = (reply: FastifyReply, status: number, body: object) =>
  reply.code(status).type('application/json; charset=utf-8').send(providerJson(body));

const ok = (reply: FastifyReply, message: string, data: unknown) =>
  answer(reply, 200, { IsSuccess: true, Message: message, ValidationErrors: null, Data: data });

const refuse = (reply: FastifyReply, message: string, errors: ValidationError[] | null = null) =>
  answer(reply, 400, { IsSuccess: false, Message: message, ValidationErrors: errors, Data: null });

const fils = (value: unknown): number | null => {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  try {
    return decimalToFils(value);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
};

const webUrl = z.url({ protocol: /^https?$/ }).max(254);
const optionalText = z.string().max(200).nullish();

const executeSchema = z.object({
  InvoiceValue: z.unknown(),
  SessionId: z.string().nullish(),
  PaymentMethodId: z.coerce.number().int().nullish(),
  CustomerName: optionalText,
  CustomerEmail: optionalText,
  CallBackUrl: webUrl,
  ErrorUrl: webUrl,
  Language: z.enum(['en', 'ar', 'EN', 'AR']).nullish(),
  CustomerReference: z.string().max(100).nullish(),
  UserDefinedField: z.string().max(100).nullish(),
  InvoiceItems: z
    .array(
      z.object({ ItemName: z.string().min(1).max(500), Quantity: z.number().int().positive(), UnitPrice: z.unknown() }),
    )
    .nullish(),
});

export const invoiceStatusData = (invoice: SandboxInvoice) => ({
  InvoiceId: invoice.id,
  InvoiceStatus: invoice.status,
  InvoiceReference: invoice.reference,
  CustomerReference: invoice.customerReference,
  CreatedDate: invoice.createdAt.toISOString(),
  ExpiryDate: invoice.expiresAt.toISOString().slice(0, 10),
  ExpiryTime: invoice.expiresAt.toISOString().slice(11, 19),
  InvoiceValue: new ProviderAmount(invoice.valueFils),
  Comments: null,
  CustomerName: invoice.customerName,
  CustomerMobile: null,
  CustomerEmail: invoice.customerEmail,
  UserDefinedField: invoice.userDefinedField,
  InvoiceDisplayValue: `${filsToDecimal(invoice.valueFils)} KD`,
  DueDeposit: 0,
  DepositStatus: 'Not Deposited',
  InvoiceItems: invoice.items.map((item) => ({
    ItemName: item.name,
    Quantity: item.quantity,
    UnitPrice: new ProviderAmount(item.unitFils),
  })),
  InvoiceTransactions: invoice.transactions.map((t) => ({
    TransactionDate: t.date.toISOString(),
    PaymentGateway: t.gateway,
    ReferenceId: t.referenceId,
    TrackId: t.trackId,
    TransactionId: t.transactionId,
    PaymentId: t.paymentId,
    AuthorizationId: t.authorizationId,
    TransactionStatus: t.status,
    TransationValue: new ProviderAmount(invoice.valueFils),
    CustomerServiceCharge: new ProviderAmount(0),
    DueValue: new ProviderAmount(invoice.valueFils),
    PaidCurrency: 'KWD',
    PaidCurrencyValue: new ProviderAmount(invoice.valueFils),
    Currency: 'KWD',
    Error: t.error,
    CardNumber: t.cardNumber,
    ErrorCode: t.errorCode,
  })),
  Suppliers: [],
});

const refundSchema = z.object({
  KeyType: z.string(),
  Key: z.union([z.string().min(1), z.number().int()]).transform(String),
  RefundChargeOnCustomer: z.boolean().nullish(),
  ServiceChargeOnCustomer: z.boolean().nullish(),
  Amount: z.unknown(),
  Comment: z.string().max(500).nullish(),
  AmountDeductedFromSupplier: z.unknown().optional(),
});

const refundStatusData = (refund: SandboxRefund) => ({
  RefundId: refund.id,
  RefundStatus: refund.status,
  InvoiceId: refund.invoice.id,
  Amount: new ProviderAmount(refund.amountFils),
  RefundReference: refund.reference,
  RefundAmount: new ProviderAmount(refund.amountFils),
  CreatedDate: refund.createdAt.toISOString(),
  Comment: refund.comment,
});

export interface ProviderRouteOptions {
  state: SandboxState;
  /** Executes or cancels refund requests (the provider's finance team). */
  refunds: RefundDesk;
  apiKey: string;
  publicUrl: () => string;
  /** How long the timeout card keeps ExecutePayment from answering. */
  hangMs: number;
  invoiceTtlMs: number;
}

export const registerProviderRoutes = (app: FastifyInstance, options: ProviderRouteOptions): void => {
  const { state } = options;
  const hung = new Set<{ timer: NodeJS.Timeout; destroy: () => void }>();
  // Before the server waits for its connections to end: a hung answer would hold it open.
  app.addHook('preClose', async () => {
    for (const h of hung) {
      clearTimeout(h.timer);
      h.destroy();
    }
  });

  app.register(async (v2) => {
    v2.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
        return answer(reply, 401, {
          IsSuccess: false,
          Message: 'Authorization has been denied for this request.',
          ValidationErrors: null,
          Data: null,
        });
      }
    });

    v2.post('/v2/InitiateSession', async (_request, reply) => {
      const session = state.openSession(new Date());
      return ok(reply, 'Initiated Successfully!', { SessionId: session.id, CountryCode: 'KWT', CustomerTokens: [] });
    });

    v2.post('/v2/InitiatePayment', async (request, reply) => {
      const body = (request.body ?? {}) as { InvoiceAmount?: unknown; CurrencyIso?: unknown };
      const amount = fils(body.InvoiceAmount);
      if (!amount)
        return refuse(reply, 'Invalid data', [
          { Name: 'InvoiceAmount', Error: 'The invoice amount must be more than 0.' },
        ]);
      const method = (id: number, code: string, en: string, ar: string, embedded: boolean) => ({
        PaymentMethodId: id,
        PaymentMethodAr: ar,
        PaymentMethodEn: en,
        PaymentMethodCode: code,
        IsDirectPayment: false,
        ServiceCharge: new ProviderAmount(0),
        TotalAmount: new ProviderAmount(amount),
        CurrencyIso: 'KWD',
        ImageUrl: `${options.publicUrl()}/images/${code}.svg`,
        IsEmbeddedSupported: embedded,
        PaymentCurrencyIso: 'KWD',
      });
      return ok(reply, 'Initiated Successfully!', {
        PaymentMethods: [
          method(KNET_METHOD_ID, 'kn', 'KNET', 'كي نت', false),
          method(CARD_METHOD_ID, 'vm', 'VISA/MASTER', 'فيزا / ماستر', true),
        ],
      });
    });

    v2.post('/v2/ExecutePayment', async (request, reply) => {
      const parsed = executeSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return refuse(
          reply,
          'Invalid data',
          parsed.error.issues.map((i) => ({ Name: i.path.join('.') || 'Body', Error: i.message })),
        );
      }
      const body = parsed.data;
      const value = fils(body.InvoiceValue);
      if (!value)
        return refuse(reply, 'Invalid data', [
          { Name: 'InvoiceValue', Error: 'The invoice value must be more than 0 with at most 3 decimals.' },
        ]);
      const items = (body.InvoiceItems ?? []).map((item) => ({
        name: item.ItemName,
        quantity: item.Quantity,
        unitFils: fils(item.UnitPrice),
      }));
      if (items.some((item) => item.unitFils === null)) {
        return refuse(reply, 'Invalid data', [
          { Name: 'InvoiceItems.UnitPrice', Error: 'Every item needs a unit price.' },
        ]);
      }
      if (items.length > 0 && items.reduce((sum, i) => sum + i.quantity * (i.unitFils ?? 0), 0) !== value) {
        return refuse(reply, 'Invalid data', [
          { Name: 'InvoiceValue', Error: 'The invoice value must equal the total of the invoice items.' },
        ]);
      }
      const now = new Date();
      let method: SandboxInvoice['method'];
      if (body.SessionId) {
        const session = state.session(body.SessionId);
        if (!session) return refuse(reply, 'Invalid data', [{ Name: 'SessionId', Error: 'Invalid SessionId.' }]);
        if (session.usedAt)
          return refuse(reply, 'Invalid data', [{ Name: 'SessionId', Error: 'This session was already used.' }]);
        if (session.expiresAt <= now)
          return refuse(reply, 'Invalid data', [{ Name: 'SessionId', Error: 'This session has expired.' }]);
        if (!session.card) {
          return refuse(reply, 'Invalid data', [
            { Name: 'SessionId', Error: 'No card details were submitted in this session.' },
          ]);
        }
        session.usedAt = now;
        if (session.card.behaviour === 'timeout') {
          // The card network never answers: neither does ExecutePayment, and no invoice is made.
          reply.hijack();
          const raw = reply.raw;
          const entry = { timer: setTimeout(() => raw.destroy(), options.hangMs), destroy: () => raw.destroy() };
          hung.add(entry);
          raw.on('close', () => {
            clearTimeout(entry.timer);
            hung.delete(entry);
          });
          return reply;
        }
        method = { kind: 'card', card: session.card };
      } else if (body.PaymentMethodId === KNET_METHOD_ID) {
        method = { kind: 'knet' };
      } else if (body.PaymentMethodId === CARD_METHOD_ID) {
        return refuse(reply, 'Invalid data', [
          {
            Name: 'PaymentMethodId',
            Error: 'The sandbox takes cards through the embedded form: pay with its SessionId.',
          },
        ]);
      } else {
        return refuse(reply, 'Invalid data', [
          { Name: 'PaymentMethodId', Error: 'Send a SessionId or a valid PaymentMethodId.' },
        ]);
      }
      const invoice = state.createInvoice({
        customerReference: body.CustomerReference ?? null,
        userDefinedField: body.UserDefinedField ?? null,
        customerName: body.CustomerName ?? 'Customer',
        customerEmail: body.CustomerEmail ?? null,
        valueFils: value,
        callbackUrl: body.CallBackUrl,
        errorUrl: body.ErrorUrl,
        language: localeOf(body.Language?.toLowerCase()),
        createdAt: now,
        expiresAt: new Date(now.getTime() + options.invoiceTtlMs),
        method,
        items: items.map((i) => ({ name: i.name, quantity: i.quantity, unitFils: i.unitFils ?? 0 })),
      });
      return ok(reply, 'Invoice Created Successfully!', {
        InvoiceId: invoice.id,
        IsDirectPayment: false,
        PaymentURL: `${options.publicUrl()}/pay/${invoice.token}`,
        CustomerReference: invoice.customerReference,
        UserDefinedField: invoice.userDefinedField,
        RecurringId: '',
      });
    });

    v2.post('/v2/GetPaymentStatus', async (request, reply) => {
      const body = (request.body ?? {}) as { Key?: unknown; KeyType?: unknown };
      const key = typeof body.Key === 'string' || typeof body.Key === 'number' ? String(body.Key) : '';
      const keyType = typeof body.KeyType === 'string' ? body.KeyType.toLowerCase() : '';
      if (!key || !['invoiceid', 'paymentid', 'customerreference'].includes(keyType)) {
        return refuse(reply, 'Invalid data', [
          { Name: 'KeyType', Error: 'Send a Key with KeyType InvoiceId, PaymentId or CustomerReference.' },
        ]);
      }
      const invoice = state.find(key, keyType as 'invoiceid' | 'paymentid' | 'customerreference');
      if (!invoice) return refuse(reply, 'No invoice matches this key.');
      return ok(reply, 'Get Payment Status', invoiceStatusData(invoice));
    });

    v2.post('/v2/MakeRefund', async (request, reply) => {
      const parsed = refundSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return refuse(
          reply,
          'Invalid data',
          parsed.error.issues.map((i) => ({ Name: i.path.join('.') || 'Body', Error: i.message })),
        );
      }
      const body = parsed.data;
      const keyType = body.KeyType.toLowerCase();
      if (keyType !== 'invoiceid' && keyType !== 'paymentid') {
        return refuse(reply, 'Invalid data', [{ Name: 'KeyType', Error: 'KeyType must be InvoiceId or PaymentId.' }]);
      }
      const invoice = state.find(body.Key, keyType);
      if (!invoice) return refuse(reply, 'No invoice matches this key.');
      const paid =
        keyType === 'paymentid'
          ? invoice.transactions.find((t) => t.paymentId === body.Key && t.status === 'Succss')
          : invoice.transactions.find((t) => t.status === 'Succss');
      if (invoice.status !== 'Paid' || !paid) {
        return refuse(reply, 'Invalid data', [{ Name: 'Key', Error: 'Only a paid invoice can be refunded.' }]);
      }
      const amount = fils(body.Amount);
      if (!amount) {
        return refuse(reply, 'Invalid data', [
          { Name: 'Amount', Error: 'The refund amount must be more than 0 with at most 3 decimals.' },
        ]);
      }
      const left = state.refundableFils(invoice);
      if (amount > left) {
        return refuse(reply, 'Invalid data', [
          {
            Name: 'Amount',
            Error: `The refund amount is more than the ${filsToDecimal(left)} KD left to refund on this invoice.`,
          },
        ]);
      }
      const refund = state.createRefund(invoice, paid, amount, body.Comment ?? null, new Date());
      options.refunds.received(refund);
      return ok(reply, 'Refund request submitted successfully', {
        Key: body.Key,
        RefundId: refund.id,
        RefundReference: refund.reference,
        Amount: new ProviderAmount(refund.amountFils),
        Comment: refund.comment,
      });
    });

    v2.post('/v2/GetRefundStatus', async (request, reply) => {
      const body = (request.body ?? {}) as { Key?: unknown; KeyType?: unknown };
      const key = typeof body.Key === 'string' || typeof body.Key === 'number' ? String(body.Key) : '';
      const keyType = typeof body.KeyType === 'string' ? body.KeyType.toLowerCase() : '';
      if (!key || (keyType !== 'refundid' && keyType !== 'refundreference' && keyType !== 'invoiceid')) {
        return refuse(reply, 'Invalid data', [
          { Name: 'KeyType', Error: 'Send a Key with KeyType RefundId, RefundReference or InvoiceId.' },
        ]);
      }
      const found = state.findRefunds(key, keyType);
      if (found.length === 0) return refuse(reply, 'No refund matches this key.');
      return ok(reply, 'Get Refund Status', { RefundStatusResult: found.map(refundStatusData) });
    });

    // The sandbox's own control (no such call at MyFatoorah): its finance team's decision, now.
    v2.post<{ Params: { refundId: string } }>('/sandbox/refunds/:refundId', async (request, reply) => {
      const decision = (request.body as { decision?: unknown } | undefined)?.decision;
      if (decision !== 'refund' && decision !== 'cancel') {
        return refuse(reply, 'Invalid data', [{ Name: 'decision', Error: 'Send decision refund or cancel.' }]);
      }
      const [refund] = state.findRefunds(request.params.refundId, 'refundid');
      if (!refund) return refuse(reply, 'No refund matches this key.');
      if (!options.refunds.decide(refund, decision === 'refund' ? 'Refunded' : 'Canceled')) {
        return refuse(reply, `This refund was already decided: ${refund.status}.`);
      }
      return ok(reply, 'Refund decided', refundStatusData(refund));
    });
  });
};
