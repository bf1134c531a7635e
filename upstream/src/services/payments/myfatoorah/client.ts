/**
 * The one adapter to the card provider, MyFatoorah's v2 API (architecture §12): InitiateSession (the
 * embedded card form), InitiatePayment (the ways to pay), ExecutePayment (an invoice and the page
 * the customer pays on), GetPaymentStatus (the truth about a payment), MakeRefund (a refund
 * request, executed later by the provider) and GetRefundStatus (how a refund ended). It talks to
 * MYFATOORAH_BASE_URL with MYFATOORAH_API_KEY: the sandbox of this repository in development and
 * tests, apitest.myfatoorah.com or the live API by configuration, through the same code.
 *
 * Every failure becomes one of three errors: the provider refused (its message and validation
 * errors), the provider is unusable (no connection, a 5xx, an unreadable or unexpected answer,
 * a refused API key), or it did not answer in time.
 */
import { decimalToFils, MoneyError } from '@badal/contracts';
import type { z } from 'zod';
import {
  envelopeSchema,
  executePaymentDataSchema,
  initiatePaymentDataSchema,
  initiateSessionDataSchema,
  makeRefundDataSchema,
  ProviderAmount,
  type ProviderPaymentMethod,
  type ProviderPaymentStatus,
  paymentStatusDataSchema,
  providerJson,
  refundStatusDataSchema,
} from './wire.js';

export interface MyFatoorahOptions {
  /** e.g. https://apitest.myfatoorah.com or http://127.0.0.1:4100; `/v2/…` is appended. */
  baseUrl: string;
  apiKey: string;
  /** Per call, the whole answer included. */
  timeoutMs: number;
}

/** The provider answered and said no (IsSuccess false with a 4xx): its words are kept. */
export class ProviderRefusal extends Error {
  override name = 'ProviderRefusal';
  constructor(
    readonly providerMessage: string,
    readonly validationErrors: readonly { name: string; error: string }[],
  ) {
    super(`the payment provider refused: ${providerMessage}`);
  }

  /** The provider's reason in one line: its validation errors, else its message. */
  get reason(): string {
    const details = this.validationErrors.map((e) => e.error || e.name).filter((s) => s !== '');
    return details.length > 0 ? details.join('; ') : this.providerMessage;
  }
}

/** No usable answer: connection failed, a server error, garbage, or the API key was refused. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

export class ProviderTimeout extends Error {
  override name = 'ProviderTimeout';
}

export interface ExecutePaymentInput {
  amountFils: number;
  /** A submitted embedded-form session (card), or … */
  sessionId?: string | undefined;
  /** … a redirect method such as KNET. */
  paymentMethodId?: number | undefined;
  customerName: string;
  customerEmail?: string | undefined;
  callbackUrl: string;
  errorUrl: string;
  language: 'en' | 'ar';
  customerReference: string;
  userDefinedField?: string | undefined;
  items: readonly { name: string; quantity: number; unitFils: number }[];
}

export interface ExecutedPayment {
  invoiceId: string;
  paymentUrl: string;
}

export type PaymentKeyType = 'PaymentId' | 'InvoiceId' | 'CustomerReference';

export interface PaymentStatus {
  invoiceId: string;
  invoiceStatus: string;
  customerReference: string | null;
  invoiceValueFils: number;
  transactions: {
    paymentId: string;
    status: string;
    gateway: string | null;
    error: string | null;
    date: string | null;
  }[];
}

export interface MakeRefundInput {
  /** The paid payment (PaymentId, from the return or the status) or its invoice. */
  key: string;
  keyType: 'PaymentId' | 'InvoiceId';
  amountFils: number;
  /** Badal's reason, kept with the refund at the provider. */
  comment: string;
}

export interface MadeRefund {
  refundId: string;
  refundReference: string | null;
  /** What the provider says it will refund, when it says so. */
  amountFils: number | null;
}

/** pending: requested, not executed yet; done: refunded; refused: cancelled by the provider. */
export type RefundState = 'pending' | 'done' | 'refused';

export interface RefundStatus {
  refundId: string;
  state: RefundState;
  /** The provider's own word ('Pending', 'Refunded', 'Canceled'). */
  providerStatus: string;
  refundReference: string | null;
  invoiceId: string | null;
  amountFils: number | null;
}

const REFUND_STATES: Readonly<Record<string, RefundState>> = {
  pending: 'pending',
  refunded: 'done',
  canceled: 'refused',
  cancelled: 'refused',
  rejected: 'refused',
};

/** The provider's refund status in Badal's words (GetRefundStatus says 'Refunded', the webhook 'REFUNDED'). */
export const refundStateOf = (providerStatus: string): RefundState | undefined =>
  REFUND_STATES[providerStatus.trim().toLowerCase()];

export interface MyFatoorahClient {
  initiateSession(customerIdentifier?: string): Promise<{ sessionId: string; countryCode: string }>;
  initiatePayment(amountFils: number): Promise<ProviderPaymentMethod[]>;
  executePayment(input: ExecutePaymentInput): Promise<ExecutedPayment>;
  getPaymentStatus(key: string, keyType: PaymentKeyType): Promise<PaymentStatus>;
  makeRefund(input: MakeRefundInput): Promise<MadeRefund>;
  getRefundStatus(refundId: string): Promise<RefundStatus>;
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** An amount the provider answered, as fils; one that is not an amount makes the answer unusable. */
const optionalFils = (endpoint: string, value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  try {
    return decimalToFils(value);
  } catch (error) {
    if (error instanceof MoneyError) throw new ProviderUnavailable(`${endpoint}: ${error.message}`);
    throw error;
  }
};

const toStatus = (data: ProviderPaymentStatus): PaymentStatus => ({
  invoiceId: data.InvoiceId,
  invoiceStatus: data.InvoiceStatus,
  customerReference: data.CustomerReference ?? null,
  invoiceValueFils: decimalToFils(data.InvoiceValue),
  transactions: data.InvoiceTransactions.map((t) => ({
    paymentId: t.PaymentId,
    status: t.TransactionStatus,
    gateway: t.PaymentGateway ?? null,
    error: t.Error ?? null,
    date: t.TransactionDate ?? null,
  })),
});

export const createMyFatoorahClient = (options: MyFatoorahOptions): MyFatoorahClient => {
  const base = options.baseUrl.replace(/\/+$/, '');

  const call = async <S extends z.ZodType>(endpoint: string, body: unknown, data: S): Promise<z.output<S>> => {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}/v2/${endpoint}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: providerJson(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) throw new ProviderTimeout(`${endpoint}: no answer within ${options.timeoutMs} ms`);
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new ProviderUnavailable(`${endpoint}: ${cause}`);
    }
    if (status === 401 || status === 403)
      throw new ProviderUnavailable(`${endpoint}: the API key was refused (${status})`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderUnavailable(`${endpoint}: answered ${status} with a body that is not JSON`);
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw new ProviderUnavailable(`${endpoint}: answered ${status} without its envelope`);
    const { IsSuccess, Message, ValidationErrors, Data } = envelope.data;
    if (!IsSuccess) {
      const message = Message?.trim() || 'refused without a message';
      if (status >= 500) throw new ProviderUnavailable(`${endpoint}: ${status} ${message}`);
      throw new ProviderRefusal(
        message,
        (ValidationErrors ?? []).map((e) => ({ name: e.Name ?? '', error: e.Error ?? '' })),
      );
    }
    if (status >= 300) throw new ProviderUnavailable(`${endpoint}: answered ${status} with IsSuccess true`);
    const parsed = data.safeParse(Data);
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
      throw new ProviderUnavailable(`${endpoint}: unexpected Data (${where})`);
    }
    return parsed.data;
  };

  return {
    initiateSession: async (customerIdentifier) => {
      const data = await call(
        'InitiateSession',
        customerIdentifier ? { CustomerIdentifier: customerIdentifier } : {},
        initiateSessionDataSchema,
      );
      return { sessionId: data.SessionId, countryCode: data.CountryCode };
    },

    initiatePayment: async (amountFils) =>
      (
        await call(
          'InitiatePayment',
          { InvoiceAmount: new ProviderAmount(amountFils), CurrencyIso: 'KWD' },
          initiatePaymentDataSchema,
        )
      ).PaymentMethods,

    executePayment: async (input) => {
      const data = await call(
        'ExecutePayment',
        {
          InvoiceValue: new ProviderAmount(input.amountFils),
          ...(input.sessionId ? { SessionId: input.sessionId } : { PaymentMethodId: input.paymentMethodId }),
          CustomerName: input.customerName,
          ...(input.customerEmail ? { CustomerEmail: input.customerEmail } : {}),
          DisplayCurrencyIso: 'KWD',
          CallBackUrl: input.callbackUrl,
          ErrorUrl: input.errorUrl,
          Language: input.language,
          CustomerReference: input.customerReference,
          ...(input.userDefinedField ? { UserDefinedField: input.userDefinedField } : {}),
          InvoiceItems: input.items.map((item) => ({
            ItemName: item.name,
            Quantity: item.quantity,
            UnitPrice: new ProviderAmount(item.unitFils),
          })),
        },
        executePaymentDataSchema,
      );
      return { invoiceId: String(data.InvoiceId), paymentUrl: data.PaymentURL };
    },

    getPaymentStatus: async (key, keyType) => {
      const data = await call('GetPaymentStatus', { Key: key, KeyType: keyType }, paymentStatusDataSchema);
      try {
        return toStatus(data);
      } catch (error) {
        if (error instanceof MoneyError) throw new ProviderUnavailable(`GetPaymentStatus: ${error.message}`);
        throw error;
      }
    },

    makeRefund: async (input) => {
      const data = await call(
        'MakeRefund',
        {
          KeyType: input.keyType,
          Key: input.key,
          RefundChargeOnCustomer: false,
          ServiceChargeOnCustomer: false,
          Amount: new ProviderAmount(input.amountFils),
          Comment: input.comment,
          AmountDeductedFromSupplier: 0,
        },
        makeRefundDataSchema,
      );
      return {
        refundId: data.RefundId,
        refundReference: data.RefundReference ?? null,
        amountFils: optionalFils('MakeRefund', data.Amount),
      };
    },

    getRefundStatus: async (refundId) => {
      const data = await call('GetRefundStatus', { KeyType: 'RefundId', Key: refundId }, refundStatusDataSchema);
      const result = data.RefundStatusResult.find((r) => r.RefundId === refundId);
      if (!result) throw new ProviderUnavailable(`GetRefundStatus: no status for refund ${refundId}`);
      const state = refundStateOf(result.RefundStatus);
      if (!state) throw new ProviderUnavailable(`GetRefundStatus: unknown refund status '${result.RefundStatus}'`);
      return {
        refundId,
        state,
        providerStatus: result.RefundStatus,
        refundReference: result.RefundReference ?? null,
        invoiceId: result.InvoiceId === null || result.InvoiceId === undefined ? null : String(result.InvoiceId),
        amountFils: optionalFils('GetRefundStatus', result.Amount),
      };
    },
  };
};
