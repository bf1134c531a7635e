/**
 * What the sandbox remembers, in memory like a test account that is wiped on restart: embedded
 * form sessions (with the card's brand, last digits and test behaviour — never the number),
 * invoices and their transactions, found by invoice id, payment id or customer reference, and the
 * refunds asked of paid invoices.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { CardBehaviour, CardBrand } from './test-cards.js';

export interface SandboxCard {
  brand: CardBrand;
  last4: string;
  behaviour: CardBehaviour;
}

export interface SandboxSession {
  id: string;
  expiresAt: Date;
  card: SandboxCard | null;
  /** A session pays once: set when ExecutePayment takes it. */
  usedAt: Date | null;
}

/** MyFatoorah's statuses: 'InProgress', 'Succss' (sic), 'Failed', 'Canceled'. */
export type TransactionStatus = 'InProgress' | 'Succss' | 'Failed' | 'Canceled';

export interface SandboxTransaction {
  paymentId: string;
  transactionId: string;
  referenceId: string;
  trackId: string;
  authorizationId: string;
  date: Date;
  status: TransactionStatus;
  /** 'KNET' or 'VISA/MASTER'. */
  gateway: string;
  error: string | null;
  errorCode: string | null;
  cardNumber: string | null;
}

export interface InvoiceItem {
  name: string;
  quantity: number;
  unitFils: number;
}

export interface SandboxInvoice {
  id: number;
  /** Where the customer pays: /pay/<token>. */
  token: string;
  reference: string;
  customerReference: string | null;
  userDefinedField: string | null;
  customerName: string;
  customerEmail: string | null;
  valueFils: number;
  callbackUrl: string;
  errorUrl: string;
  language: 'en' | 'ar';
  createdAt: Date;
  expiresAt: Date;
  status: 'Pending' | 'Paid' | 'Canceled';
  /** A card through the embedded form's session, or KNET by redirect. */
  method: { kind: 'card'; card: SandboxCard } | { kind: 'knet' };
  items: InvoiceItem[];
  transactions: SandboxTransaction[];
  otpAttempts: number;
}

/** GetRefundStatus's words: a request waits for the provider's finance team, then is executed or cancelled. */
export type RefundStatus = 'Pending' | 'Refunded' | 'Canceled';

export interface SandboxRefund {
  id: number;
  reference: string;
  invoice: SandboxInvoice;
  /** The successful transaction it gives money back from. */
  transaction: SandboxTransaction;
  amountFils: number;
  comment: string | null;
  createdAt: Date;
  status: RefundStatus;
  decidedAt: Date | null;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export class SandboxState {
  private readonly sessions = new Map<string, SandboxSession>();
  private readonly invoices = new Map<number, SandboxInvoice>();
  private readonly byToken = new Map<string, SandboxInvoice>();
  private readonly byPayment = new Map<string, SandboxInvoice>();
  // Invoice numbers start somewhere new at each start, so an API that outlived a restart never
  // mistakes a new invoice for one it knew.
  private nextInvoiceId = 1_000_000 + randomInt(8_000_000);
  private nextReference = 1;
  private readonly refunds = new Map<number, SandboxRefund>();
  private nextRefundId = 1_000 + randomInt(90_000);
  private nextRefundReference = 1;

  constructor(private readonly sessionTtlMs: number) {}

  openSession(now: Date): SandboxSession {
    const session: SandboxSession = {
      id: randomUUID(),
      expiresAt: new Date(now.getTime() + this.sessionTtlMs),
      card: null,
      usedAt: null,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  session(id: string): SandboxSession | undefined {
    return this.sessions.get(id);
  }

  createInvoice(
    fields: Omit<SandboxInvoice, 'id' | 'token' | 'reference' | 'status' | 'transactions' | 'otpAttempts'>,
  ) {
    const invoice: SandboxInvoice = {
      ...fields,
      id: this.nextInvoiceId++,
      token: randomBytes(16).toString('hex'),
      reference: `${fields.createdAt.getUTCFullYear()}${String(this.nextReference++).padStart(6, '0')}`,
      status: 'Pending',
      transactions: [],
      otpAttempts: 0,
    };
    this.invoices.set(invoice.id, invoice);
    this.byToken.set(invoice.token, invoice);
    return invoice;
  }

  invoiceByToken(token: string): SandboxInvoice | undefined {
    return this.byToken.get(token);
  }

  /** By the key types of GetPaymentStatus. */
  find(key: string, keyType: 'invoiceid' | 'paymentid' | 'customerreference'): SandboxInvoice | undefined {
    if (keyType === 'invoiceid') return /^\d+$/.test(key) ? this.invoices.get(Number(key)) : undefined;
    if (keyType === 'paymentid') return this.byPayment.get(key);
    // The latest invoice with that reference.
    return [...this.invoices.values()].reverse().find((i) => i.customerReference === key);
  }

  /** A new attempt at paying an invoice (MyFatoorah gives each one a payment id). */
  startTransaction(invoice: SandboxInvoice, now: Date): SandboxTransaction {
    const transaction: SandboxTransaction = {
      paymentId: `0705${digits(14)}`,
      transactionId: digits(12),
      referenceId: digits(12),
      trackId: `${now.toISOString().slice(0, 10)}_${digits(6)}`,
      authorizationId: '',
      date: now,
      status: 'InProgress',
      gateway: invoice.method.kind === 'knet' ? 'KNET' : 'VISA/MASTER',
      error: null,
      errorCode: null,
      cardNumber: invoice.method.kind === 'card' ? `xxxxxxxxxxxx${invoice.method.card.last4}` : null,
    };
    invoice.transactions.push(transaction);
    this.byPayment.set(transaction.paymentId, invoice);
    return transaction;
  }

  /** Ends an attempt; a successful one pays the invoice. */
  finish(
    invoice: SandboxInvoice,
    transaction: SandboxTransaction,
    result: 'Succss' | 'Failed' | 'Canceled',
    error?: { text: string; code: string },
  ) {
    transaction.status = result;
    if (result === 'Succss') {
      transaction.authorizationId = digits(6);
      invoice.status = 'Paid';
    } else {
      transaction.error = error?.text ?? null;
      transaction.errorCode = error?.code ?? null;
    }
  }

  /** What is left to refund of a paid invoice: its value less the refunds not cancelled. */
  refundableFils(invoice: SandboxInvoice): number {
    const taken = [...this.refunds.values()]
      .filter((r) => r.invoice === invoice && r.status !== 'Canceled')
      .reduce((sum, r) => sum + r.amountFils, 0);
    return invoice.valueFils - taken;
  }

  createRefund(
    invoice: SandboxInvoice,
    transaction: SandboxTransaction,
    amountFils: number,
    comment: string | null,
    now: Date,
  ): SandboxRefund {
    const refund: SandboxRefund = {
      id: this.nextRefundId++,
      reference: `${now.getUTCFullYear()}${String(this.nextRefundReference++).padStart(6, '0')}`,
      invoice,
      transaction,
      amountFils,
      comment,
      createdAt: now,
      status: 'Pending',
      decidedAt: null,
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** By the key types of GetRefundStatus: one refund, or every refund of an invoice. */
  findRefunds(key: string, keyType: 'refundid' | 'refundreference' | 'invoiceid'): SandboxRefund[] {
    const all = [...this.refunds.values()];
    if (keyType === 'refundid') return all.filter((r) => String(r.id) === key);
    if (keyType === 'refundreference') return all.filter((r) => r.reference === key);
    return all.filter((r) => String(r.invoice.id) === key);
  }

  /** Executes or cancels a pending refund; false when it was already decided. */
  decideRefund(refund: SandboxRefund, status: 'Refunded' | 'Canceled', now: Date): boolean {
    if (refund.status !== 'Pending') return false;
    refund.status = status;
    refund.decidedAt = now;
    return true;
  }
}
