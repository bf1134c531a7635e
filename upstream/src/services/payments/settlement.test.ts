/**
 * Settlement: what the provider's status means (paid, failed, cancelled, still pending), and on
 * PostgreSQL — real concurrent transactions — the customer's return and the webhook arriving at
 * the same moment, several times over, pay and activate once.
 */
import { calls } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, orders, paymentWebhookEvents } from '../../db/schema.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../../payment-sandbox/sandbox-browser.js';
import { startTestPaymentSandbox, type TestPaymentSandbox } from '../../payment-sandbox/test-sandbox.js';
import { apiClient, login } from '../../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../../testing.js';
import type { PaymentStatus } from './myfatoorah/client.js';
import { outcomeOf } from './settlement.js';

const status = (overrides: Partial<PaymentStatus>): PaymentStatus => ({
  invoiceId: '1',
  invoiceStatus: 'Pending',
  customerReference: 'BDL-1',
  invoiceValueFils: 1_000,
  transactions: [],
  ...overrides,
});
const transaction = (paymentId: string, state: string, error: string | null = null) => ({
  paymentId,
  status: state,
  gateway: 'KNET',
  error,
  date: null,
});

describe('outcomeOf', () => {
  it('is paid only when the invoice is paid and a transaction succeeded', () => {
    expect(
      outcomeOf(
        status({
          invoiceStatus: 'Paid',
          transactions: [transaction('p1', 'Failed', 'no'), transaction('p2', 'Succss')],
        }),
        'p1',
      ),
    ).toEqual({
      status: 'paid',
      paymentId: 'p2',
      method: 'KNET',
      reason: null,
    });
    expect(
      outcomeOf(status({ invoiceStatus: 'DuplicatePayment', transactions: [transaction('p2', 'Succss')] })).status,
    ).toBe('paid');
    expect(outcomeOf(status({ invoiceStatus: 'Paid', transactions: [] })).status).toBe('pending');
  });

  it("reads the named payment's failure, or the latest one, with the provider's reason", () => {
    const failed = status({ transactions: [transaction('p1', 'Failed', 'Declined'), transaction('p2', 'InProgress')] });
    expect(outcomeOf(failed, 'p1')).toMatchObject({ status: 'failed', paymentId: 'p1', reason: 'Declined' });
    expect(outcomeOf(failed, 'p2')).toMatchObject({ status: 'pending', paymentId: 'p2' });
    expect(outcomeOf(failed)).toMatchObject({ status: 'pending', paymentId: 'p2' });
    expect(
      outcomeOf(status({ transactions: [transaction('p3', 'Canceled', 'Cancelled by the customer')] })),
    ).toMatchObject({
      status: 'cancelled',
      reason: 'Cancelled by the customer',
    });
    expect(outcomeOf(status({ invoiceStatus: 'Canceled' }))).toMatchObject({ status: 'cancelled' });
    expect(outcomeOf(status({}))).toEqual({ status: 'pending', paymentId: null, method: null, reason: null });
  });
});

describe('settlement under concurrency (PostgreSQL)', () => {
  let sandbox: TestPaymentSandbox;
  let upstream: TestUpstream;

  beforeAll(async () => {
    sandbox = await startTestPaymentSandbox();
    upstream = await startTestUpstream({ database: 'postgres', payments: { baseUrl: sandbox.url, timeoutMs: 2_000 } });
  });
  afterAll(async () => {
    await sandbox?.close();
    await upstream?.close();
  });

  it('the return and the webhook at once, several times: one payment, one receipt, one membership', async () => {
    const api = apiClient(upstream.url);
    const token = await login(api, 'demo', 'demo1234');
    await api.post('/memberships/cart', { typeId: 3 }, { token });
    const { sessionId } = (await api.post('/orders/myfatoorah/session', {}, { token })).body;
    await submitCard(sandbox.url, sessionId, '5123450000000008');
    const start = calls.pay.response.parse((await api.post('/orders/myfatoorah/pay', { sessionId }, { token })).body);
    // The sandbox's own webhook is held back; the same event is delivered below, at once with the returns.
    let event: string | undefined;
    let signature: string | undefined;
    const { createServer } = await import('node:http');
    const catcher = createServer((request, response) => {
      let body = '';
      request.on('data', (c: Buffer) => {
        body += c.toString('utf8');
      });
      request.on('end', () => {
        event = body;
        signature = request.headers['myfatoorah-signature'] as string;
        response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => catcher.listen(0, '127.0.0.1', resolve));
    sandbox.setWebhookUrl(`http://127.0.0.1:${(catcher.address() as { port: number }).port}/`);
    const paymentId = paymentIdOf((await openPaymentPage(start.paymentUrl)).location);
    while (!event) await new Promise((resolve) => setTimeout(resolve, 10));
    sandbox.setWebhookUrl(undefined);
    await new Promise<void>((resolve) => catcher.close(() => resolve()));

    const webhook = () =>
      fetch(`${upstream.origin}/webhooks/myfatoorah`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'myfatoorah-signature': signature ?? '' },
        body: event,
      }).then((r) => r.status);
    const back = () => api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token });
    const answers = await Promise.all([back(), webhook(), back(), webhook(), back()]);

    const returns = answers.filter((a): a is Awaited<ReturnType<typeof back>> => typeof a === 'object');
    expect(returns.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(returns.map((r) => r.body.receiptNumber)).size).toBe(1);
    // One of the two identical webhooks was taken, the other refused as a replay.
    expect(answers.filter((a) => typeof a === 'number').sort()).toEqual([200, 409]);
    expect(await upstream.db.select().from(memberships).where(eq(memberships.orderId, start.orderId))).toHaveLength(1);
    expect(await upstream.db.select().from(paymentWebhookEvents)).toHaveLength(1);
    const [order] = await upstream.db.select().from(orders).where(eq(orders.id, start.orderId));
    expect(order).toMatchObject({ status: 'paid', receiptNumber: returns[0]?.body.receiptNumber });
  });
});
