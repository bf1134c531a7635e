/**
 * Coupons (spec §3, §4, §7): GET /coupons/check answers every state of a code in the request
 * language, and a valid coupon takes its percentage off the payment — applied by the server when
 * the session opens and again when the payment starts, the provider's items adding up to the
 * discounted invoice, and a use counted when the order is settled as paid. A coupon that is not
 * good refuses the payment before anything is made or charged.
 */
import { calls } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons, orders } from '../../db/schema.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../../payment-sandbox/sandbox-browser.js';
import { type ApiClient, login, startPaymentStack } from '../../test/api-client.js';
import { discountedAmounts } from './coupons.js';

const SUCCESS = '5123450000000008';

describe('discounts spread over the lines', () => {
  it('add up to the total less the discount, in whole fils, no line below zero', () => {
    expect(discountedAmounts([10_000], 1_000)).toEqual([9_000]);
    expect(discountedAmounts([3_000, 500, 500], 400)).toEqual([2_700, 450, 450]);
    const odd = discountedAmounts([1_001, 1_001, 1_001], 301);
    expect(odd.reduce((a, b) => a + b, 0)).toBe(3_003 - 301);
    expect(odd.every((a) => a >= 0)).toBe(true);
    expect(discountedAmounts([500, 700], 0)).toEqual([500, 700]);
  });
});

describe('coupons', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let demo: string;

  const check = async (code: string | undefined, lang = 'en') =>
    calls.checkCoupon.response.parse(
      (
        await api.get(`/coupons/check${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}`, {
          token: demo,
          lang,
        })
      ).body,
    );
  const usedCount = async (code: string) =>
    (await stack.upstream.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.usedCount;

  beforeAll(async () => {
    stack = await startPaymentStack({ webhooks: false });
    api = stack.api;
    demo = await login(api, 'demo', 'demo1234');
  });
  afterAll(async () => stack?.close());
  beforeEach(async () => {
    const cart = calls.getCart.response.parse((await api.get('/cart', { token: demo })).body);
    for (const line of cart.items) await api.post(`/cart/items/${line.itemId}`, {}, { token: demo, method: 'DELETE' });
  });

  it('says whether a code is good, why not, and its percentage, in the request language', async () => {
    expect(await check('BADAL10')).toEqual({ response: true, message: 'The coupon is valid.', percentage: 10 });
    expect(await check('  badal10 ')).toMatchObject({ response: true, percentage: 10 });
    expect(await check('BADAL10', 'ar')).toEqual({ response: true, message: 'القسيمة صالحة.', percentage: 10 });
    expect(await check('EID2025')).toEqual({ response: false, message: 'This coupon has expired.', percentage: null });
    expect(await check('WELCOME50', 'ar')).toEqual({
      response: false,
      message: 'نفدت استخدامات هذه القسيمة.',
      percentage: null,
    });
    expect(await check('NO-SUCH-CODE')).toMatchObject({
      response: false,
      message: 'There is no coupon with this code.',
    });
    expect(await check(undefined)).toMatchObject({ response: false, message: 'Enter a coupon code.' });
    expect(await check('')).toMatchObject({ response: false, message: 'Enter a coupon code.' });
    expect((await api.get('/coupons/check?code=BADAL10')).status).toBe(401);
  });

  it('takes 10 % off the payment: the session, the order, the invoice, and one use when paid', async () => {
    await api.post('/memberships/cart', { typeId: 1 }, { token: demo });
    const before = await usedCount('BADAL10');
    const session = calls.paymentSession.response.parse(
      (await api.post('/orders/myfatoorah/session', { couponCode: 'badal10' }, { token: demo })).body,
    );
    expect([session.totalFils, session.discountFils]).toEqual([9_000, 1_000]);
    await submitCard(stack.sandbox.url, session.sessionId, SUCCESS);
    const started = await api.post(
      '/orders/myfatoorah/pay',
      { sessionId: session.sessionId, couponCode: 'BADAL10' },
      { token: demo },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const start = calls.pay.response.parse(started.body);
    const [order] = await stack.upstream.db.select().from(orders).where(eq(orders.id, start.orderId));
    expect(order).toMatchObject({ amountFils: 9_000, discountFils: 1_000 });
    expect(await usedCount('BADAL10')).toBe(before);
    const paymentId = paymentIdOf((await openPaymentPage(start.paymentUrl)).location);
    const paid = calls.paymentCallback.response.parse(
      (await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token: demo })).body,
    );
    expect(paid).toMatchObject({ status: 'paid', totalFils: 9_000, couponCode: 'BADAL10' });
    expect(await usedCount('BADAL10')).toBe((before ?? 0) + 1);
    // The payments history names the coupon too; an order without one says none.
    const listed = calls.listOrders.response.parse((await api.get('/orders?perPage=50', { token: demo })).body);
    expect(listed.data.find((o) => o.id === paid.id)?.couponCode).toBe('BADAL10');
    expect(listed.data.filter((o) => !o.discountFils).every((o) => o.couponCode === null)).toBe(true);
    // The return replayed counts nothing twice.
    await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token: demo });
    expect(await usedCount('BADAL10')).toBe((before ?? 0) + 1);
  });

  it('refuses a payment with an expired, used-up or unknown coupon: no order, the cart as it was', async () => {
    await api.post('/memberships/cart', { typeId: 1 }, { token: demo });
    const ordersBefore = (await stack.upstream.db.select().from(orders)).length;
    for (const [code, key] of [
      ['EID2025', 'coupon.expired'],
      ['WELCOME50', 'coupon.usedUp'],
      ['NOPE', 'coupon.unknown'],
    ] as const) {
      const session = await api.post('/orders/myfatoorah/session', { couponCode: code }, { token: demo });
      expect(session, code).toMatchObject({ status: 422, body: { errors: { couponCode: [key] } } });
      const pay = await api.post('/orders/myfatoorah/pay', { PaymentMethodId: 1, couponCode: code }, { token: demo });
      expect(pay, code).toMatchObject({ status: 422, body: { errors: { couponCode: [key] } } });
    }
    expect((await stack.upstream.db.select().from(orders)).length).toBe(ordersBefore);
    expect(calls.getCart.response.parse((await api.get('/cart', { token: demo })).body).items).toHaveLength(1);
  });
});
