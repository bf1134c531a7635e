/**
 * Paying through the provider (its sandbox): a session and the ways to pay, the order made when a
 * payment starts, the provider's pages, and the customer's return confirmed with the provider —
 * the card that succeeds, the declined one (cart kept, retry works), 3-D Secure, KNET approve and
 * cancel; the membership activated once however often the return is replayed, shown on the
 * profile and at the next sign-in; renewals; one line paid alone; and the bad input of §Bad input.
 */
import { calls, type Order, type PaymentSession } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships, orders, paymentSessions, promotionPurchases, users } from '../db/schema.js';
import {
  answerSecureCheck,
  decideKnet,
  openPaymentPage,
  paymentIdOf,
  submitCard,
} from '../payment-sandbox/sandbox-browser.js';
import { addMonths } from '../services/memberships/calendar.js';
import { type ApiClient, login, startPaymentStack, startPushReceiver } from '../test/api-client.js';

const SUCCESS = '5123450000000008';
const DECLINED = '4000000000000002';
const SECURE = '4000000000003220';

describe('paying for a membership', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let demo: string;
  let demoId: number;
  let company: string;

  const session = async (token: string, body: object = {}): Promise<PaymentSession> => {
    const answer = await api.post('/orders/myfatoorah/session', body, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.paymentSession.response.parse(answer.body);
  };
  /** Opens a session, types a card into it, and starts the payment. */
  const payByCard = async (token: string, card: string, extra: object = {}, lang?: string) => {
    const { sessionId } = await session(token);
    expect((await submitCard(stack.sandbox.url, sessionId, card)).status).toBe(200);
    return api.post('/orders/myfatoorah/pay', { sessionId, cashBack: 0, ...extra }, { token, lang });
  };
  const callback = async (token: string, paymentId: string) =>
    api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token });
  const cart = async (token: string) => calls.getCart.response.parse((await api.get('/cart', { token })).body);
  const membershipRows = () => stack.upstream.db.select().from(memberships).where(eq(memberships.userId, demoId));

  beforeAll(async () => {
    // No webhooks here: the customer's return alone must settle (the webhook has its own tests).
    stack = await startPaymentStack({ webhooks: false });
    api = stack.api;
    demo = await login(api, 'demo', 'demo1234');
    demoId = (await api.get('/users/self', { token: demo })).body.id;
    company = await login(api, 'company', 'company1234');
  });
  afterAll(async () => stack?.close());
  beforeEach(async () => {
    for (const line of (await cart(demo)).items) {
      await api.post(`/cart/items/${line.itemId}`, {}, { token: demo, method: 'DELETE' });
    }
  });

  it('opens a session: the amount from the cart, session.js to load, KNET and cards', async () => {
    await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
    const s = await session(demo, { totalFils: 1 });
    expect(s).toMatchObject({
      countryCode: 'KWT',
      scriptUrl: `${stack.sandbox.url}/cardview/v2/session.js`,
      totalFils: 20_000,
      currency: 'KWD',
    });
    expect(Date.parse(s.expiresAt) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(s.paymentMethods.map((m) => [m.paymentMethodId, m.code, m.name, m.embedded])).toEqual([
      [1, 'kn', 'KNET', false],
      [2, 'vm', 'VISA/MASTER', true],
    ]);
    const script = await fetch(s.scriptUrl);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.myFatoorah = { init: init, submit: submit }');
  });

  it('pays by card: the return is confirmed with the provider, the membership starts once, the cart empties', async () => {
    const pushes = await startPushReceiver();
    await stack.upstream.update({ pushWebhookUrl: pushes.url });
    await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
    const started = await payByCard(demo, SUCCESS, { amountFils: 1, InvoiceValue: 0.001 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const start = calls.pay.response.parse(started.body);
    expect(start).toMatchObject({ status: 'pending', reference: expect.stringMatching(/^BDL-[0-9A-F]{12}$/) });
    const pending = calls.getOrder.response.parse((await api.get(`/orders/${start.orderId}`, { token: demo })).body);
    expect(pending).toMatchObject({ status: 'pending', totalFils: 20_000, receiptNumber: null });

    const page = await openPaymentPage(start.paymentUrl);
    expect(page.status).toBe(302);
    const back = new URL(page.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://badal.test/en/thanks');
    expect(back.searchParams.get('orderId')).toBe(String(start.orderId));
    const paymentId = paymentIdOf(page.location);

    const first = await callback(demo, paymentId);
    expect(first.status).toBe(200);
    const paid = calls.paymentCallback.response.parse(first.body);
    expect(paid).toMatchObject({
      id: start.orderId,
      status: 'paid',
      totalFils: 20_000,
      paymentMethod: 'VISA/MASTER',
      paymentId,
      invoiceId: start.invoiceId,
      receiptNumber: expect.stringMatching(/^BR-\d{6}$/),
      failureReason: null,
      paidAt: expect.any(String),
    });
    expect(paid.items).toMatchObject([{ kind: 'membership', title: 'Pro membership, monthly', amountFils: 20_000 }]);
    expect((await cart(demo)).items).toEqual([]);

    const [membership] = await membershipRows();
    expect(membership).toMatchObject({ planId: 2, typeId: 3, orderId: start.orderId });
    expect(membership?.endsAt.getTime()).toBe(addMonths(membership?.startsAt ?? new Date(), 1).getTime());

    // The customer's open tabs are told to fetch their account again (membership, cart).
    const told = await pushes.waitFor((p) => p.body.event === 'account');
    expect(told.body).toMatchObject({ userId: demoId, event: 'account', data: { reason: 'payment' } });

    // The same return again (a reload, a replayed URL): nothing changes, the receipt stays.
    const again = calls.paymentCallback.response.parse((await callback(demo, paymentId)).body);
    expect(again.receiptNumber).toBe(paid.receiptNumber);
    expect(await membershipRows()).toEqual([membership]);
    // …and nobody is told twice.
    await stack.upstream.update({ pushWebhookUrl: undefined });
    await pushes.close();
    expect(pushes.received.filter((p) => p.body.event === 'account')).toHaveLength(1);

    // The profile shows it; the next sign-in says so.
    const self = (await api.get('/users/self', { token: demo })).body;
    expect(self.checkMembership).toBe(true);
    expect(self.membership).toEqual({
      plan: { id: 2, code: 'pro', name: 'Pro' },
      period: 'monthly',
      endsAt: membership?.endsAt.toISOString(),
    });
    const signIn = await api.post('/authentication', { userName: 'demo', password: 'demo1234' });
    expect(signIn.body.checkMembership).toBe(true);
    const mine = calls.memberships.response.parse((await api.get('/memberships', { token: demo })).body);
    expect(mine.current).toMatchObject({ plan: { code: 'pro' }, period: 'monthly', active: true });
    expect(mine.current?.allowances.map((a) => [a.code, a.monthlyQuota, a.used, a.remaining])).toEqual([
      ['boostAd', 3, 0, 3],
      ['adRefresh', 10, 0, 10],
      ['flashSale', 1, 0, 1],
    ]);
  });

  it('renews the same plan (its end moves on by the period) and refuses a second plan while one runs', async () => {
    const [before] = await membershipRows();
    const other = await api.post('/memberships/cart', { typeId: 5 }, { token: demo });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      message: expect.stringMatching(/already have an active membership of another plan/),
      errors: { typeId: ['error.membershipActive'] },
    });
    const renewal = calls.addMembershipToCart.response.parse(
      (await api.post('/memberships/cart', { typeId: 4 }, { token: demo })).body,
    );
    expect(renewal.items[0]).toMatchObject({ title: 'Pro membership renewal, yearly', data: { renewal: true } });
    const start = calls.pay.response.parse((await payByCard(demo, SUCCESS)).body);
    const paymentId = paymentIdOf((await openPaymentPage(start.paymentUrl)).location);
    expect((await callback(demo, paymentId)).body.status).toBe('paid');
    const rows = await membershipRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endsAt.getTime()).toBe(addMonths(before?.endsAt ?? new Date(), 12).getTime());
    expect(rows[0]?.typeId).toBe(4);
    const [user] = await stack.upstream.db.select().from(users).where(eq(users.id, demoId));
    expect(user?.membershipExpiresAt?.getTime()).toBe(rows[0]?.endsAt.getTime());
  });

  it('a declined card: the provider says why, the order fails, the cart stays, and paying again works', async () => {
    await api.post('/memberships/cart', { typeId: 1 }, { token: company });
    const start = calls.pay.response.parse((await payByCard(company, DECLINED)).body);
    const page = await openPaymentPage(start.paymentUrl);
    const back = new URL(page.location ?? '');
    expect(back.pathname).toBe('/en/check-out');
    const failed = calls.paymentCallback.response.parse((await callback(company, paymentIdOf(page.location))).body);
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'Declined: insufficient funds',
      receiptNumber: null,
    });
    expect((await cart(company)).items).toHaveLength(1);
    // Paying again with a card that works.
    const retry = calls.pay.response.parse((await payByCard(company, SUCCESS)).body);
    const paymentId = paymentIdOf((await openPaymentPage(retry.paymentUrl)).location);
    expect((await callback(company, paymentId)).body.status).toBe('paid');
    expect((await cart(company)).items).toEqual([]);
    expect(
      calls.getOrder.response.parse((await api.get(`/orders/${start.orderId}`, { token: company })).body).status,
    ).toBe('failed');
  });

  it('3-D Secure: a wrong code is asked again, the right one pays; cancelling fails the order', async () => {
    const seller = await login(api, 'seller', 'seller1234');
    await api.post('/memberships/cart', { typeId: 1 }, { token: seller });
    const start = calls.pay.response.parse((await payByCard(seller, SECURE, {}, 'ar')).body);
    const challenge = await openPaymentPage(start.paymentUrl);
    expect(challenge.status).toBe(200);
    expect(challenge.html).toContain('lang="ar" dir="rtl"');
    expect(challenge.html).toContain('تحقق الأمان ثلاثي الأبعاد');
    const wrong = await answerSecureCheck(start.paymentUrl, { otp: '0000' });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('المحاولات المتبقية: 2');
    const right = await answerSecureCheck(start.paymentUrl, { otp: '1234' });
    const back = new URL(right.location ?? '');
    expect(back.pathname).toBe('/ar/thanks');
    const paid = calls.paymentCallback.response.parse((await callback(seller, paymentIdOf(right.location))).body);
    expect(paid.status).toBe('paid');

    await api.post('/memberships/cart', { typeId: 1 }, { token: seller });
    const second = calls.pay.response.parse((await payByCard(seller, SECURE)).body);
    await openPaymentPage(second.paymentUrl);
    const cancelled = await answerSecureCheck(second.paymentUrl, 'cancel');
    const order = calls.paymentCallback.response.parse((await callback(seller, paymentIdOf(cancelled.location))).body);
    expect(order).toMatchObject({ status: 'failed', failureReason: '3-D Secure was cancelled by the customer' });
    expect((await cart(seller)).items).toHaveLength(1);
  });

  it('KNET: cancelling keeps the cart, approving pays; each return is settled by the provider’s word', async () => {
    const buyer = await login(api, 'albahar.motors', 'badal1234');
    await api.post('/memberships/cart', { typeId: 1 }, { token: buyer });
    const knet = (await session(buyer)).paymentMethods.find((m) => m.code === 'kn');
    const pay = () =>
      api.post('/orders/myfatoorah/pay', { PaymentMethodId: knet?.paymentMethodId, cashBack: 0 }, { token: buyer });
    const first = calls.pay.response.parse((await pay()).body);
    const page = await openPaymentPage(first.paymentUrl);
    expect(page.html).toContain('KNET payment');
    const cancel = await decideKnet(first.paymentUrl, 'cancel');
    expect(new URL(cancel.location ?? '').pathname).toBe('/en/check-out');
    const cancelled = calls.paymentCallback.response.parse((await callback(buyer, paymentIdOf(cancel.location))).body);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentMethod: 'KNET',
      failureReason: 'Cancelled by the customer',
    });
    expect((await cart(buyer)).items).toHaveLength(1);

    const second = calls.pay.response.parse((await pay()).body);
    const approve = await decideKnet(second.paymentUrl, 'approve');
    const paid = calls.paymentCallback.response.parse((await callback(buyer, paymentIdOf(approve.location))).body);
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'KNET' });
    expect((await cart(buyer)).items).toEqual([]);
    // The page of a paid invoice only sends the customer back again.
    expect(paymentIdOf((await openPaymentPage(second.paymentUrl)).location)).toBe(paid.paymentId);
  });

  it('pays one line alone (itemType + itemId): only it is bought and leaves the cart', async () => {
    const seller = await login(api, 'gulf.horizon', 'badal1234');
    const self = (await api.get('/users/self', { token: seller })).body;
    const product = (await api.get(`/products/${self.seller.id}/sellers?perPage=1`)).body.data[0];
    await api.post('/memberships/cart', { typeId: 1 }, { token: seller });
    const offered = calls.getCart.response.parse(
      (await api.post('/memberships/services/1/offer', { productId: product.id, days: 4 }, { token: seller })).body,
    );
    const boost = offered.items.find((i) => i.kind === 'boostAd');
    const s = await session(seller, { itemType: 'boostAd', itemId: boost?.itemId });
    expect(s.totalFils).toBe(4_000);
    await submitCard(stack.sandbox.url, s.sessionId, SUCCESS);
    const start = calls.pay.response.parse(
      (
        await api.post(
          '/orders/myfatoorah/pay',
          { sessionId: s.sessionId, itemType: 'boostAd', itemId: boost?.itemId },
          { token: seller },
        )
      ).body,
    );
    const paid = calls.paymentCallback.response.parse(
      (await callback(seller, paymentIdOf((await openPaymentPage(start.paymentUrl)).location))).body,
    );
    expect(paid.items.map((i) => [i.kind, i.amountFils])).toEqual([['boostAd', 4_000]]);
    expect((await cart(seller)).items.map((i) => i.kind)).toEqual(['membership']);
    const purchases = await stack.upstream.db
      .select()
      .from(promotionPurchases)
      .where(eq(promotionPurchases.productId, product.id));
    expect(purchases).toMatchObject([{ serviceId: 1, days: 4, percentage: null }]);
    // Paying took effect on the ad in the same transaction (the promotions' own tests say how).
    expect(purchases[0]?.appliedAt).toBeInstanceOf(Date);
  });

  describe('bad input', () => {
    let stranger: string;
    beforeAll(async () => {
      stranger = await login(api, 'seller', 'seller1234');
    });

    it('an empty cart, no way to pay, a cash back other than 0, a line of the wrong kind', async () => {
      const empty = await api.post('/orders/myfatoorah/session', {}, { token: demo });
      expect(empty).toMatchObject({ status: 422, body: { errors: { itemType: ['error.cartEmpty'] } } });
      await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
      const none = await api.post('/orders/myfatoorah/pay', { cashBack: 0 }, { token: demo });
      expect(none).toMatchObject({ status: 422, body: { errors: { PaymentMethodId: ['validation.paymentMethod'] } } });
      const cashBack = await api.post('/orders/myfatoorah/pay', { PaymentMethodId: 1, cashBack: 5 }, { token: demo });
      expect(cashBack).toMatchObject({ status: 422, body: { errors: { cashBack: ['validation.invalid'] } } });
      const noId = await api.post(
        '/orders/myfatoorah/pay',
        { PaymentMethodId: 1, itemType: 'membership' },
        { token: demo },
      );
      expect(noId).toMatchObject({ status: 422, body: { errors: { itemId: ['validation.required'] } } });
      const line = (await cart(demo)).items[0];
      const wrongKind = await api.post(
        '/orders/myfatoorah/pay',
        { PaymentMethodId: 1, itemType: 'boostAd', itemId: line?.itemId },
        { token: demo },
      );
      expect(wrongKind.status).toBe(404);
    });

    it("someone else's line, order and payment are not found", async () => {
      await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
      const line = (await cart(demo)).items[0];
      const foreign = await api.post(
        '/orders/myfatoorah/pay',
        { PaymentMethodId: 1, itemType: 'membership', itemId: line?.itemId },
        { token: stranger },
      );
      expect(foreign.status).toBe(404);
      const start = calls.pay.response.parse(
        (await api.post('/orders/myfatoorah/pay', { PaymentMethodId: 1 }, { token: demo })).body,
      );
      expect((await api.get(`/orders/${start.orderId}`, { token: stranger })).status).toBe(404);
      const approve = await decideKnet(start.paymentUrl, 'cancel');
      expect((await callback(stranger, paymentIdOf(approve.location))).status).toBe(404);
      expect((await callback(demo, '123456789012345678')).status).toBe(404);
      const list = calls.listOrders.response.parse((await api.get('/orders?perPage=50', { token: stranger })).body);
      expect(list.data.some((o: Order) => o.id === start.orderId)).toBe(false);
    });

    it('a session id that is unknown, of another user, used or expired is refused before the provider is asked', async () => {
      await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
      const pay = (sessionId: string, token = demo) => api.post('/orders/myfatoorah/pay', { sessionId }, { token });
      const refusal = (key: string) => ({ status: 422, body: { errors: { sessionId: [key] } } });
      expect(await pay('00000000-0000-4000-8000-000000000000')).toMatchObject(
        refusal('validation.paymentSessionInvalid'),
      );
      await api.post('/memberships/cart', { typeId: 1 }, { token: stranger });
      const others = await session(stranger);
      expect(await pay(others.sessionId)).toMatchObject(refusal('validation.paymentSessionInvalid'));

      const used = await session(demo);
      await submitCard(stack.sandbox.url, used.sessionId, SUCCESS);
      expect((await pay(used.sessionId)).status).toBe(200);
      await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
      expect(await pay(used.sessionId)).toMatchObject(refusal('validation.paymentSessionUsed'));

      const old = await session(demo);
      await stack.upstream.db
        .update(paymentSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentSessions.sessionId, old.sessionId));
      expect(await pay(old.sessionId)).toMatchObject(refusal('validation.paymentSessionExpired'));
    });

    it('a card session the provider refuses: "payment failed" with its reason, the order failed, the cart kept', async () => {
      await api.post('/memberships/cart', { typeId: 3 }, { token: demo });
      const { sessionId } = await session(demo);
      // No card was typed into this session: the provider refuses to execute it.
      const refused = await api.post('/orders/myfatoorah/pay', { sessionId }, { token: demo, lang: 'ar' });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        message: 'فشل الدفع، يرجى التحقق من البيانات التي أدخلتها',
        error: 'payment failed, please check the data you entered',
        errors: { payment: ['No card details were submitted in this session.'] },
      });
      const [order] = await stack.upstream.db.select().from(orders).where(eq(orders.sessionId, sessionId));
      expect(order).toMatchObject({
        status: 'failed',
        failureReason: 'No card details were submitted in this session.',
      });
      expect((await cart(demo)).items).toHaveLength(1);
    });
  });
});
