/**
 * The payment and membership calls through the BFF, against the real reference API paying through
 * its payment sandbox: mirrored with their true verbs, client prices dropped at the door, the
 * provider's refusals, timeouts and outages as catalogue codes; the provider's webhook is the
 * API's and not the BFF's; and the payment page's CSP lets the provider in there and nowhere else.
 */

import { calls } from '@badal/contracts';
import {
  createTestMember,
  openPaymentPage,
  PAYMENT_WEBHOOK_PATH,
  paymentIdOf,
  sharedTestUpstream,
  startTestPaymentSandbox,
  submitCard,
  type TestPaymentSandbox,
} from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type Harness, login, startHarness } from '../test/harness.js';

describe('payments through the BFF', () => {
  let sandbox: TestPaymentSandbox;
  let h: Harness;
  let cookie: string;

  beforeAll(async () => {
    sandbox = await startTestPaymentSandbox({ hangMs: 2_000 });
    const upstream = await sharedTestUpstream({
      payments: { baseUrl: sandbox.url, timeoutMs: 500, returnUrl: 'http://127.0.0.1:3000' },
    });
    sandbox.setWebhookUrl(`${upstream.origin}${PAYMENT_WEBHOOK_PATH}`);
    h = await startHarness({ upstream, env: { PAYMENT_PROVIDER_ORIGIN: sandbox.url } });
    cookie = (await login(h)).cookie;
  });
  afterAll(async () => {
    await h?.close();
    await h?.upstream.close();
    await sandbox?.close();
  });

  it('mirrors the plans and services for visitors (cached), and the cart for the signed-in', async () => {
    const types = await h.http.get('/api/memberships/types').expect(200);
    expect(calls.membershipTypes.response.parse(types.body).monthly.map((t) => t.priceFils)).toEqual([
      10_000, 20_000, 30_000,
    ]);
    expect((await h.http.get('/api/memberships/types').expect(200)).headers['x-cache']).toBe('hit');
    const services = await h.http.get('/api/memberships/services').set('accept-language', 'ar').expect(200);
    expect(services.body[0].name).toBe('تمييز الإعلان');
    expect((await h.http.get('/api/cart').expect(401)).body.error.code).toBe('login_required');
  });

  it('adds a plan at the server’s price, removes it with a true DELETE', async () => {
    const added = await h.http
      .post('/api/memberships/cart')
      .set('cookie', cookie)
      .send({ typeId: 3, amountFils: 1, totalFils: 1 })
      .expect(200);
    const cart = calls.getCart.response.parse(added.body);
    expect(cart.totalFils).toBe(20_000);
    const itemId = cart.items[0]?.itemId;
    const removed = await h.http.delete(`/api/cart/items/${itemId}`).set('cookie', cookie).expect(200);
    expect(removed.body.items).toEqual([]);
    const again = await h.http.delete(`/api/cart/items/${itemId}`).set('cookie', cookie).expect(404);
    expect(again.body.error.code).toBe('not_found');
    const bad = await h.http.post('/api/memberships/cart').set('cookie', cookie).send({ typeId: 'pro' }).expect(400);
    expect(bad.body.error).toMatchObject({ code: 'validation', fields: { typeId: 'validation.invalid' } });
  });

  it('pays by card end to end: session, card in the sandbox, pay, the customer back, the order and receipt', async () => {
    await h.http.post('/api/memberships/cart').set('cookie', cookie).send({ typeId: 3 }).expect(200);
    const session = calls.paymentSession.response.parse(
      (await h.http.post('/api/orders/myfatoorah/session').set('cookie', cookie).send({}).expect(200)).body,
    );
    expect(session.scriptUrl).toBe(`${sandbox.url}/cardview/v2/session.js`);
    await submitCard(sandbox.url, session.sessionId, '5123450000000008');
    const started = await h.http
      .post('/api/orders/myfatoorah/pay')
      .set('cookie', cookie)
      .set('accept-language', 'ar')
      .send({ sessionId: session.sessionId, PaymentMethodId: null, cashBack: 0, InvoiceValue: 0.001 })
      .expect(200);
    const start = calls.pay.response.parse(started.body);
    const page = await openPaymentPage(start.paymentUrl);
    expect(page.location).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:3000/ar/thanks\\?orderId=${start.orderId}&paymentId=`),
    );

    const back = await h.http
      .get(`/api/orders/myfatoorah/callback?paymentId=${paymentIdOf(page.location)}`)
      .set('cookie', cookie)
      .expect(200);
    expect(back.body).toMatchObject({
      id: start.orderId,
      status: 'paid',
      receiptNumber: expect.stringMatching(/^BR-/),
    });
    const order = await h.http.get(`/api/orders/${start.orderId}`).set('cookie', cookie).expect(200);
    expect(order.body.receiptNumber).toBe(back.body.receiptNumber);
    const list = await h.http.get('/api/orders?perPage=5').set('cookie', cookie).expect(200);
    expect(list.body.data[0].id).toBe(start.orderId);
    const self = await h.http.get('/api/users/self').set('cookie', cookie).expect(200);
    expect(self.body).toMatchObject({
      checkMembership: true,
      membership: { plan: { code: 'pro' }, period: 'monthly' },
    });
    const mine = await h.http.get('/api/memberships').set('cookie', cookie).expect(200);
    expect(mine.body.current.plan.code).toBe('pro');
  });

  it('passes on the provider’s refusal as payment_failed with its reason, and bad input as validation', async () => {
    await h.http.post('/api/memberships/cart').set('cookie', cookie).send({ typeId: 3 }).expect(200);
    const { sessionId } = (
      await h.http.post('/api/orders/myfatoorah/session').set('cookie', cookie).send({}).expect(200)
    ).body;
    const refused = await h.http
      .post('/api/orders/myfatoorah/pay')
      .set('cookie', cookie)
      .send({ sessionId })
      .expect(422);
    expect(refused.body.error).toEqual({
      code: 'payment_failed',
      message: 'payment failed, please check the data you entered',
      fields: { payment: 'No card details were submitted in this session.' },
    });
    const reused = await h.http
      .post('/api/orders/myfatoorah/pay')
      .set('cookie', cookie)
      .send({ sessionId })
      .expect(422);
    expect(reused.body.error).toMatchObject({
      code: 'validation',
      fields: { sessionId: 'validation.paymentSessionUsed' },
    });
    const cashBack = await h.http
      .post('/api/orders/myfatoorah/pay')
      .set('cookie', cookie)
      .send({ PaymentMethodId: 1, cashBack: 3 })
      .expect(400);
    expect(cashBack.body.error).toMatchObject({ code: 'validation', fields: { cashBack: 'validation.invalid' } });
    const foreign = await h.http.get('/api/orders/2147483647').set('cookie', cookie).expect(404);
    expect(foreign.body.error.code).toBe('not_found');
  });

  it('answers a provider that does not answer in time with payment_provider_timeout (504), the cart kept', async () => {
    const { sessionId } = (
      await h.http.post('/api/orders/myfatoorah/session').set('cookie', cookie).send({}).expect(200)
    ).body;
    await submitCard(sandbox.url, sessionId, '4000000000000119');
    const timedOut = await h.http
      .post('/api/orders/myfatoorah/pay')
      .set('cookie', cookie)
      .send({ sessionId })
      .expect(504);
    expect(timedOut.body.error.code).toBe('payment_provider_timeout');
    expect((await h.http.get('/api/cart').set('cookie', cookie).expect(200)).body.items).toHaveLength(1);
  });

  it('does not take the provider’s webhook: that is the API’s', async () => {
    await h.http.post('/api/webhooks/myfatoorah').send({ EventType: 1 }).expect(404);
    await h.http.post(PAYMENT_WEBHOOK_PATH).send({ EventType: 1 }).expect(404);
  });

  it('lets the provider into the CSP of the payment page only', async () => {
    const csp = async (path: string) =>
      String((await h.http.get(path).set('cookie', cookie)).headers['content-security-policy']);
    for (const path of ['/payment', '/ar/payment', '/en/payment?paymentId=1', '/ar/check-out?orderId=3']) {
      const policy = await csp(path);
      expect(policy, path).toContain(`script-src 'self' ${sandbox.url}`);
      expect(policy, path).toContain(`frame-src 'self' ${sandbox.url}`);
    }
    for (const path of ['/', '/ar/memberships', '/payment-succeeded', '/ar/payment/other', '/paymentx']) {
      const policy = await csp(path);
      expect(policy, path).not.toContain(sandbox.url);
      expect(policy, path).toContain("script-src 'self' 'self'");
    }
  });
});

describe('the payment provider settings of the BFF', () => {
  it('default to the sandbox outside production and to none in production', () => {
    expect(loadConfig({}).paymentProviderOrigins).toEqual(['http://127.0.0.1:4100']);
    expect(loadConfig({ NODE_ENV: 'production', PUSH_WEBHOOK_SECRET: 'x'.repeat(16) }).paymentProviderOrigins).toEqual(
      [],
    );
    expect(
      loadConfig({ PAYMENT_PROVIDER_ORIGIN: 'https://demo.myfatoorah.com, https://portal.myfatoorah.com' })
        .paymentProviderOrigins,
    ).toEqual(['https://demo.myfatoorah.com', 'https://portal.myfatoorah.com']);
    expect(() => loadConfig({ PAYMENT_PROVIDER_ORIGIN: 'https://demo.myfatoorah.com/cardview' })).toThrow(
      /PAYMENT_PROVIDER_ORIGIN/,
    );
  });
});

describe('a provider that cannot be reached, through the BFF', () => {
  let h: Harness;
  /** An account of this test's own: demo's cart and payments above are not its. */
  let member: Awaited<ReturnType<typeof createTestMember>>;
  beforeAll(async () => {
    const upstream = await sharedTestUpstream({ payments: { baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 } });
    h = await startHarness({ upstream });
    member = await createTestMember(upstream);
  });
  afterAll(async () => {
    await h?.close();
    await h?.upstream.close();
  });

  it('is payment_provider_unavailable (502) with its message, and the cart is kept', async () => {
    const { cookie } = await login(h, member.userName, member.password);
    await h.http.post('/api/memberships/cart').set('cookie', cookie).send({ typeId: 1 }).expect(200);
    const answer = await h.http.post('/api/orders/myfatoorah/session').set('cookie', cookie).send({}).expect(502);
    expect(answer.body.error).toEqual({
      code: 'payment_provider_unavailable',
      message: 'The payment service is unavailable right now. Nothing was charged; please try again.',
    });
    expect((await h.http.get('/api/cart').set('cookie', cookie).expect(200)).body.items).toHaveLength(1);
  });
});
