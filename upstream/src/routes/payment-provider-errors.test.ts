/**
 * When the provider fails the API: a card whose payment never gets an answer (504), a provider
 * that answers garbage or cannot be reached (502), payments that are not set up (503), a paid
 * amount that does not match the order — each with a clear answer, nothing activated, the cart
 * still there; and a webhook that cannot be settled now can come again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calls } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MYFATOORAH_WEBHOOK_SECRET } from '../config.js';
import { memberships, orders, paymentWebhookEvents } from '../db/schema.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../payment-sandbox/sandbox-browser.js';
import { signWebhookData } from '../services/payments/myfatoorah/signature.js';
import { apiClient, login, startPaymentStack } from '../test-support.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';
import { PAYMENT_WEBHOOK_PATH } from './payment-webhook.js';

describe('a provider that fails', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;

  beforeAll(async () => {
    stack = await startPaymentStack({ webhooks: false, timeoutMs: 500, hangMs: 2_000 });
  });
  afterAll(async () => stack?.close());

  it('no answer to the payment (the timeout card): 504, the order pending, the cart intact', async () => {
    const { api } = stack;
    const token = await login(api, 'demo', 'demo1234');
    await api.post('/memberships/cart', { typeId: 3 }, { token });
    const { sessionId } = (await api.post('/orders/myfatoorah/session', {}, { token })).body;
    await submitCard(stack.sandbox.url, sessionId, '4000000000000119');
    const answer = await api.post('/orders/myfatoorah/pay', { sessionId }, { token });
    expect(answer).toMatchObject({
      status: 504,
      body: { error: 'The payment service did not answer in time. Your cart is unchanged; please try again.' },
    });
    const [order] = await stack.upstream.db.select().from(orders).where(eq(orders.sessionId, sessionId));
    expect(order).toMatchObject({ status: 'pending', invoiceId: null });
    expect((await api.get('/cart', { token })).body.items).toHaveLength(1);
  });

  it('a paid amount that is not the order total: 502 and nothing activated', async () => {
    const { api } = stack;
    const token = await login(api, 'seller', 'seller1234');
    await api.post('/memberships/cart', { typeId: 1 }, { token });
    const { sessionId } = (await api.post('/orders/myfatoorah/session', {}, { token })).body;
    await submitCard(stack.sandbox.url, sessionId, '5123450000000008');
    const start = calls.pay.response.parse((await api.post('/orders/myfatoorah/pay', { sessionId }, { token })).body);
    const paymentId = paymentIdOf((await openPaymentPage(start.paymentUrl)).location);
    await stack.upstream.db.update(orders).set({ amountFils: 1_000 }).where(eq(orders.id, start.orderId));
    const answer = await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token });
    expect(answer.status).toBe(502);
    expect((await stack.upstream.db.select().from(orders).where(eq(orders.id, start.orderId)))[0]?.status).toBe(
      'pending',
    );
    expect(await stack.upstream.db.select().from(memberships).where(eq(memberships.orderId, start.orderId))).toEqual(
      [],
    );
    expect((await api.get('/cart', { token })).body.items).toHaveLength(1);
  });
});

describe('a provider answering garbage, or not there at all', () => {
  let garbage: Server;
  let viaGarbage: TestUpstream;
  let nowhere: TestUpstream;
  let off: TestUpstream;

  beforeAll(async () => {
    garbage = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
    });
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const freePort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    [viaGarbage, nowhere, off] = await Promise.all([
      startTestUpstream({ payments: { baseUrl: garbageUrl, timeoutMs: 500 } }),
      startTestUpstream({ payments: { baseUrl: `http://127.0.0.1:${freePort}`, timeoutMs: 500 } }),
      startTestUpstream({ payments: null }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([viaGarbage?.close(), nowhere?.close(), off?.close()]);
    await new Promise<void>((resolve) => garbage?.close(() => resolve()));
  });

  const expectUnavailable = async (upstream: TestUpstream, status: number) => {
    const api = apiClient(upstream.url);
    const token = await login(api, 'demo', 'demo1234');
    await api.post('/memberships/cart', { typeId: 3 }, { token });
    const session = await api.post('/orders/myfatoorah/session', {}, { token, lang: 'ar' });
    expect(session.status).toBe(status);
    expect(session.body.error).toBe(
      'The payment service is unavailable right now. Nothing was charged; please try again.',
    );
    expect(session.body.message).toBe('خدمة الدفع غير متاحة حاليًا. لم يتم خصم أي مبلغ؛ يرجى المحاولة مرة أخرى.');
    const pay = await api.post('/orders/myfatoorah/pay', { PaymentMethodId: 1 }, { token });
    expect(pay.status).toBe(status);
    expect((await api.get('/orders/myfatoorah/callback?paymentId=1', { token })).status).toBe(status);
    expect((await api.get('/cart', { token })).body.items).toHaveLength(1);
    return api;
  };

  it('garbage: 502, the order failed with the reason logged, the cart intact', async () => {
    await expectUnavailable(viaGarbage, 502);
    const [order] = await viaGarbage.db.select().from(orders);
    expect(order).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/not JSON/) });
  });

  it('unreachable: 502', async () => {
    await expectUnavailable(nowhere, 502);
  });

  it('payments not set up: 503, nothing made', async () => {
    await expectUnavailable(off, 503);
    expect(await off.db.select().from(orders)).toEqual([]);
  });

  it('a webhook that cannot be settled now (provider down) is answered 502 and may come again', async () => {
    const data = { InvoiceId: 123, PaymentId: '0705123', TransactionStatus: 'SUCCESS', CustomerReference: 'BDL-X' };
    const body = JSON.stringify({ EventType: 1, Event: 'TransactionsStatusChanged', Data: data });
    const send = () =>
      fetch(`${nowhere.origin}${PAYMENT_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'myfatoorah-signature': signWebhookData(data, DEV_MYFATOORAH_WEBHOOK_SECRET),
        },
        body,
      });
    expect((await send()).status).toBe(502);
    expect((await send()).status).toBe(502);
    expect(await nowhere.db.select().from(paymentWebhookEvents)).toEqual([]);
  });
});
