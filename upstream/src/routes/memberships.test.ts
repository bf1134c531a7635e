/**
 * Memberships and the cart (spec §7): the plans for sale with their prices in fils and included
 * services, the services with their §9 fee types, a plan type into the cart (priced by the server,
 * one plan per cart), a service for one ad into the cart (own published ads only, days and
 * percentage within the service's bounds), removing lines, and other users' lines staying theirs.
 */
import { calls, FeeTypeId } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../db/schema.js';
import { type ApiClient, login, startPaymentStack } from '../test-support.js';

describe('memberships and the cart', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let demo: string;
  let seller: string;
  let sellerProduct: { id: number; slug: string; name: string };

  beforeAll(async () => {
    stack = await startPaymentStack();
    api = stack.api;
    demo = await login(api, 'demo', 'demo1234');
    seller = await login(api, 'seller', 'seller1234');
    const self = (await api.get('/users/self', { token: seller })).body;
    const card = (await api.get(`/products/${self.seller.id}/sellers?perPage=1`)).body.data[0];
    sellerProduct = { id: card.id, slug: card.slug, name: card.name };
  });
  afterAll(async () => stack?.close());

  it('lists the plans monthly and yearly, priced in fils, with the services each includes', async () => {
    const en = calls.membershipTypes.response.parse((await api.get('/memberships/types')).body);
    expect(en.monthly.map((t) => [t.typeId, t.plan.code, t.plan.name, t.priceFils, t.savingPercent])).toEqual([
      [1, 'basic', 'Basic', 10_000, 0],
      [3, 'pro', 'Pro', 20_000, 0],
      [5, 'premium', 'Premium', 30_000, 0],
    ]);
    // A year costs ten months: 100 KWD instead of 120, 17 % less.
    expect(en.yearly.map((t) => [t.typeId, t.months, t.priceFils, t.savingPercent])).toEqual([
      [2, 12, 100_000, 17],
      [4, 12, 200_000, 17],
      [6, 12, 300_000, 17],
    ]);
    expect(en.monthly[1]?.services).toEqual([
      { serviceId: 1, code: 'boostAd', name: 'Boost ad', monthlyQuota: 3 },
      { serviceId: 2, code: 'adRefresh', name: 'Refresh ad', monthlyQuota: 10 },
      { serviceId: 3, code: 'flashSale', name: 'Flash sale', monthlyQuota: 1 },
    ]);
    const ar = calls.membershipTypes.response.parse((await api.get('/memberships/types', { lang: 'ar' })).body);
    expect(ar.monthly.map((t) => t.plan.name)).toEqual(['أساسية', 'احترافية', 'مميزة']);
  });

  it('lists the services with their §9 fee types and prices', async () => {
    const services = calls.promotions.response.parse((await api.get('/memberships/services')).body);
    expect(services.map((s) => [s.code, s.feeTypeId, s.unit, s.unitPriceFils, s.minUnits, s.maxUnits])).toEqual([
      ['boostAd', FeeTypeId.boostAd, 'day', 1_000, 1, 30],
      ['adRefresh', FeeTypeId.adRefresh, 'use', 500, 1, 1],
      ['flashSale', FeeTypeId.flashSale, 'day', 2_000, 1, 14],
    ]);
    // A sale of 100 % would be a giveaway: the flash sale goes up to 99 %.
    expect(services[2]?.percentRange).toEqual({ min: 1, max: 99 });
  });

  it('puts a plan type in the cart at its own price, whatever price the client sends', async () => {
    const answer = await api.post('/memberships/cart', { typeId: 3, amountFils: 1, price: '0.001' }, { token: demo });
    expect(answer.status).toBe(200);
    const cart = calls.getCart.response.parse(answer.body);
    expect(cart.totalFils).toBe(20_000);
    expect(cart.items).toEqual([
      {
        itemId: expect.any(Number),
        kind: 'membership',
        feeTypeId: FeeTypeId.subscription,
        title: 'Pro membership, monthly',
        amountFils: 20_000,
        data: { typeId: 3, planCode: 'pro', period: 'monthly', months: 1, renewal: false },
        createdAt: expect.any(String),
      },
    ]);
    const ar = calls.getCart.response.parse((await api.get('/cart', { token: demo, lang: 'ar' })).body);
    expect(ar.items[0]?.title).toBe('عضوية احترافية، شهرية');
  });

  it('keeps one plan in the cart: choosing another replaces it', async () => {
    await api.post('/memberships/cart', { typeId: 6 }, { token: demo });
    const cart = calls.getCart.response.parse((await api.get('/cart', { token: demo })).body);
    expect(cart.items.map((i) => [i.kind, i.amountFils, i.title])).toEqual([
      ['membership', 300_000, 'Premium membership, yearly'],
    ]);
  });

  it('refuses an unknown plan type, and an empty or malformed one', async () => {
    for (const typeId of [99, 0, 'x']) {
      const answer = await api.post('/memberships/cart', { typeId }, { token: demo });
      expect(answer.status, String(typeId)).toBe(422);
      expect(answer.body.errors).toEqual({ typeId: ['validation.invalid'] });
    }
  });

  it("removes a line; someone else's line is not found and stays", async () => {
    const [line] = calls.getCart.response.parse((await api.get('/cart', { token: demo })).body).items;
    const foreign = await api.post(`/cart/items/${line?.itemId}`, {}, { token: seller, method: 'DELETE' });
    expect(foreign.status).toBe(404);
    expect((await api.get('/cart', { token: demo })).body.items).toHaveLength(1);
    const removed = await api.post(`/cart/items/${line?.itemId}`, {}, { token: demo, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ items: [], totalFils: 0, currency: 'KWD' });
    expect((await api.post(`/cart/items/${line?.itemId}`, {}, { token: demo, method: 'DELETE' })).status).toBe(404);
  });

  it('offers a service for an own ad: priced per day, titled with the ad, one line per service and ad', async () => {
    const offer = (body: object, service = 1) =>
      api.post(`/memberships/services/${service}/offer`, body, { token: seller });
    const boost = await offer({ productId: sellerProduct.id, days: 3, amountFils: 1 });
    expect(boost.status).toBe(200);
    const line = calls.getCart.response.parse(boost.body).items[0];
    expect(line).toMatchObject({
      kind: 'boostAd',
      feeTypeId: FeeTypeId.boostAd,
      amountFils: 3_000,
      title: `Boost ad: \u2068${sellerProduct.name}\u2069, 3 days`,
      data: { serviceId: 1, productId: sellerProduct.id, productSlug: sellerProduct.slug, days: 3, percentage: null },
    });
    // The same service for the same ad replaces the line; another service adds one.
    await offer({ productId: sellerProduct.id, days: 5 });
    await offer({ productId: sellerProduct.id, days: 2, percentage: 25 }, 3);
    await offer({ productId: sellerProduct.id }, 2);
    const cart = calls.getCart.response.parse((await api.get('/cart', { token: seller, lang: 'ar' })).body);
    expect(cart.items.map((i) => [i.kind, i.amountFils, i.title])).toEqual([
      ['boostAd', 5_000, `تمييز الإعلان: \u2068${sellerProduct.name}\u2069، 5 أيام`],
      ['flashSale', 4_000, `تخفيض سريع: \u2068${sellerProduct.name}\u2069، خصم 25٪، يومان`],
      ['adRefresh', 500, `تحديث الإعلان: \u2068${sellerProduct.name}\u2069`],
    ]);
    expect(cart.totalFils).toBe(9_500);
  });

  it('refuses days and percentages the service does not allow, with field errors', async () => {
    const offer = (service: number, body: object) =>
      api.post(`/memberships/services/${service}/offer`, { productId: sellerProduct.id, ...body }, { token: seller });
    const cases: [number, object, Record<string, string[]>][] = [
      [1, {}, { days: ['validation.serviceDays'] }],
      [1, { days: 31 }, { days: ['validation.serviceDays'] }],
      [1, { days: 2, percentage: 10 }, { percentage: ['validation.invalid'] }],
      [2, { days: 2 }, { days: ['validation.serviceDays'] }],
      [3, { days: 2 }, { percentage: ['validation.percent'] }],
      [3, { days: 2, percentage: 101 }, { percentage: ['validation.salePercent'] }],
      [3, { days: 2, percentage: 100 }, { percentage: ['validation.salePercent'] }],
      [3, { days: 20, percentage: 0 }, { days: ['validation.serviceDays'], percentage: ['validation.percent'] }],
      [1, { days: 'many' }, { days: ['validation.invalid'] }],
    ];
    for (const [service, body, errors] of cases) {
      const answer = await offer(service, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors, JSON.stringify(body)).toEqual(errors);
    }
  });

  it("refuses someone else's ad, an unpublished one and an unknown service as not found", async () => {
    const foreign = await api.post(
      '/memberships/services/1/offer',
      { productId: sellerProduct.id, days: 2 },
      { token: demo },
    );
    expect(foreign.status).toBe(404);
    const unknownService = await api.post(
      '/memberships/services/99/offer',
      { productId: sellerProduct.id, days: 2 },
      { token: seller },
    );
    expect(unknownService.status).toBe(404);
    await stack.upstream.db.update(products).set({ status: 'draft' }).where(eq(products.id, sellerProduct.id));
    try {
      const hidden = await api.post(
        '/memberships/services/2/offer',
        { productId: sellerProduct.id },
        { token: seller },
      );
      expect(hidden.status).toBe(404);
    } finally {
      await stack.upstream.db.update(products).set({ status: 'published' }).where(eq(products.id, sellerProduct.id));
    }
  });

  it('caps a cart at 20 lines', async () => {
    const sellerId = (await api.get('/users/self', { token: seller })).body.seller.id;
    const more = (await api.get(`/products/${sellerId}/sellers?perPage=30`, { token: seller })).body.data as {
      id: number;
    }[];
    const before = (await api.get('/cart', { token: seller })).body.items.length;
    let refused: { status: number; body: { errors?: unknown } } | undefined;
    for (const product of more) {
      const answer = await api.post('/memberships/services/2/offer', { productId: product.id }, { token: seller });
      if (answer.status !== 200) {
        refused = answer;
        break;
      }
    }
    expect(refused?.status).toBe(422);
    expect(refused?.body.errors).toEqual({ items: ['error.cartFull'] });
    const held = await stack.upstream.db.select().from(cartItems);
    expect(held.filter((r) => r.kind !== 'membership').length).toBe(20);
    expect(before).toBeLessThan(20);
  });

  it('needs a signed-in user for the cart and for buying', async () => {
    expect((await api.get('/cart')).status).toBe(401);
    expect((await api.post('/memberships/cart', { typeId: 1 })).status).toBe(401);
    expect((await api.get('/memberships')).status).toBe(401);
    expect((await api.get('/memberships/types')).status).toBe(200);
  });
});
