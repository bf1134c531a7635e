/**
 * The provider's webhook at the API: the sandbox's signed event settles an order before the
 * customer is back (and the return then finds it paid, activated once); a replay, a bad or
 * missing signature, an altered body change nothing; even a correctly signed event that lies is
 * checked with the provider, which decides.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calls } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MYFATOORAH_WEBHOOK_SECRET } from '../config.js';
import { memberships, orders, paymentWebhookEvents } from '../db/schema.js';
import { decideKnet, openPaymentPage, paymentIdOf, submitCard } from '../payment-sandbox/sandbox-browser.js';
import { signWebhookData } from '../services/payments/myfatoorah/signature.js';
import { type ApiClient, login, startPaymentStack } from '../test/api-client.js';
import { PAYMENT_WEBHOOK_PATH } from './payment-webhook.js';

interface Captured {
  body: string;
  signature: string | undefined;
  status: number;
}

describe('the payment webhook', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let demo: string;
  let relay: Server;
  const captured: Captured[] = [];
  let webhookUrl: string;

  const post = async (body: string, signature?: string) => {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'myfatoorah-signature': signature } : {}) },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const orderRow = async (id: number) => (await stack.upstream.db.select().from(orders).where(eq(orders.id, id)))[0];

  beforeAll(async () => {
    stack = await startPaymentStack({ webhooks: false });
    api = stack.api;
    demo = await login(api, 'demo', 'demo1234');
    webhookUrl = `${stack.upstream.origin}${PAYMENT_WEBHOOK_PATH}`;
    // Between the sandbox and the API: records each webhook as sent and the API's answer.
    relay = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const signature = request.headers['myfatoorah-signature'] as string | undefined;
        const answer = await post(body, signature);
        captured.push({ body, signature, status: answer.status });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    stack.sandbox.setWebhookUrl(`http://127.0.0.1:${(relay.address() as AddressInfo).port}/`);
  });
  afterAll(async () => {
    await stack?.close();
    await new Promise<void>((resolve) => relay?.close(() => resolve()));
  });

  it('settles before the customer is back; the return then finds it paid and activates nothing twice', async () => {
    await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
    const { sessionId } = (await api.post('/orders/myfatoorah/session', {}, { token: demo })).body;
    await submitCard(stack.sandbox.url, sessionId, '5123450000000008');
    const start = calls.pay.response.parse(
      (await api.post('/orders/myfatoorah/pay', { sessionId }, { token: demo })).body,
    );
    const page = await openPaymentPage(start.paymentUrl);

    const event = await waitFor('the webhook', async () => captured.find((c) => c.body.includes(start.invoiceId)));
    expect(event.status).toBe(200);
    expect(JSON.parse(event.body)).toMatchObject({
      EventType: 1,
      Event: 'TransactionsStatusChanged',
      Data: { InvoiceId: Number(start.invoiceId), TransactionStatus: 'SUCCESS', InvoiceValueInBaseCurrency: '20.000' },
    });
    const settled = await orderRow(start.orderId);
    expect(settled).toMatchObject({ status: 'paid', receiptNumber: expect.stringMatching(/^BR-/) });

    const back = calls.paymentCallback.response.parse(
      (await api.get(`/orders/myfatoorah/callback?paymentId=${paymentIdOf(page.location)}`, { token: demo })).body,
    );
    expect(back).toMatchObject({ status: 'paid', receiptNumber: settled?.receiptNumber });
    const rows = await stack.upstream.db.select().from(memberships).where(eq(memberships.orderId, start.orderId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a replay of an event it took (409) and changes nothing', async () => {
    const [first] = captured;
    if (!first) throw new Error('no webhook captured');
    const before = await stack.upstream.db.select().from(memberships);
    const replay = await post(first.body, first.signature);
    expect(replay).toEqual({
      status: 409,
      body: { message: 'This webhook event was already received.', error: 'This webhook event was already received.' },
    });
    expect(await stack.upstream.db.select().from(memberships)).toEqual(before);
  });

  it('refuses a missing or wrong signature and an altered body (401), and changes nothing', async () => {
    await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
    const start = calls.pay.response.parse(
      (await api.post('/orders/myfatoorah/pay', { PaymentMethodId: 1 }, { token: demo })).body,
    );
    const cancel = await decideKnet(start.paymentUrl, 'cancel');
    const event = await waitFor('the cancel webhook', async () =>
      captured.find((c) => c.body.includes(start.invoiceId)),
    );
    expect(JSON.parse(event.body).Data.TransactionStatus).toBe('CANCELED');
    expect((await orderRow(start.orderId))?.status).toBe('cancelled');
    await stack.upstream.db.delete(paymentWebhookEvents);

    const forged = JSON.parse(event.body);
    forged.Data.TransactionStatus = 'SUCCESS';
    const bodies: [string, string | undefined][] = [
      [event.body, undefined],
      [event.body, 'c2lnbmF0dXJl'],
      [event.body, signWebhookData(JSON.parse(event.body).Data, 'a-secret-that-is-not-ours')],
      [JSON.stringify(forged), event.signature],
    ];
    for (const [body, signature] of bodies) {
      const answer = await post(body, signature);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('The webhook signature is missing or not valid.');
    }
    expect(await orderRow(start.orderId)).toMatchObject({ status: 'cancelled', receiptNumber: null });
    expect(await stack.upstream.db.select().from(paymentWebhookEvents)).toEqual([]);
    expect(paymentIdOf(cancel.location)).toBeTruthy();
  });

  it('checks even a correctly signed event with the provider: a lying one changes nothing', async () => {
    await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
    const start = calls.pay.response.parse(
      (await api.post('/orders/myfatoorah/pay', { PaymentMethodId: 1 }, { token: demo })).body,
    );
    // The customer has not paid at KNET; an event claiming success is signed with the real secret.
    const data = {
      InvoiceId: Number(start.invoiceId),
      CustomerReference: start.reference,
      TransactionStatus: 'SUCCESS',
      PaymentId: null,
      InvoiceValueInBaseCurrency: '20.000',
    };
    const body = JSON.stringify({ EventType: 1, Event: 'TransactionsStatusChanged', Data: data });
    const answer = await post(body, signWebhookData(data, DEV_MYFATOORAH_WEBHOOK_SECRET));
    expect(answer).toEqual({
      status: 200,
      body: { received: true, event: 'TransactionsStatusChanged', orderId: start.orderId, status: 'pending' },
    });
    expect(await orderRow(start.orderId)).toMatchObject({ status: 'pending', receiptNumber: null });
    expect((await api.get('/cart', { token: demo })).body.items).toHaveLength(1);
  });

  it('takes events of other types, and of invoices that are not orders, without acting', async () => {
    const other = { EventType: 2, Event: 'RefundStatusChanged', Data: { RefundId: 'R1', RefundStatus: 'REFUNDED' } };
    const refund = await post(JSON.stringify(other), signWebhookData(other.Data, DEV_MYFATOORAH_WEBHOOK_SECRET));
    expect(refund.body).toMatchObject({ received: true, orderId: null });
    const bad = await post('{"EventType":"x"}', 'sig');
    expect(bad.status).toBe(400);
  });
});
