/**
 * What the sandbox remembers, in memory like a test account that is wiped on restart: embedded
 * form sessions (with the card's brand, last digits and test behaviour — never the number),
 * invoices and their transactions, found by invoice id, payment id or customer reference.
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
}
