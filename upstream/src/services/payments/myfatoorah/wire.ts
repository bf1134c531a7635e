/**
 * MyFatoorah's v2 API on the wire: every answer is the envelope `{ IsSuccess, Message,
 * ValidationErrors: [{ Name, Error }] | null, Data }`, and each endpoint's `Data` has its own
 * shape (only the fields Badal reads are checked; the rest is left alone). Amounts travel as JSON
 * numbers with up to three decimals; `providerJson` writes them from fils without a float ever
 * holding the amount. The sandbox (src/payment-sandbox/) speaks the same shapes.
 */
import { randomBytes } from 'node:crypto';
import { filsToDecimal } from '@badal/contracts';
import { z } from 'zod';

export const validationErrorSchema = z.object({ Name: z.string().nullable(), Error: z.string().nullable() });

export const envelopeSchema = z.object({
  IsSuccess: z.boolean(),
  Message: z.string().nullable().optional(),
  ValidationErrors: z.array(validationErrorSchema).nullable().optional(),
  Data: z.unknown().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

const amount = z.union([z.number(), z.string()]);
const text = z.string().nullable().optional();

export const initiateSessionDataSchema = z.object({ SessionId: z.string().min(1), CountryCode: z.string().min(1) });

export const initiatePaymentDataSchema = z.object({
  PaymentMethods: z.array(
    z.object({
      PaymentMethodId: z.number().int(),
      PaymentMethodEn: z.string(),
      PaymentMethodAr: z.string(),
      PaymentMethodCode: z.string(),
      IsDirectPayment: z.boolean(),
      IsEmbeddedSupported: z.boolean().optional(),
      ImageUrl: text,
      TotalAmount: amount.optional(),
      CurrencyIso: text,
    }),
  ),
});
export type ProviderPaymentMethod = z.infer<typeof initiatePaymentDataSchema>['PaymentMethods'][number];

export const executePaymentDataSchema = z.object({
  InvoiceId: z.union([z.number().int(), z.string().min(1)]),
  IsDirectPayment: z.boolean().optional(),
  PaymentURL: z.url(),
  CustomerReference: text,
  UserDefinedField: text,
});

export const invoiceTransactionSchema = z.object({
  TransactionDate: text,
  PaymentGateway: text,
  PaymentId: z.union([z.string(), z.number()]).transform(String),
  TransactionId: text,
  /** 'InProgress', 'Succss' (sic), 'Failed', 'Canceled'. */
  TransactionStatus: z.string(),
  TransationValue: amount.optional(),
  Error: text,
  ErrorCode: text,
  CardNumber: text,
});

export const paymentStatusDataSchema = z.object({
  InvoiceId: z.union([z.number().int(), z.string().min(1)]).transform(String),
  /** 'Pending', 'Paid', 'Canceled' (and 'DuplicatePayment', a paid one). */
  InvoiceStatus: z.string(),
  InvoiceReference: text,
  CustomerReference: text,
  UserDefinedField: text,
  InvoiceValue: amount,
  ExpiryDate: text,
  InvoiceTransactions: z.array(invoiceTransactionSchema),
});
export type ProviderPaymentStatus = z.infer<typeof paymentStatusDataSchema>;

const refundId = z.union([z.number().int(), z.string().min(1)]).transform(String);

/** MakeRefund: the refund request the provider made (pending until its finance team executes it). */
export const makeRefundDataSchema = z.object({
  Key: z.union([z.string(), z.number()]).nullish(),
  RefundId: refundId,
  RefundReference: text,
  RefundInvoiceId: z.union([z.number(), z.string()]).nullish(),
  Amount: amount.nullish(),
  Comment: text,
});

/** GetRefundStatus: every refund the key names (one for a RefundId). */
export const refundStatusDataSchema = z.object({
  RefundStatusResult: z.array(
    z.object({
      RefundId: refundId,
      /** 'Pending', 'Refunded', 'Canceled' (the webhook spells them in capitals). */
      RefundStatus: z.string(),
      InvoiceId: z.union([z.number(), z.string()]).nullish(),
      Amount: amount.nullish(),
      RefundReference: text,
    }),
  ),
});

/** An amount of fils to be written as a JSON number with three decimals. */
export class ProviderAmount {
  constructor(readonly fils: number) {}
}

/**
 * JSON of a request body where every ProviderAmount becomes a decimal number such as 12.500.
 * JSON.stringify cannot write a number from text, so amounts go out as a marker string carrying
 * a per-call nonce (no user text can forge it) and the marker is replaced by the decimal.
 */
export const providerJson = (body: unknown): string => {
  const nonce = randomBytes(8).toString('hex');
  const json = JSON.stringify(body, (_key, value: unknown) =>
    value instanceof ProviderAmount ? `~amount:${nonce}:${value.fils}~` : value,
  );
  return json.replace(new RegExp(`"~amount:${nonce}:(\\d+)~"`, 'g'), (_, fils: string) => filsToDecimal(Number(fils)));
};
