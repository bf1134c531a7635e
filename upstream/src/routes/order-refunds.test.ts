/**
 * The operator's refunds (issue #31, Badal extensions): an operator finds a paid order by its
 * customer and refunds part of it, then the rest; the same key answers the same refund, a fils
 * more than what is left is refused, members get 403 and nothing changes; the customer's order
 * shows the refund, pending until the provider (the sandbox) says it is done.
 */
import { calls, type Order } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../db/schema.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../payment-sandbox/sandbox-browser.js';
import { type ApiClient, login, startPaymentStack } from '../test/api-client.js';

const SUCCESS = '5123450000000008';

describe('operator refunds', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let demo: string;
  let operator: string;

  /** Demo buys a membership with the sandbox card: the paid order. */
  const paidOrder = async (): Promise<Order> => {
    await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
    const session = calls.paymentSession.response.parse(
      (await api.post('/orders/myfatoorah/session', {}, { token: demo })).body,
    );
    await submitCard(stack.sandbox.url, session.sessionId, SUCCESS);
    const start = calls.pay.response.parse(
      (await api.post('/orders/myfatoorah/pay', { sessionId: session.sessionId }, { token: demo })).body,
    );
    const paymentId = paymentIdOf((await openPaymentPage(start.paymentUrl)).location);
    return calls.paymentCallback.response.parse(
      (await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token: demo })).body,
    );
  };

  const refund = (orderId: number, body: Record<string, unknown>, token = operator) =>
    api.post(`/moderation/orders/${orderId}/refunds`, body, { token });

  const ownOrder = async (orderId: number) =>
    calls.getOrder.response.parse((await api.get(`/orders/${orderId}`, { token: demo })).body);

  beforeAll(async () => {
    stack = await startPaymentStack();
    api = stack.api;
    [demo, operator] = await Promise.all([login(api, 'demo', 'demo1234'), login(api, 'operator', 'operator1234')]);
  });
  afterAll(async () => stack?.close());

  it('finds a paid order by its customer, refunds a part then the rest, and not a fils more', async () => {
    const order = await paidOrder();
    expect(order.status).toBe('paid');

    const found = calls.paidOrders.response.parse(
      (await api.get('/moderation/orders?query=demo', { token: operator })).body,
    );
    const listed = found.data.find((o) => o.id === order.id);
    expect(listed).toMatchObject({ customer: { userName: 'demo' }, totalFils: order.totalFils });
    const byReceipt = calls.paidOrders.response.parse(
      (await api.get(`/moderation/orders?query=${order.receiptNumber}`, { token: operator })).body,
    );
    expect(byReceipt.data.map((o) => o.id)).toEqual([order.id]);

    const part = Math.floor(order.totalFils / 4);
    const first = await refund(order.id, { amountFils: part, reason: 'Charged twice by mistake', key: 'op-key-0001' });
    expect(first.status).toBe(200);
    const made = calls.refundOrder.response.parse(first.body);
    expect(made).toMatchObject({ amountFils: part, state: 'pending', reason: 'Charged twice by mistake' });

    // A double click: the same key answers the same refund.
    const again = calls.refundOrder.response.parse(
      (await refund(order.id, { amountFils: part, reason: 'Charged twice by mistake', key: 'op-key-0001' })).body,
    );
    expect(again.id).toBe(made.id);
    // …and one audit line: who refunded whom, why.
    const log = calls.moderationLog.response.parse(
      (await api.get('/moderation/log?perPage=100', { token: operator })).body,
    );
    expect(
      log.data
        .filter((e) => e.target.type === 'order' && e.target.id === order.id)
        .map((e) => [e.action, e.subject?.userName, e.reason]),
    ).toEqual([['refund', 'demo', 'Charged twice by mistake']]);
    // The customer is told once, in their language, with the amount and the operator's words.
    const told = calls.notifications.response.parse(
      (await api.get('/users/notifications?perPage=50', { token: demo, lang: 'ar' })).body,
    );
    const refundNews = told.notifications.filter((n) => n.type === 'moderation' && n.value === 'refund_issued');
    expect(refundNews).toHaveLength(1);
    expect(refundNews[0]?.body).toContain('Charged twice by mistake');
    expect(refundNews[0]?.title).toBe('استرداد في الطريق إليك');

    const tooMuch = await refund(order.id, {
      amountFils: order.totalFils - part + 1,
      reason: 'Rest',
      key: 'op-key-0002',
    });
    expect(tooMuch).toMatchObject({ status: 422, body: { errors: { amountFils: ['error.refundTooMuch'] } } });
    const rest = calls.refundOrder.response.parse(
      (await refund(order.id, { amountFils: order.totalFils - part, reason: 'Rest', key: 'op-key-0003' })).body,
    );
    expect(rest.amountFils).toBe(order.totalFils - part);

    // The customer's order lists both, pending until the provider says they are done.
    expect((await ownOrder(order.id)).refunds?.map((r) => [r.amountFils, r.state])).toEqual([
      [part, 'pending'],
      [order.totalFils - part, 'pending'],
    ]);
    const [sent] = await stack.upstream.db.select().from(refunds).where(eq(refunds.id, made.id));
    expect(sent?.providerRefundId).toBeTruthy();
    expect(await stack.sandbox.decideRefund(sent?.providerRefundId ?? '', 'refund')).toBe(200);
    await expect.poll(async () => (await ownOrder(order.id)).refunds?.[0]?.state, { timeout: 5000 }).toBe('done');
    expect((await ownOrder(order.id)).refundedFils).toBe(part);
  });

  it('refuses members (403), unknown orders (404), a key used for another order (409) and bad input (422)', async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    expect((await refund(order.id, { amountFils: 100, reason: 'Mine', key: 'member-key-1' }, demo)).status).toBe(403);
    expect((await api.get('/moderation/orders', { token: demo })).status).toBe(403);
    expect((await refund(999_999, { amountFils: 100, reason: 'None', key: 'unknown-key-1' })).status).toBe(404);

    expect((await refund(order.id, { amountFils: 100, reason: 'First', key: 'shared-key-1' })).status).toBe(200);
    expect((await refund(other.id, { amountFils: 100, reason: 'Second', key: 'shared-key-1' })).status).toBe(409);

    for (const body of [
      { amountFils: 0, reason: 'Zero', key: 'bad-input-1' },
      { amountFils: 1.5, reason: 'Fraction', key: 'bad-input-2' },
      { amountFils: 100, reason: '   ', key: 'bad-input-3' },
      { amountFils: 100, reason: 'Short key', key: 'x' },
    ]) {
      expect((await refund(other.id, body)).status, JSON.stringify(body)).toBe(422);
    }
    // Nothing above touched the second order.
    expect((await ownOrder(other.id)).refunds).toEqual([]);
  });
});
