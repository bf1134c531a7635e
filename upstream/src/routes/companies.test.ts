/**
 * The business upgrade (spec §3 Company subscription, §4, §7): the account's own details and
 * password, the company, a meeting slot the API offers; one unpaid subscription with its cart line,
 * resumed, replaced or discarded whole; two members asking for one slot at once — one wins; paying
 * it with the sandbox card makes the account a company account whose seller page shows the profile.
 */
import { calls } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories, companySubscriptions, users } from '../db/schema.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../payment-sandbox/sandbox-browser.js';
import { type ApiClient, login, startPaymentStack } from '../test/api-client.js';

const SUCCESS = '5123450000000008';

describe('company subscriptions', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let demo: string;
  let seller: string;
  let categoryId: number;
  // A Tuesday morning in Kuwait.
  const TUESDAY = new Date('2026-03-10T06:00:00Z');
  let now = TUESDAY;

  const slots = async (token: string) =>
    calls.meetingSlots.response.parse((await api.get('/companies/meeting-slots', { token })).body).slots;

  const form = (slot: { start: string; end: string }, overrides: Record<string, unknown> = {}) => ({
    userEmail: 'demo@badal.test',
    userPassword: 'demo1234',
    userPasswordConfirmation: 'demo1234',
    userFullName: 'Dana Al-Sabah',
    userUserName: 'demo',
    userPhone: '50000001',
    userAddress: 'Salmiya, Block 10',
    userLatitude: 29.33,
    userLongitude: 48.07,
    companyName: 'Dana Trading',
    companyAddress: 'Sharq, Kuwait City',
    companyLatitude: 29.38,
    companyLongitude: 47.99,
    companyCategoryId: categoryId,
    companyInstagramLink: 'https://instagram.com/dana.trading',
    companyFacebookLink: '',
    companyWebsiteLink: 'https://dana.example.com',
    companySize: '11-50',
    meetingStart: slot.start,
    meetingEnd: slot.end,
    code: true,
    ...overrides,
  });

  const cart = async (token: string) => calls.getCart.response.parse((await api.get('/cart', { token })).body);

  beforeAll(async () => {
    stack = await startPaymentStack({ webhooks: false, clock: () => now });
    api = stack.api;
    [demo, seller] = await Promise.all([login(api, 'demo', 'demo1234'), login(api, 'seller', 'seller1234')]);
    const [category] = await stack.upstream.db.select().from(categories).where(eq(categories.slug, 'electronics'));
    categoryId = category?.id ?? 1;
  });
  afterAll(async () => stack?.close());
  beforeEach(async () => {
    for (const token of [demo, seller]) {
      const unpaid = (await api.get('/companies/subscription/unpaid', { token })).body as { id: number } | null;
      if (unpaid) await api.post(`/companies/subscription/${unpaid.id}`, {}, { token, method: 'DELETE' });
      for (const line of (await cart(token)).items)
        await api.post(`/cart/items/${line.itemId}`, {}, { token, method: 'DELETE' });
    }
  });

  it('offers one-hour slots on Kuwait working days from tomorrow, 10:00 to 16:00 Kuwait time', async () => {
    const offered = await slots(demo);
    expect(offered[0]).toEqual({ start: '2026-03-11T07:00:00.000Z', end: '2026-03-11T08:00:00.000Z' });
    const days = new Set(offered.map((s) => new Date(Date.parse(s.start) + 3 * 3_600_000).getUTCDay()));
    expect([...days].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(
      offered.every((s) => {
        const h = new Date(s.start).getUTCHours() + 3;
        return h >= 10 && h <= 15;
      }),
    ).toBe(true);
    expect((await api.get('/companies/meeting-slots')).status).toBe(401);
  });

  it('refuses bad input, someone else’s details, a wrong password and a slot not offered: nothing stored', async () => {
    const [slot] = await slots(demo);
    if (!slot) throw new Error('no slot');
    const bad = await api.post(
      '/companies/subscription',
      form(slot, { companyWebsiteLink: 'not a url', companySize: 'huge', code: false }),
      { token: demo },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['code', 'companySize', 'companyWebsiteLink']);
    const mismatch = await api.post('/companies/subscription', form(slot, { userPasswordConfirmation: 'other' }), {
      token: demo,
    });
    expect(mismatch.body.errors).toEqual({ userPasswordConfirmation: ['validation.passwordMismatch'] });
    const other = await api.post('/companies/subscription', form(slot, { userEmail: 'seller@badal.test' }), {
      token: demo,
    });
    expect(other.body.errors).toEqual({ userEmail: ['validation.ownDetails'] });
    const password = await api.post(
      '/companies/subscription',
      form(slot, { userPassword: 'wrong-pass', userPasswordConfirmation: 'wrong-pass' }),
      { token: demo, lang: 'ar' },
    );
    expect(password.body).toMatchObject({ errors: { userPassword: ['validation.currentPassword'] } });
    const odd = { start: '2026-03-11T07:30:00.000Z', end: '2026-03-11T08:30:00.000Z' };
    expect((await api.post('/companies/subscription', form(odd), { token: demo })).body.errors).toEqual({
      meetingStart: ['validation.meetingSlot'],
    });
    const ends = await api.post('/companies/subscription', form({ start: slot.start, end: slot.start }), {
      token: demo,
    });
    expect(ends.body.errors).toEqual({ meetingEnd: ['validation.meetingEnd'] });
    expect(await stack.upstream.db.select().from(companySubscriptions)).toEqual([]);
    expect((await cart(demo)).items).toEqual([]);
  });

  it('two members asking for one slot at the same time: one books it, the other is told it was just taken', async () => {
    const [slot] = await slots(demo);
    if (!slot) throw new Error('no slot');
    const sellerForm = form(slot, {
      userEmail: 'seller@badal.test',
      userPassword: 'seller1234',
      userPasswordConfirmation: 'seller1234',
      userUserName: 'seller',
      userPhone: '50000002',
    });
    const answers = await Promise.all([
      api.post('/companies/subscription', form(slot), { token: demo }),
      api.post('/companies/subscription', sellerForm, { token: seller }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)?.body.errors).toEqual({ meetingStart: ['error.slotTaken'] });
    expect((await slots(demo)).map((s) => s.start)).not.toContain(slot.start);
    const rows = await stack.upstream.db.select().from(companySubscriptions);
    expect(rows).toHaveLength(1);
  });

  it('keeps one unpaid subscription with its line; filled in again it is replaced, discarded it frees its slot', async () => {
    const [first, second] = await slots(demo);
    if (!first || !second) throw new Error('no slots');
    const a = calls.subscribeCompany.response.parse(
      (await api.post('/companies/subscription', form(first), { token: demo })).body,
    );
    expect(a).toMatchObject({ status: 'unpaid', priceFils: 120_000, company: { name: 'Dana Trading', size: '11-50' } });
    expect(a.company.category.id).toBe(categoryId);
    expect(a.company.facebookLink).toBeNull();
    const b = calls.subscribeCompany.response.parse(
      (await api.post('/companies/subscription', form(second, { companyName: 'Dana & Co' }), { token: demo })).body,
    );
    const unpaid = calls.unpaidCompanySubscription.response.parse(
      (await api.get('/companies/subscription/unpaid', { token: demo })).body,
    );
    expect(unpaid).toMatchObject({ id: b.id, meeting: second, user: { userName: 'demo', fullName: 'Dana Al-Sabah' } });
    expect((await cart(demo)).items).toEqual([
      expect.objectContaining({
        kind: 'companySubscription',
        feeTypeId: 4,
        amountFils: 120_000,
        data: { subscriptionId: b.id },
      }),
    ]);
    // The first slot is free again; the second is held.
    const free = (await slots(demo)).map((s) => s.start);
    expect(free).toContain(first.start);
    expect(free).not.toContain(second.start);
    expect((await api.post(`/companies/subscription/${b.id}`, {}, { token: seller, method: 'DELETE' })).status).toBe(
      404,
    );
    await api.post(`/companies/subscription/${b.id}`, {}, { token: demo, method: 'DELETE' });
    expect((await api.get('/companies/subscription/unpaid', { token: demo })).body).toBeNull();
    expect((await cart(demo)).items).toEqual([]);
    expect((await slots(demo)).map((s) => s.start)).toContain(second.start);
  });

  it('an unpaid subscription holds its slot for a while, then lets it go and must pick a new time', async () => {
    const [slot] = await slots(demo);
    if (!slot) throw new Error('no slot');
    expect((await api.post('/companies/subscription', form(slot), { token: demo })).status).toBe(200);
    const held = calls.unpaidCompanySubscription.response.parse(
      (await api.get('/companies/subscription/unpaid', { token: demo })).body,
    );
    expect(held).toMatchObject({ meeting: slot, heldUntil: new Date(now.getTime() + 30 * 60_000).toISOString() });
    expect(await slots(seller)).not.toContainEqual(slot);
    now = new Date(TUESDAY.getTime() + 30 * 60_000);
    try {
      // The hold ended exactly now: the slot is offered again and the subscription says so.
      const lapsed = calls.unpaidCompanySubscription.response.parse(
        (await api.get('/companies/subscription/unpaid', { token: demo })).body,
      );
      expect(lapsed).toMatchObject({ id: held?.id, meeting: null });
      expect(await slots(seller)).toContainEqual(slot);
      const pay = await api.post('/orders/myfatoorah/pay', { PaymentMethodId: 1, cashBack: 0 }, { token: demo });
      expect(pay).toMatchObject({ status: 422, body: { errors: { meetingStart: ['error.meetingReleased'] } } });
      // Another member books it; the first picks a new time and can pay again.
      const sellerForm = form(slot, {
        userEmail: 'seller@badal.test',
        userPassword: 'seller1234',
        userPasswordConfirmation: 'seller1234',
        userUserName: 'seller',
        userPhone: '50000002',
      });
      expect((await api.post('/companies/subscription', sellerForm, { token: seller })).status).toBe(200);
      const [next] = await slots(demo);
      if (!next) throw new Error('no slot');
      expect((await api.post('/companies/subscription', form(next), { token: demo })).status).toBe(200);
      const again = await api.post('/orders/myfatoorah/pay', { PaymentMethodId: 1, cashBack: 0 }, { token: demo });
      expect(again.status).toBe(200);
    } finally {
      now = TUESDAY;
    }
  });

  it('paid with the sandbox card: a company account for a year, its profile on its seller page', async () => {
    const [slot] = await slots(demo);
    if (!slot) throw new Error('no slot');
    const subscribed = calls.subscribeCompany.response.parse(
      (await api.post('/companies/subscription', form(slot), { token: demo })).body,
    );
    const session = calls.paymentSession.response.parse(
      (await api.post('/orders/myfatoorah/session', {}, { token: demo })).body,
    );
    await submitCard(stack.sandbox.url, session.sessionId, SUCCESS);
    const start = calls.pay.response.parse(
      (await api.post('/orders/myfatoorah/pay', { sessionId: session.sessionId }, { token: demo })).body,
    );
    const { location } = await openPaymentPage(start.paymentUrl);
    const paymentId = paymentIdOf(location);
    // The return address tells the payment-return guard a subscription was paid.
    expect(new URL(location ?? '').searchParams.has('company')).toBe(true);
    const order = (await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token: demo })).body;
    expect(order).toMatchObject({ status: 'paid', totalFils: 120_000 });
    const [row] = await stack.upstream.db
      .select()
      .from(companySubscriptions)
      .where(eq(companySubscriptions.id, subscribed.id));
    expect(row).toMatchObject({ status: 'active' });
    expect(row?.activeUntil?.toISOString()).toBe('2027-03-10T06:00:00.000Z');
    const self = calls.self.response.parse((await api.get('/users/self', { token: demo })).body);
    expect(self.accountType).toBe(3);
    const page = calls.showUser.response.parse((await api.get(`/users/${self.id}`, { lang: 'ar' })).body);
    expect(page.company).toMatchObject({
      name: 'Dana Trading',
      websiteLink: 'https://dana.example.com',
      size: '11-50',
    });
    expect(page.company?.category.name).toMatch(/[\u0600-\u06FF]/);
    // A paid subscription is not discarded.
    const discard = await api.post(`/companies/subscription/${subscribed.id}`, {}, { token: demo, method: 'DELETE' });
    expect(discard.body.errors).toEqual({ id: ['error.subscriptionGone'] });
    // A company account does not subscribe again.
    const [next] = await slots(demo);
    const again = await api.post('/companies/subscription', form(next ?? slot), { token: demo });
    expect(again.body.errors).toEqual({ code: ['error.alreadyCompany'] });
    await stack.upstream.db.update(users).set({ accountType: 1 }).where(eq(users.id, self.id));
  });
});
