/**
 * Issue #32: offers and counter-offers on requests, and their expiry. Opening offers within the
 * listed price and the seller's floor (which buyers never see), counters by whoever's turn it is up
 * to the rounds, one open negotiation per pair and product, each step a chat line and a history
 * entry both people see, blocks honoured, two accepts for one ad at once (one wins), and the expiry
 * on an injected clock — refused at read the moment it ends, each notice sent once even with two
 * instances sweeping.
 */
import { calls, type Negotiation, type ProductCard, type ProductPage, type TradeRequest } from '@badal/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, notifications, products, requests } from '../db/schema.js';
import type { UpstreamContext } from '../services/context.js';
import { sweepOffers } from '../services/requests/offer-sweep.js';
import { type ApiClient, apiClient, type SignedInMember, signIn } from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

const HOUR = 3_600_000;

describe('offers, counter-offers and their expiry', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let now = new Date('2026-11-27T09:00:00Z');
  let buyer: SignedInMember;
  let other: SignedInMember;
  let seller: SignedInMember;
  /** Seller's products for sale at a price, that no seeded request names; one per test. */
  let forSale: { id: number; priceFils: number }[];
  let next = 0;

  const member = (userName: string, password: string) => signIn(api, userName, password);
  const offer = (who: SignedInMember, product: { id: number }, body: Record<string, unknown> = {}, lang?: string) =>
    api.post(
      '/requests',
      { type: 'sale', receiverId: seller.id, receiverProductId: product.id, ...body },
      { token: who.token, lang },
    );
  const counter = (who: SignedInMember, id: number, body: Record<string, unknown>, lang?: string) =>
    api.post(`/requests/${id}/counter`, body, { token: who.token, lang });
  const answer = (who: SignedInMember, id: number, status: 2 | 3) =>
    api.post(`/requests/${id}/change-status`, { status }, { token: who.token, method: 'PUT' });
  const rowOf = async (id: number) => (await upstream.db.select().from(requests).where(eq(requests.id, id)))[0];
  const noticesOf = async (userId: number) =>
    (await upstream.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0]?.n ?? 0;
  const fresh = () => forSale[next++] as { id: number; priceFils: number };
  const negotiation = (body: unknown): Negotiation => calls.createRequest.response.parse(body).negotiation;

  beforeAll(async () => {
    upstream = await startTestUpstream({ clock: () => now });
    api = apiClient(upstream.url);
    buyer = await member('demo', 'demo1234');
    other = await member('company', 'company1234');
    seller = await member('seller', 'seller1234');
    const seeded = await upstream.db.select().from(requests);
    const named = new Set(seeded.flatMap((r) => [r.receiverProductId, r.senderProductId ?? 0]));
    const cards = ((await api.get(`/products/${seller.sellerId}/sellers?perPage=60`)).body as ProductPage).data;
    const ids = cards.filter((p: ProductCard) => p.sellType !== 'barter' && !named.has(p.id)).map((p) => p.id);
    const rows = await upstream.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(inArray(products.id, ids));
    forSale = rows
      .filter((r) => r.price !== null)
      .map((r) => ({ id: r.id, priceFils: Math.round(Number(r.price) * 1000) }));
    expect(forSale.length).toBeGreaterThan(8);
  });
  beforeEach(() => {
    now = new Date(now.getTime() + HOUR);
  });
  afterAll(async () => {
    await upstream?.close();
  });

  it('opens with a price at most the listed one and at least the floor, which buyers never see', async () => {
    const product = fresh();
    const before = (await upstream.db.select({ n: count() }).from(requests))[0]?.n;
    const floor = Math.round(product.priceFils * 0.7);
    expect(
      (
        await api.post(
          `/my/products/${product.id}/offer-floor`,
          { floorFils: product.priceFils + 1 },
          { token: seller.token, method: 'PUT' },
        )
      ).body.errors,
    ).toEqual({
      floorFils: ['request.floorAboveListed'],
    });
    expect(
      (
        await api.post(
          `/my/products/${product.id}/offer-floor`,
          { floorFils: floor },
          { token: buyer.token, method: 'PUT' },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.post(
          `/my/products/${product.id}/offer-floor`,
          { floorFils: floor },
          { token: seller.token, method: 'PUT' },
        )
      ).body,
    ).toEqual({ floorFils: floor });
    expect((await api.get(`/my/products/${product.id}/offer-floor`, { token: seller.token })).body).toEqual({
      floorFils: floor,
    });

    const above = await offer(buyer, product, { priceFils: product.priceFils + 1 }, 'ar');
    expect(above).toMatchObject({
      status: 422,
      body: {
        message: 'لا يمكن أن يكون العرض أعلى من السعر المعلن.',
        errors: { priceFils: ['request.priceAboveListed'] },
      },
    });
    const low = await offer(buyer, product, { priceFils: floor - 1 });
    expect(low.body.errors).toEqual({ priceFils: ['request.priceTooLow'] });
    // The refusal does not give the floor away.
    expect(JSON.stringify(low.body)).not.toContain(String(floor));
    expect((await offer(buyer, product, { priceFils: 0 })).status).toBe(422);
    expect((await offer(buyer, product, { cashFils: 5000 })).body.errors).toEqual({
      cashFils: ['request.cashNotAllowed'],
    });
    expect((await upstream.db.select({ n: count() }).from(requests))[0]?.n).toBe(before);

    const made = await offer(buyer, product, { priceFils: floor });
    expect(made.status).toBe(201);
    expect(negotiation(made.body)).toEqual({
      priceFils: floor,
      cashFils: null,
      turn: 'receiver',
      expiresAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
      expired: false,
      offersLeft: 2,
    });
    // One open negotiation per pair and product.
    expect((await offer(buyer, product, { priceFils: floor + 1000 })).body.errors).toEqual({
      receiverProductId: ['request.duplicate'],
    });
    // The product as a buyer sees it says nothing of the floor.
    const [row] = await upstream.db.select({ slug: products.slug }).from(products).where(eq(products.id, product.id));
    const page = await api.get(`/products/${row?.slug}`, { token: buyer.token });
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toMatch(/floor/i);
    // Without a price, a purchase offer is at the listed price.
    const plain = await offer(other, product);
    expect(negotiation(plain.body).priceFils).toBe(product.priceFils);
  });

  it('counters in turn, restarting the expiry; each step a chat line and a history entry both see', async () => {
    const product = fresh();
    const made = calls.createRequest.response.parse(
      (await offer(buyer, product, { priceFils: Math.round(product.priceFils * 0.8) })).body,
    );
    // Out of turn: the opening offer is the seller's to answer.
    const early = await counter(buyer, made.id, { priceFils: product.priceFils });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('It is the other member’s turn to answer this offer.');
    expect((await answer(buyer, made.id, 2)).status).toBe(403);
    expect((await counter(seller, made.id, { priceFils: product.priceFils + 1 })).body.errors).toEqual({
      priceFils: ['request.priceAboveListed'],
    });
    expect((await counter(seller, made.id, { cashFils: 1000 })).body.errors).toEqual({
      cashFils: ['request.cashNotAllowed'],
    });
    expect((await counter(seller, made.id, {})).status).toBe(422);
    expect((await counter(other, made.id, { priceFils: 1000 })).status).toBe(404);
    expect(await rowOf(made.id)).toMatchObject({
      turn: 'receiver',
      priceFils: made.negotiation.priceFils,
      receiverOffers: 0,
    });

    now = new Date(now.getTime() + HOUR);
    const buyerNotices = await noticesOf(buyer.id);
    const countered = await counter(seller, made.id, { priceFils: Math.round(product.priceFils * 0.9) });
    expect(countered.status).toBe(200);
    expect(calls.counterRequest.response.parse(countered.body).negotiation).toMatchObject({
      priceFils: Math.round(product.priceFils * 0.9),
      turn: 'sender',
      expiresAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
      offersLeft: 2,
    });
    expect(await noticesOf(buyer.id)).toBe(buyerNotices + 1);
    expect((await counter(seller, made.id, { priceFils: 1000 })).status).toBe(403);

    now = new Date(now.getTime() + HOUR);
    const accepted = await answer(buyer, made.id, 2);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe(2);

    const history = calls.requestHistory.response.parse(
      (await api.get(`/requests/${made.id}/history`, { token: seller.token })).body,
    );
    expect(history.map((s) => [s.kind, s.by, s.priceFils])).toEqual([
      ['offer', 'sender', Math.round(product.priceFils * 0.8)],
      ['counter', 'receiver', Math.round(product.priceFils * 0.9)],
      ['accept', 'sender', Math.round(product.priceFils * 0.9)],
    ]);
    expect((await api.get(`/requests/${made.id}/history`, { token: buyer.token })).body).toEqual(history);
    expect((await api.get(`/requests/${made.id}/history`, { token: other.token })).status).toBe(404);

    const chat = calls.chatMessages.response
      .parse((await api.get(`/chat/messages?userId=${seller.id}`, { token: buyer.token, lang: 'ar' })).body)
      .data.filter((m) => m.offer?.requestId === made.id);
    expect(chat.map((m) => [m.offer?.kind, m.senderId, m.offer?.open])).toEqual([
      ['accept', buyer.id, false],
      ['counter', seller.id, false],
      ['offer', buyer.id, false],
    ]);
    expect(chat[1]?.message).toBe(
      `عرض مقابل: \u2068KWD ${(Math.round(product.priceFils * 0.9) / 1000).toFixed(3)}\u2069`,
    );
  });

  it('offers the live step in the chat to the one whose turn it is, and caps the rounds', async () => {
    const product = fresh();
    const made = calls.createRequest.response.parse((await offer(buyer, product, { priceFils: 1000 })).body);
    const live = calls.chatMessages.response
      .parse((await api.get(`/chat/messages?userId=${buyer.id}`, { token: seller.token })).body)
      .data.find((m) => m.offer?.requestId === made.id);
    expect(live).toMatchObject({ receiverId: seller.id, offer: { kind: 'offer', open: true, offersLeft: 3 } });
    // Three offers each, the opening one included: seller, buyer, seller, buyer, seller.
    const moves: [SignedInMember, number][] = [
      [seller, 5000],
      [buyer, 2000],
      [seller, 4000],
      [buyer, 3000],
      [seller, 3500],
    ];
    for (const [who, price] of moves) expect((await counter(who, made.id, { priceFils: price })).status).toBe(200);
    const refused = await counter(buyer, made.id, { priceFils: 3200 });
    expect(refused).toMatchObject({ status: 422, body: { errors: { status: ['request.noRoundsLeft'] } } });
    expect(await rowOf(made.id)).toMatchObject({ priceFils: 3500, turn: 'sender', senderOffers: 3, receiverOffers: 3 });
    // The last offer can still be answered.
    expect((await answer(buyer, made.id, 3)).body.status).toBe(3);
  });

  it('honours blocks: a blocked person can neither counter nor accept', async () => {
    const product = fresh();
    const made = calls.createRequest.response.parse((await offer(buyer, product, { priceFils: 1000 })).body);
    expect((await counter(seller, made.id, { priceFils: 2000 })).status).toBe(200);
    expect((await api.post('/blocks', { userId: buyer.id }, { token: seller.token })).status).toBe(200);
    try {
      expect((await counter(buyer, made.id, { priceFils: 1500 })).body.errors).toEqual({
        status: ['request.receiverUnavailable'],
      });
      expect((await answer(buyer, made.id, 2)).body.errors).toEqual({ status: ['request.receiverUnavailable'] });
      expect(await rowOf(made.id)).toMatchObject({ status: 1, priceFils: 2000, turn: 'sender' });
    } finally {
      await api.post(`/blocks/${buyer.id}`, {}, { token: seller.token, method: 'DELETE' });
    }
  });

  it('two accepts for one ad at the same moment: one wins, the other is told the ad is no longer available', async () => {
    const product = fresh();
    const first = calls.createRequest.response.parse((await offer(buyer, product, { priceFils: 1000 })).body);
    const second = calls.createRequest.response.parse((await offer(other, product, { priceFils: 1000 })).body);
    // Both countered, so each buyer accepts their own counter at once.
    await counter(seller, first.id, { priceFils: 2000 });
    await counter(seller, second.id, { priceFils: 2000 });
    const answers = await Promise.all([answer(buyer, first.id, 2), answer(other, second.id, 2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const lost = answers.find((a) => a.status === 422);
    expect(lost?.body).toMatchObject({
      message: 'This product is no longer available.',
      errors: { status: ['request.productUnavailable'] },
    });
    const statuses = (
      await upstream.db
        .select({ status: requests.status })
        .from(requests)
        .where(inArray(requests.id, [first.id, second.id]))
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([1, 2]);
  });

  it('expires exactly by the clock: refused at read the moment it ends, each notice sent once by two instances', async () => {
    const product = fresh();
    const made = calls.createRequest.response.parse((await offer(buyer, product, { priceFils: 1000 })).body);
    const ends = new Date(made.negotiation.expiresAt ?? '');
    // The seller's My ads shows the offer waiting on the ad and when it expires, until it does.
    const openOffers = async () => {
      for (let page = 1; page <= 5; page++) {
        const mine = calls.myProducts.response.parse(
          (await api.get(`/products/mine?perPage=60&page=${page}`, { token: seller.token })).body,
        );
        const ad = mine.data.find((p) => p.id === product.id);
        if (ad) return ad.openOffers;
      }
      throw new Error('the offered ad is not in its seller’s My ads');
    };
    expect(await openOffers()).toEqual({ count: 1, nextExpiresAt: ends.toISOString() });
    // This request's notices for each of them (the sweep also ends what earlier tests left open).
    const notices = async () =>
      Promise.all(
        [buyer.id, seller.id].map(
          async (userId) =>
            (
              await upstream.db
                .select({ n: count() })
                .from(notifications)
                .where(
                  and(
                    eq(notifications.userId, userId),
                    eq(notifications.value, String(made.id)),
                    isNull(notifications.senderId),
                  ),
                )
            )[0]?.n ?? 0,
        ),
      );
    // A second API instance: its own context on the same database.
    const second: UpstreamContext = {
      db: upstream.db,
      log: upstream.app.log,
      storageDir: upstream.storageDir,
      tokenTtlSeconds: 3600,
      smsLimits: { resendCooldownSeconds: 0, perPhonePerDay: 100 },
      mediaBaseUrl: () => 'http://localhost/storage',
      push: { send: () => {}, close: async () => {} } as unknown as UpstreamContext['push'],
      clock: () => now,
    };
    const sweepBoth = async () => {
      const runs = await Promise.all([upstream.sweepOffers(), sweepOffers(second)]);
      return runs.reduce((sum, r) => ({ reminded: sum.reminded + r.reminded, expired: sum.expired + r.expired }));
    };

    now = new Date(ends.getTime() - 6 * HOUR - 1);
    const before = await notices();
    await sweepBoth();
    expect(await notices()).toEqual(before);

    now = new Date(ends.getTime() - 6 * HOUR);
    expect((await sweepBoth()).reminded).toBeGreaterThanOrEqual(1);
    expect(await notices()).toEqual(before.map((n) => n + 1));
    await sweepBoth();
    expect(await notices()).toEqual(before.map((n) => n + 1));

    // The moment it ends, nothing answers it — before any sweep has marked it.
    now = ends;
    expect(await openOffers()).toEqual({ count: 0, nextExpiresAt: null });
    const late = await answer(seller, made.id, 2);
    expect(late).toMatchObject({ status: 422, body: { errors: { status: ['request.expired'] } } });
    expect((await counter(seller, made.id, { priceFils: 2000 })).body.errors).toEqual({ status: ['request.expired'] });
    const listed = calls.listRequests.response.parse(
      (await api.get(`/requests?productId=${product.id}`, { token: buyer.token })).body,
    );
    expect(listed.data.find((r: TradeRequest) => r.id === made.id)?.negotiation).toMatchObject({
      expired: true,
      offersLeft: 0,
    });
    expect(await rowOf(made.id)).toMatchObject({ status: 1, expiredAt: null });

    const swept = await sweepBoth();
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await notices()).toEqual(before.map((n) => n + 2));
    await sweepBoth();
    expect(await notices()).toEqual(before.map((n) => n + 2));
    expect(
      (
        await upstream.db
          .select({ n: count() })
          .from(requests)
          .where(and(eq(requests.id, made.id), isNotNull(requests.expiredAt)))
      )[0]?.n,
    ).toBe(1);
    const [expiredNote] = await upstream.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.value, String(made.id))))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(expiredNote).toMatchObject({
      titleEn: 'An offer expired',
      titleAr: 'انتهت صلاحية عرض',
      value: String(made.id),
    });
    const history = calls.requestHistory.response.parse(
      (await api.get(`/requests/${made.id}/history`, { token: buyer.token })).body,
    );
    expect(history.at(-1)).toMatchObject({ kind: 'expire', by: null, createdAt: ends.toISOString() });
    const lines = await upstream.db
      .select({ n: count() })
      .from(chatMessages)
      .where(isNotNull(chatMessages.requestStepId));
    expect(lines[0]?.n).toBeGreaterThan(0);

    // A new offer for the same product may follow the expired one.
    expect((await offer(buyer, product, { priceFils: 1500 })).status).toBe(201);
  });
});
