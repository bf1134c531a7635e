/**
 * Memberships and the cart (spec §7): the plans for sale with their prices in fils and included
 * promotions, a plan type into the cart (priced by the server, one plan per cart), removing lines,
 * and other users' lines staying theirs. Promotions into the cart: promotions.test.ts.
 */
import { calls, FeeTypeId } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, login, startPaymentStack } from '../test/api-client.js';

describe('memberships and the cart', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let demo: string;
  let seller: string;

  beforeAll(async () => {
    stack = await startPaymentStack();
    api = stack.api;
    demo = await login(api, 'demo', 'demo1234');
    seller = await login(api, 'seller', 'seller1234');
  });
  afterAll(async () => stack?.close());

  it('lists the plans monthly and yearly, priced in fils, with the promotions each includes', async () => {
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

  it('needs a signed-in user for the cart and for buying', async () => {
    expect((await api.get('/cart')).status).toBe(401);
    expect((await api.post('/memberships/cart', { typeId: 1 })).status).toBe(401);
    expect((await api.get('/memberships')).status).toBe(401);
    expect((await api.get('/memberships/types')).status).toBe(200);
  });
});
