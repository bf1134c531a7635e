/**
 * Money that adds up, on PostgreSQL (real concurrent transactions; PGlite runs one at a time):
 * a coupon is reserved when a payment starts and never used past its limit, whatever runs at
 * once; a failed, cancelled or lapsed payment gives its use back; one payable thing has one open
 * payment (a second start continues it); and two payments of one thing that both succeed at the
 * provider make one purchase and one refund.
 */
import { calls } from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, couponUses, memberships, orders, refunds, users } from '../../db/schema.js';
import { decideKnet, paymentIdOf } from '../../payment-sandbox/sandbox-browser.js';
import { startTestPaymentSandbox, type TestPaymentSandbox } from '../../payment-sandbox/test-sandbox.js';
import { type ApiClient, apiClient, login } from '../../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../../testing.js';
import { hashPassword } from '../passwords.js';

const KNET = 1;
const MEMBERSHIP_TYPE = 3;

describe('money that adds up (PostgreSQL)', () => {
  let sandbox: TestPaymentSandbox;
  let upstream: TestUpstream;
  let api: ApiClient;
  let now = new Date();
  let passwordHash: string;
  let members = 0;

  /** A verified member of its own, signed in: each test's buyers never meet another test's. */
  const member = async (): Promise<{ id: number; token: string }> => {
    members += 1;
    const name = `buyer${members}x${Date.now().toString(36)}`;
    const [row] = await upstream.db
      .insert(users)
      .values({
        userName: name,
        email: `${name}@badal.test`,
        phone: `6${String(Date.now() + members).slice(-7)}`,
        fullName: 'Test Buyer',
        passwordHash,
        status: 'active',
        verifiedAt: now,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('member not made');
    return { id: row.id, token: await login(api, name, 'buyer1234') };
  };

  const coupon = async (code: string, values: { maxUses: number; maxUsesPerCustomer?: number | null }) => {
    const [row] = await upstream.db
      .insert(coupons)
      .values({ code, percent: 50, expiresAt: new Date('2036-01-01T00:00:00Z'), ...values })
      .returning();
    if (!row) throw new Error('coupon not made');
    return row;
  };
  const couponRow = async (id: number) => (await upstream.db.select().from(coupons).where(eq(coupons.id, id)))[0];

  const putMembership = async (token: string) =>
    expect((await api.post('/memberships/cart', { typeId: MEMBERSHIP_TYPE }, { token })).status).toBe(200);
  const payKnet = (token: string, extra: object = {}) =>
    api.post('/orders/myfatoorah/pay', { PaymentMethodId: KNET, cashBack: 0, ...extra }, { token });
  /** Approves (or cancels) at KNET and comes back: the return settles the payment. */
  const finishKnet = async (token: string, paymentUrl: string, decision: 'approve' | 'cancel' = 'approve') => {
    const paymentId = paymentIdOf((await decideKnet(paymentUrl, decision)).location);
    return api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token });
  };

  beforeAll(async () => {
    passwordHash = await hashPassword('buyer1234');
    sandbox = await startTestPaymentSandbox();
    upstream = await startTestUpstream({
      database: 'postgres',
      payments: { baseUrl: sandbox.url, timeoutMs: 2_000, openMinutes: 30, unpaidHoldMinutes: 30 },
      clock: () => now,
    });
    api = apiClient(upstream.url);
  });
  afterAll(async () => {
    await sandbox?.close();
    await upstream?.close();
  });

  it('N buyers starting at once with a coupon of limit k: exactly k are discounted', async () => {
    const limited = await coupon('RACE2', { maxUses: 2, maxUsesPerCustomer: null });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => member()));
    await Promise.all(buyers.map((b) => putMembership(b.token)));
    const answers = await Promise.all(buyers.map((b) => payKnet(b.token, { couponCode: 'race2' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.body.errors).toEqual({ couponCode: ['coupon.usedUp'] });
    expect(await couponRow(limited.id)).toMatchObject({ reservedCount: 2, usedCount: 0 });
    // The check agrees while the two payments are open.
    const check = await api.get('/coupons/check?code=RACE2', { token: buyers[0]?.token ?? '' });
    expect(check.body).toMatchObject({ response: false });

    // One payment goes through, one is cancelled: one use, and room for one more.
    const [paid, cancelled] = answers.filter((a) => a.status === 200);
    const payer = buyers[answers.indexOf(paid as (typeof answers)[number])];
    const canceller = buyers[answers.indexOf(cancelled as (typeof answers)[number])];
    expect((await finishKnet(payer?.token ?? '', paid?.body.paymentUrl)).body).toMatchObject({ status: 'paid' });
    expect((await finishKnet(canceller?.token ?? '', cancelled?.body.paymentUrl, 'cancel')).body).toMatchObject({
      status: 'cancelled',
    });
    expect(await couponRow(limited.id)).toMatchObject({ reservedCount: 0, usedCount: 1 });
    const order = calls.getOrder.response.parse(
      (await api.get(`/orders/${paid?.body.orderId}`, { token: payer?.token ?? '' })).body,
    );
    // The receipt shows what was applied.
    expect(order.discountFils).toBeGreaterThan(0);
    expect(order.totalFils + (order.discountFils ?? 0)).toBe(order.items.reduce((sum, i) => sum + i.amountFils, 0));
  });

  it('a coupon is once per customer unless it says otherwise, counting open payments', async () => {
    const once = await coupon('ONCE50', { maxUses: 10 });
    const buyer = await member();
    await putMembership(buyer.token);
    const first = await payKnet(buyer.token, { couponCode: 'ONCE50' });
    expect(first.status).toBe(200);
    expect((await finishKnet(buyer.token, first.body.paymentUrl)).body).toMatchObject({ status: 'paid' });
    await putMembership(buyer.token);
    const again = await payKnet(buyer.token, { couponCode: 'ONCE50' });
    expect(again).toMatchObject({ status: 422, body: { errors: { couponCode: ['coupon.alreadyUsed'] } } });
    const check = await api.get('/coupons/check?code=ONCE50', { token: buyer.token, lang: 'ar' });
    expect(check.body).toMatchObject({ response: false, message: 'لقد استخدمت هذه القسيمة من قبل.' });
    expect(await couponRow(once.id)).toMatchObject({ reservedCount: 0, usedCount: 1 });
  });

  it('one thing, many starts at once: one order, and every answer continues it or says it is in progress', async () => {
    const buyer = await member();
    await putMembership(buyer.token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payKnet(buyer.token)));
    const made = await upstream.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(made).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.orderId).toBe(made[0]?.id);
      else expect(answer).toMatchObject({ status: 409, body: { message: expect.any(String) } });
    }
    // Once the provider has a page for it, a retry (a second tab) continues the same payment.
    const retry = await payKnet(buyer.token);
    expect(retry).toMatchObject({ status: 200, body: { orderId: made[0]?.id, paymentUrl: made[0]?.paymentUrl } });
    expect(await upstream.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
  });

  it('a lapsed payment frees its coupon use and what it paid for; a late success of it is refunded', async () => {
    const single = await coupon('LATE50', { maxUses: 1 });
    const buyer = await member();
    await putMembership(buyer.token);
    const first = await payKnet(buyer.token, { couponCode: 'LATE50' });
    expect(first.status).toBe(200);
    expect(await couponRow(single.id)).toMatchObject({ reservedCount: 1, usedCount: 0 });

    // Time passes: the payment lapses, once, however often the sweep runs.
    now = new Date(now.getTime() + 31 * 60_000);
    await Promise.all([upstream.sweepPayments(), upstream.sweepPayments()]);
    const [lapsed] = await upstream.db.select().from(orders).where(eq(orders.id, first.body.orderId));
    expect(lapsed).toMatchObject({ status: 'cancelled' });
    expect(await couponRow(single.id)).toMatchObject({ reservedCount: 0, usedCount: 0 });

    // A new payment for the same membership, without the coupon, is paid.
    const second = await payKnet(buyer.token);
    expect(second.status).toBe(200);
    expect(second.body.orderId).not.toBe(first.body.orderId);
    expect((await finishKnet(buyer.token, second.body.paymentUrl)).body).toMatchObject({ status: 'paid' });

    // The customer then completes the first one too, at the provider: it is paid and refunded in full.
    const late = await finishKnet(buyer.token, first.body.paymentUrl);
    expect(late.body).toMatchObject({ status: 'paid' });
    const [refund] = await upstream.db.select().from(refunds).where(eq(refunds.orderId, first.body.orderId));
    expect(refund).toMatchObject({ amountFils: late.body.totalFils, reason: 'refund.alreadyPaid' });
    expect(refund?.providerRefundId).toBeTruthy();
    // The customer sees it on the order, in their language.
    const seen = calls.getOrder.response.parse(
      (await api.get(`/orders/${first.body.orderId}`, { token: buyer.token, lang: 'ar' })).body,
    );
    expect(seen.refunds).toEqual([
      expect.objectContaining({ amountFils: late.body.totalFils, reason: expect.stringContaining('استرداد') }),
    ]);
    expect(
      await upstream.db.select().from(memberships).where(eq(memberships.userId, buyer.id)),
      'one membership bought',
    ).toHaveLength(1);
    // The coupon the late payment carried had been released and is given to nobody beyond its limit.
    expect(await couponRow(single.id)).toMatchObject({ reservedCount: 0 });
    expect(
      (
        await upstream.db
          .select()
          .from(couponUses)
          .where(and(eq(couponUses.couponId, single.id)))
      ).map((u) => u.state),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/released|used/)]));
  });
});
