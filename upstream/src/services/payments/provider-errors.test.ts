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
import { DEV_MYFATOORAH_WEBHOOK_SECRET } from '../../config.js';
import { memberships, orders, paymentWebhookEvents } from '../../db/schema.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../../payment-sandbox/sandbox-browser.js';
import { login, startPaymentStack } from '../../test/api-client.js';
import { createTestMember, PAYMENT_WEBHOOK_PATH } from '../../testing.js';
import { signWebhookData } from './myfatoorah/signature.js';

/** One API for the file: its payment provider is switched per test (`update`), not another API started. */
let stack: Awaited<ReturnType<typeof startPaymentStack>>;
beforeAll(async () => {
  stack = await startPaymentStack({ webhooks: false, timeoutMs: 500, hangMs: 2_000 });
});
afterAll(async () => stack?.close());

describe('a provider that fails', () => {
  beforeAll(() => stack.upstream.update({ payments: stack.payments }));

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
  let garbageUrl: string;
  let nowhereUrl: string;

  beforeAll(async () => {
    garbage = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
    });
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    nowhereUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => garbage?.close(() => resolve()));
  });

  /** The API with this provider; a member of the test's own, whose orders are only this test's. */
  const expectUnavailable = async (payments: { baseUrl: string; timeoutMs: number } | null, status: number) => {
    await stack.upstream.update({ payments });
    const member = await createTestMember(stack.upstream);
    const { api } = stack;
    const { token } = member;
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
    return member;
  };

  it('garbage: 502, the order failed with the reason logged, the cart intact', async () => {
    const member = await expectUnavailable({ baseUrl: garbageUrl, timeoutMs: 500 }, 502);
    const mine = await stack.upstream.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/not JSON/) });
  });

  it('unreachable: 502', async () => {
    await expectUnavailable({ baseUrl: nowhereUrl, timeoutMs: 500 }, 502);
  });

  it('payments not set up: 503, nothing made', async () => {
    const before = await stack.upstream.db.select().from(orders);
    const member = await expectUnavailable(null, 503);
    expect(await stack.upstream.db.select().from(orders).where(eq(orders.userId, member.id))).toEqual([]);
    expect(await stack.upstream.db.select().from(orders)).toEqual(before);
  });

  it('a webhook that cannot be settled now (provider down) is answered 502 and may come again', async () => {
    await stack.upstream.update({ payments: { baseUrl: nowhereUrl, timeoutMs: 500 } });
    const data = { InvoiceId: 123, PaymentId: '0705123', TransactionStatus: 'SUCCESS', CustomerReference: 'BDL-X' };
    const body = JSON.stringify({ EventType: 1, Event: 'TransactionsStatusChanged', Data: data });
    const send = () =>
      fetch(`${stack.upstream.origin}${PAYMENT_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'myfatoorah-signature': signWebhookData(data, DEV_MYFATOORAH_WEBHOOK_SECRET),
        },
        body,
      });
    expect((await send()).status).toBe(502);
    expect((await send()).status).toBe(502);
    expect(await stack.upstream.db.select().from(paymentWebhookEvents)).toEqual([]);
  });
});
