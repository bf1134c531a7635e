/**
 * Promotions (spec §1, §7, architecture §13): the promotions for sale with their §9 fee types, one
 * for an ad into the cart (own published ads only, days and percentage within its bounds, a cart of
 * 20 lines at most). A boost, a refresh and a flash sale, paid through the card sandbox or taken
 * from a membership's allowance, take effect in the transaction that pays or uses them, and end by
 * the clock alone — the API's clock is injected here and moved on. Boosted ads rank first in their
 * category and in search; a refresh lists an ad anew, once a day; a sale shows its price as
 * `secondPrice` while it runs. Bad input is refused before anything is charged or used.
 */
import { calls, FeeTypeId, type ProductCard } from '@badal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowanceUses, cartItems, memberships, products, promotionPurchases } from '../db/schema.js';
import { openPaymentPage, paymentIdOf, submitCard } from '../payment-sandbox/sandbox-browser.js';
import { type ApiClient, login, startPaymentStack } from '../test/api-client.js';

const SUCCESS = '5123450000000008';
const DAY = 24 * 3_600_000;
const PRO_MONTHLY = { planId: 2, typeId: 3 };

describe('promotions into the cart', () => {
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
});

describe('promotions', () => {
  let stack: Awaited<ReturnType<typeof startPaymentStack>>;
  let api: ApiClient;
  let seller: string;
  let sellerUserId: number;
  let mine: ProductCard[];
  let now = new Date();

  const search = async (query: Record<string, string | number>) =>
    calls.searchProducts.response.parse(
      (await api.get(`/v2/search/products?${new URLSearchParams(query as Record<string, string>)}`)).body,
    );
  const card = async (slug: string) => calls.productBySlug.response.parse((await api.get(`/products/${slug}`)).body);
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  /** Puts one service for one ad in the cart and pays for that line with the sandbox's card. */
  const buy = async (service: number, body: object) => {
    const offered = await api.post(`/memberships/services/${service}/offer`, body, { token: seller });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const line = calls.getCart.response.parse(offered.body).items.at(-1);
    const item = { itemType: line?.kind, itemId: line?.itemId };
    const session = calls.paymentSession.response.parse(
      (await api.post('/orders/myfatoorah/session', item, { token: seller })).body,
    );
    await submitCard(stack.sandbox.url, session.sessionId, SUCCESS);
    const start = calls.pay.response.parse(
      (await api.post('/orders/myfatoorah/pay', { sessionId: session.sessionId, ...item }, { token: seller })).body,
    );
    const paymentId = paymentIdOf((await openPaymentPage(start.paymentUrl)).location);
    const paid = await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token: seller });
    expect(calls.paymentCallback.response.parse(paid.body).status).toBe('paid');
    return paymentId;
  };
  const use = (service: number, body: object) =>
    api.post(`/memberships/services/${service}/use`, body, { token: seller });

  beforeAll(async () => {
    stack = await startPaymentStack({ webhooks: false, clock: () => now });
    api = stack.api;
    seller = await login(api, 'seller', 'seller1234');
    const self = (await api.get('/users/self', { token: seller })).body;
    sellerUserId = self.id;
    mine = calls.sellerProducts.response
      .parse((await api.get(`/products/${self.seller.id}/sellers?perPage=60`)).body)
      .data.filter((p) => p.price !== null && !p.isFeatured && !p.sale);
    expect(mine.length).toBeGreaterThan(4);
  });
  afterAll(async () => stack?.close());

  it('a paid boost puts the ad first in its category and in search with its badge, once, until its days end', async () => {
    const ad = mine[0] as ProductCard;
    const category = ad.categories[1]?.slug as string;
    const before = await search({ categorySlug: category, perPage: 60 });
    expect(before.data[0]?.id).not.toBe(ad.id);

    const paymentId = await buy(1, { productId: ad.id, days: 3 });
    const first = (await search({ categorySlug: category })).data[0];
    expect(first).toMatchObject({ id: ad.id, isFeatured: true });
    expect(Date.parse(first?.featuredUntil ?? '')).toBe(now.getTime() + 3 * DAY);
    // Search with a text finds it first too; a chosen sort is followed as chosen.
    const word = ad.name.split(' ')[0] as string;
    expect((await search({ text: word, perPage: 60 })).data[0]?.id).toBe(ad.id);
    const byPrice = await search({ categorySlug: category, sort: 'priceAsc', perPage: 60 });
    expect(byPrice.data.map((p) => Number(p.price))).toEqual(
      [...byPrice.data.map((p) => Number(p.price))].sort((a, b) => a - b),
    );
    expect((await card(ad.slug)).isFeatured).toBe(true);
    // Paging: the boosted ad is on page one only, and the pages still add up.
    const pageTwo = await search({ categorySlug: category, perPage: 1, page: 2 });
    expect(pageTwo.data[0]?.id).not.toBe(ad.id);
    expect(pageTwo.meta.total).toBe(before.meta.total);

    // The return replayed does not boost it twice.
    await api.get(`/orders/myfatoorah/callback?paymentId=${paymentId}`, { token: seller });
    const [row] = await stack.upstream.db.select().from(products).where(eq(products.id, ad.id));
    expect(row?.featuredUntil?.getTime()).toBe(now.getTime() + 3 * DAY);

    // Bought again while it runs: it is extended, not restarted.
    await buy(1, { productId: ad.id, days: 2 });
    expect(Date.parse((await card(ad.slug)).featuredUntil ?? '')).toBe(now.getTime() + 5 * DAY);

    later(5 * DAY + 1000);
    expect((await card(ad.slug)).isFeatured).toBe(false);
    expect((await search({ categorySlug: category })).data[0]?.id).not.toBe(ad.id);
  });

  describe('from a membership', () => {
    let membershipId: number;
    beforeAll(async () => {
      // Bought elsewhere (orders.test.ts pays for memberships); here only what it includes matters.
      const [row] = await stack.upstream.db
        .insert(memberships)
        .values({
          userId: sellerUserId,
          ...PRO_MONTHLY,
          startsAt: new Date(now.getTime() - DAY),
          endsAt: new Date(now.getTime() + 29 * DAY),
        })
        .returning();
      membershipId = row?.id as number;
    });
    const usesOf = async (serviceId: number) =>
      (
        await stack.upstream.db
          .select({ n: count() })
          .from(allowanceUses)
          .where(and(eq(allowanceUses.membershipId, membershipId), eq(allowanceUses.serviceId, serviceId)))
      )[0]?.n;

    it('refreshes an ad at no charge: newest first again, once in 24 hours', async () => {
      // One of the seller's ads that is not already the newest of its category.
      let ad = mine[1] as ProductCard;
      for (const candidate of mine.slice(1, 4)) {
        const slug = candidate.categories[1]?.slug as string;
        if ((await search({ categorySlug: slug, sort: 'newest' })).data[0]?.id !== candidate.id) ad = candidate;
      }
      const category = ad.categories[1]?.slug as string;
      expect((await search({ categorySlug: category, sort: 'newest' })).data[0]?.id).not.toBe(ad.id);
      const answer = await use(2, { productId: ad.id });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const used = calls.promoteFromAllowance.response.parse(answer.body);
      expect(used).toMatchObject({ remaining: 9, promotion: { productId: ad.id, refreshedAt: now.toISOString() } });
      expect((await search({ categorySlug: category, sort: 'newest' })).data[0]?.id).toBe(ad.id);
      const allowance = calls.memberships.response
        .parse((await api.get('/memberships', { token: seller })).body)
        .current?.allowances.find((a) => a.code === 'adRefresh');
      expect(allowance).toMatchObject({ used: 1, remaining: 9 });
      expect(
        await stack.upstream.db.select().from(promotionPurchases).where(eq(promotionPurchases.productId, ad.id)),
      ).toEqual([]);

      later(23 * 3_600_000);
      const again = await use(2, { productId: ad.id });
      expect(again).toMatchObject({ status: 422, body: { errors: { productId: ['error.refreshTooSoon'] } } });
      const offered = await api.post('/memberships/services/2/offer', { productId: ad.id }, { token: seller });
      expect(offered).toMatchObject({ status: 422, body: { errors: { productId: ['error.refreshTooSoon'] } } });
      expect(await usesOf(2)).toBe(1);

      later(3_600_000);
      expect((await use(2, { productId: ad.id })).status).toBe(200);
      expect(await usesOf(2)).toBe(2);
    });

    it('starts a flash sale: its price while it runs, one at a time, gone when it ends', async () => {
      const ad = mine[2] as ProductCard;
      const bad = [
        [{ percentage: 0 }, 'validation.percent'],
        [{}, 'validation.percent'],
        // 100 % and more is a giveaway, not a sale.
        [{ percentage: 100 }, 'validation.salePercent'],
        [{ percentage: 101 }, 'validation.salePercent'],
      ] as const;
      for (const [body, message] of bad) {
        const answer = await use(3, { productId: ad.id, ...body });
        expect(answer, JSON.stringify(body)).toMatchObject({
          status: 422,
          body: { errors: { percentage: [message] } },
        });
      }
      const notWhole = await use(3, { productId: ad.id, percentage: 12.5 });
      expect(notWhole).toMatchObject({ status: 422, body: { errors: { percentage: ['validation.invalid'] } } });
      expect(await usesOf(3)).toBe(0);

      const answer = await use(3, { productId: ad.id, percentage: 20 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const product = await card(ad.slug);
      const cents = (value: string | number | null) => Math.round(Number(value) * 1000);
      expect(cents(product.secondPrice)).toBe(Math.round((cents(product.price) * 80) / 100));
      expect(product.sale).toEqual({ percent: 20, endsAt: new Date(now.getTime() + 3 * DAY).toISOString() });
      expect((await search({ onSale: 1, perPage: 60 })).data.map((p) => p.id)).toContain(ad.id);

      const second = await use(3, { productId: ad.id, percentage: 30 });
      expect(second).toMatchObject({ status: 422, body: { errors: { productId: ['error.saleRunning'] } } });
      expect(await usesOf(3)).toBe(1);

      later(3 * DAY);
      const ended = await card(ad.slug);
      expect([ended.secondPrice, ended.sale]).toEqual([null, null]);
      expect((await search({ onSale: 1, perPage: 60 })).data.map((p) => p.id)).not.toContain(ad.id);
      // Pro includes one sale a month: the next one is bought, not taken.
      const spent = await use(3, { productId: ad.id, percentage: 10 });
      expect(spent).toMatchObject({ status: 422, body: { errors: { productId: ['error.noAllowance'] } } });
    });

    it("refuses someone else's ad, an unpublished one, a sale without a price, an unknown service", async () => {
      const demo = await login(api, 'demo', 'demo1234');
      const ad = mine[3] as ProductCard;
      expect((await api.post('/memberships/services/1/use', { productId: ad.id }, { token: demo })).status).toBe(404);
      expect((await use(99, { productId: ad.id })).status).toBe(404);
      await stack.upstream.db.update(products).set({ status: 'draft' }).where(eq(products.id, ad.id));
      try {
        expect((await use(1, { productId: ad.id })).status).toBe(404);
      } finally {
        await stack.upstream.db.update(products).set({ status: 'published' }).where(eq(products.id, ad.id));
      }
      await stack.upstream.db.update(products).set({ price: null }).where(eq(products.id, ad.id));
      try {
        const unpriced = await api.post(
          '/memberships/services/3/offer',
          { productId: ad.id, days: 2, percentage: 10 },
          { token: seller },
        );
        expect(unpriced).toMatchObject({ status: 422, body: { errors: { productId: ['error.saleNeedsPrice'] } } });
      } finally {
        await stack.upstream.db
          .update(products)
          .set({ price: ad.price as string })
          .where(eq(products.id, ad.id));
      }
      expect((await use(1, {})).status).toBe(422);
    });

    it('a boost taken from the allowance lasts its included days; a removed ad loses it', async () => {
      const ad = mine[4] as ProductCard;
      const answer = calls.promoteFromAllowance.response.parse((await use(1, { productId: ad.id })).body);
      expect(answer.promotion.featuredUntil).toBe(new Date(now.getTime() + 3 * DAY).toISOString());
      expect(answer.remaining).toBe(2);
      await stack.upstream.db.update(products).set({ status: 'sold' }).where(eq(products.id, ad.id));
      const featured = await search({ perPage: 60 });
      expect(featured.data.map((p) => p.id)).not.toContain(ad.id);
      await stack.upstream.db.update(products).set({ status: 'published' }).where(eq(products.id, ad.id));
    });
  });
});
