/**
 * Booked banners (spec §3 Banner input, §4, §5, §9): the picture's shape checked by the server,
 * the price from the settings times the days, one unpaid banner with one cart line (resumed,
 * replaced or discarded whole), paying it with the sandbox card puts it in review, an operator
 * publishes it from its first day for its days (or rejects it with a reason), and only published,
 * running banners reach the home page — the API's clock moved on to see one start and end.
 */
import { calls, filsToDecimal, kuwaitDayFrom } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { banners, users } from '../db/schema.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../payment-sandbox/sandbox-browser.js';
import { type ApiClient, filesForm, gradientPng, login, startPaymentStack } from '../test/api-client.js';

const SUCCESS = '5123450000000008';
const DAY = 24 * 60 * 60 * 1000;

describe('banners', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let demo: string;
  let seller: string;
  let operator: string;
  let now = new Date('2026-03-10T09:00:00Z');
  let horizontal: Buffer;

  const book = (token: string, fields: Record<string, string> = {}, picture?: Buffer) =>
    api.multipart(
      '/banners',
      filesForm('images[]', [{ name: 'banner.png', data: picture ?? horizontal, type: 'image/png' }], {
        type: '5',
        typeName: 'horizontal-banners',
        title: 'Ramadan offers on phones',
        summary: 'Trade in your phone',
        date: kuwaitDayFrom(now, 1),
        days: '7',
        email: 'Ads@Example.com',
        phone: '51234567',
        ...fields,
      }),
      { token },
    );

  const homeBanners = async () =>
    calls.doubleBanners.response.parse((await api.get('/banners/double?type=5&typeName=horizontal-banners')).body);
  const cart = async (token: string) => calls.getCart.response.parse((await api.get('/cart', { token })).body);
  const payCart = async (token: string) => {
    const session = calls.paymentSession.response.parse(
      (await api.post('/orders/myfatoorah/session', { couponCode: 'BADAL10' }, { token })).body,
    );
    await submitCard(stack.sandbox.url, session.sessionId, SUCCESS);
    const start = calls.pay.response.parse(
      (await api.post('/orders/myfatoorah/pay', { sessionId: session.sessionId, couponCode: 'BADAL10' }, { token }))
        .body,
    );
    const paymentId = paymentIdOf((await openPaymentPage(start.paymentUrl)).location);
    return {
      session,
      start,
      order: (await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token })).body,
    };
  };

  beforeAll(async () => {
    stack = await startPaymentStack({ webhooks: false, clock: () => now });
    api = stack.api;
    [demo, seller, operator] = await Promise.all([
      login(api, 'demo', 'demo1234'),
      login(api, 'seller', 'seller1234'),
      login(api, 'operator', 'operator1234'),
    ]);
    horizontal = await gradientPng(1225, 250);
  });
  afterAll(async () => stack?.close());
  beforeEach(async () => {
    for (const token of [demo, seller]) {
      const unpaid = (await api.get('/banners/unpaid?type=2', { token })).body as { id: number } | null;
      if (unpaid) await api.post(`/banners/${unpaid.id}`, {}, { token, method: 'DELETE' });
      for (const line of (await cart(token)).items)
        await api.post(`/cart/items/${line.itemId}`, {}, { token, method: 'DELETE' });
    }
  });

  it('refuses a picture of the wrong shape or size, a past day, a bad coupon: nothing stored, nothing in the cart', async () => {
    const before = (await stack.upstream.db.select().from(banners)).length;
    const square = await book(demo, {}, await gradientPng(800, 800));
    expect(square).toMatchObject({ status: 422, body: { errors: { images: ['error.bannerDimensions'] } } });
    expect(square.body.message).toMatch(/banner image dimensions/i);
    const vertical = await book(demo, { type: '6', typeName: 'vertical-banners' });
    expect(vertical.body.errors.images).toEqual(['error.bannerDimensions']);
    const arabic = await api.multipart(
      '/banners',
      filesForm('images[]', [{ name: 'b.png', data: await gradientPng(400, 400) }], {
        type: '5',
        title: 'x',
        date: kuwaitDayFrom(now, 1),
        days: '3',
        email: 'a@b.co',
        phone: '51234567',
      }),
      { token: demo, lang: 'ar' },
    );
    expect(arabic.body.message).toBe('يرجى التحقق من أبعاد صورة البانر');
    expect((await book(demo, { date: kuwaitDayFrom(now, -1) })).body.errors).toEqual({
      date: ['validation.bannerDate'],
    });
    expect((await book(demo, { date: kuwaitDayFrom(now, 91) })).body.errors).toEqual({
      date: ['validation.bannerDate'],
    });
    expect((await book(demo, { code: 'EID2025' })).body.errors).toEqual({ code: ['coupon.expired'] });
    expect((await book(demo, { code: 'WELCOME50' })).body.errors).toEqual({ code: ['coupon.usedUp'] });
    expect((await book(demo, { typeName: 'vertical-banners' })).body.errors).toEqual({
      typeName: ['validation.invalid'],
    });
    const badFields = await book(demo, { email: 'nope', phone: '123', days: '31', title: '' });
    expect(Object.keys(badFields.body.errors).sort()).toEqual(['days', 'email', 'phone', 'title']);
    const notPicture = await book(demo, {}, Buffer.from('<html>not a picture</html>'));
    expect(notPicture.body.errors.images).toEqual(['validation.fileType']);
    expect((await stack.upstream.db.select().from(banners)).length).toBe(before);
    expect((await cart(demo)).items).toEqual([]);
  });

  it('keeps one unpaid banner with one cart line: booked again it is replaced, discarded it is gone with its line', async () => {
    const first = calls.placeBanner.response.parse((await book(demo)).body);
    expect(first).toMatchObject({ status: 'unpaid', type: 5, days: 7, priceFils: 105_000, email: 'ads@example.com' });
    expect(first.primaryImage).toMatchObject({ width: 1225, height: 250 });
    const line = (await cart(demo)).items[0];
    expect(line).toMatchObject({ kind: 'banner', feeTypeId: 2, amountFils: 105_000, data: { bannerId: first.id } });
    expect(line?.title).toBe('Horizontal banner: \u2068Ramadan offers on phones\u2069, 7 days');

    const second = calls.placeBanner.response.parse(
      (await book(demo, { days: '3', type: '4', typeName: 'double-banners' }, await gradientPng(1200, 600))).body,
    );
    expect(second.priceFils).toBe(75_000);
    expect((await api.get('/banners/unpaid?type=2', { token: demo })).body).toMatchObject({ id: second.id });
    expect((await cart(demo)).items.map((i) => i.data)).toEqual([expect.objectContaining({ bannerId: second.id })]);
    expect(await stack.upstream.db.select().from(banners).where(eq(banners.id, first.id))).toEqual([]);

    // Someone else's banner is not found; the owner's goes with its cart line.
    expect((await api.post(`/banners/${second.id}`, {}, { token: seller, method: 'DELETE' })).status).toBe(404);
    const discarded = await api.post(`/banners/${second.id}`, {}, { token: demo, method: 'DELETE', lang: 'ar' });
    expect(discarded).toMatchObject({ status: 200, body: { message: 'تم حذف البانر.' } });
    expect((await api.get('/banners/unpaid?type=2', { token: demo })).body).toBeNull();
    expect((await cart(demo)).items).toEqual([]);

    // Removing the line from the cart discards its banner too: never a banner without its line.
    const third = calls.placeBanner.response.parse((await book(demo)).body);
    const thirdLine = (await cart(demo)).items[0];
    await api.post(`/cart/items/${thirdLine?.itemId}`, {}, { token: demo, method: 'DELETE' });
    expect(await stack.upstream.db.select().from(banners).where(eq(banners.id, third.id))).toEqual([]);
  });

  it('paid with a coupon goes to review; the operator publishes it from its day for its days, then it expires', async () => {
    const booked = calls.placeBanner.response.parse((await book(demo, { code: 'badal10' })).body);
    const { session, order } = await payCart(demo);
    expect([session.totalFils, session.discountFils]).toEqual([94_500, 10_500]);
    expect(order).toMatchObject({ status: 'paid', totalFils: 94_500 });
    const mine = calls.myBanners.response.parse((await api.get('/banners/user', { token: demo })).body);
    expect(mine[0]).toMatchObject({ id: booked.id, status: 'review', startsAt: null });
    expect((await api.post(`/banners/${booked.id}`, {}, { token: demo, method: 'DELETE' })).body.errors).toEqual({
      id: ['error.bannerPaid'],
    });

    // Only operators see the queue and decide.
    expect((await api.get('/moderation/banners', { token: demo })).status).toBe(403);
    expect((await api.post(`/moderation/banners/${booked.id}/approve`, {}, { token: demo })).status).toBe(403);
    const queue = calls.bannersForReview.response.parse(
      (await api.get('/moderation/banners', { token: operator })).body,
    );
    expect(queue.find((b) => b.id === booked.id)?.owner.userName).toBe('demo');
    const approved = calls.approveBanner.response.parse(
      (await api.post(`/moderation/banners/${booked.id}/approve`, {}, { token: operator })).body,
    );
    // The chosen day is tomorrow in Kuwait: it starts at midnight there and runs 7 days.
    expect(approved.startsAt).toBe(`${kuwaitDayFrom(now, 0)}T21:00:00.000Z`);
    expect(Date.parse(approved.endsAt ?? '') - Date.parse(approved.startsAt ?? '')).toBe(7 * DAY);
    expect((await api.post(`/moderation/banners/${booked.id}/approve`, {}, { token: operator })).body.errors).toEqual({
      id: ['error.notInReview'],
    });

    expect((await homeBanners()).map((b) => b.id)).not.toContain(booked.id);
    now = new Date(Date.parse(approved.startsAt ?? '') + 60_000);
    expect((await homeBanners()).find((b) => b.id === booked.id)).toMatchObject({ title: 'Ramadan offers on phones' });
    now = new Date(Date.parse(approved.endsAt ?? '') + 1);
    expect((await homeBanners()).map((b) => b.id)).not.toContain(booked.id);
    const later = calls.myBanners.response.parse((await api.get('/banners/user', { token: demo })).body);
    expect(later.find((b) => b.id === booked.id)?.status).toBe('expired');
    now = new Date('2026-03-10T09:00:00Z');
  });

  it('a rejected banner keeps its reason, is never shown and its payment is refunded, once', async () => {
    const booked = calls.placeBanner.response.parse((await book(seller, { date: kuwaitDayFrom(now, 0) })).body);
    const { order } = await payCart(seller);
    const paid = calls.paymentCallback.response.parse(order);
    expect(
      (await api.post(`/moderation/banners/${booked.id}/reject`, { reason: '' }, { token: operator })).status,
    ).toBe(422);
    const rejected = calls.rejectBanner.response.parse(
      (
        await api.post(
          `/moderation/banners/${booked.id}/reject`,
          { reason: 'The picture is blurry.' },
          { token: operator },
        )
      ).body,
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'The picture is blurry.', startsAt: null });
    const rejectedList = calls.bannersForReview.response.parse(
      (await api.get('/moderation/banners?status=rejected', { token: operator })).body,
    );
    expect(rejectedList.map((b) => b.id)).toContain(booked.id);
    expect((await homeBanners()).map((b) => b.id)).not.toContain(booked.id);

    // What the banner cost after the coupon goes back, with Badal's reason in the customer's language.
    const ownOrder = async (locale: string) =>
      calls.getOrder.response.parse((await api.get(`/orders/${paid.id}`, { token: seller, lang: locale })).body);
    const refunded = await ownOrder('ar');
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        amountFils: paid.totalFils,
        state: 'pending',
        reason: expect.stringContaining('البانر'),
      }),
    ]);
    expect((await ownOrder('en')).refunds?.[0]?.reason).toBe(
      'Your banner was not approved, so its payment is refunded.',
    );
    // Decided once: a second verdict changes nothing and refunds nothing more.
    expect(
      (await api.post(`/moderation/banners/${booked.id}/reject`, { reason: 'Again.' }, { token: operator })).status,
    ).toBe(422);
    expect((await ownOrder('en')).refunds).toHaveLength(1);
    const log = calls.moderationLog.response.parse(
      (await api.get('/moderation/log?perPage=100', { token: operator })).body,
    );
    expect(
      log.data
        .filter((e) => e.target.type === 'banner' && e.target.id === booked.id)
        .map((e) => [e.action, e.subject?.userName, e.reason]),
    ).toEqual([['reject_banner', 'seller', 'The picture is blurry.']]);
    // The owner is told why, and that the money is on its way back.
    const told = calls.notifications.response.parse(
      (await api.get('/users/notifications?perPage=50', { token: seller, lang: 'en' })).body,
    );
    const news = told.notifications.filter((n) => n.type === 'moderation' && n.value === 'banner_rejected');
    expect(news).toHaveLength(1);
    expect(news[0]?.body).toContain('The picture is blurry.');
    expect(news[0]?.body).toContain(`KWD ${filsToDecimal(paid.totalFils)}`);
  });

  it('seeds an operator account and tells the app who is one', async () => {
    const [row] = await stack.upstream.db.select().from(users).where(eq(users.userName, 'operator'));
    expect(row?.role).toBe('operator');
    expect((await api.get('/users/self', { token: operator })).body.operator).toBe(true);
    expect((await api.get('/users/self', { token: demo })).body.operator).toBe(false);
  });
});
