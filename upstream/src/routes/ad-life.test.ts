/**
 * Issue #32 through the API: a seller marks an ad sold in an accepted request — the ad leaves
 * the lists, its page and favourites say 'sold', another buyer's open request is closed with a
 * notice; ratings of the closed deal both ways (once, a reply once, edits for a day, none without
 * a deal); free renewals at most every 48 hours; an ad past its end leaves the lists, and the
 * ad-life sweep run by two instances at once tells its owner once. Times are the injected clock.
 */
import { type ProductCard, type ProductPage, RequestStatus } from '@badal/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products, requests } from '../db/schema.js';
import { sweepAdLife } from '../services/ad-life/ad-life-sweep.js';
import type { UpstreamContext } from '../services/context.js';
import { type ApiClient, apiClient, type SignedInMember, signIn } from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

const HOUR_MS = 3_600_000;

describe('ad life: sold ads, ratings, renewals and ends', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let demo: SignedInMember;
  let seller: SignedInMember;
  let company: SignedInMember;
  let now = new Date();
  let forSale: ProductCard[];

  const member = (userName: string, password: string) => signIn(api, userName, password);
  const listed = async (sellerId: number | null) =>
    ((await api.get(`/products/${sellerId}/sellers?perPage=60`)).body as ProductPage).data.map((p) => p.id);
  const requestFor = async (token: string, productId: number, receiverId: number) => {
    const sent = await api.post('/requests', { type: 'sale', receiverId, receiverProductId: productId }, { token });
    expect(sent.status).toBe(201);
    return sent.body.id as number;
  };
  const statusOf = async (id: number) =>
    (await upstream.db.select({ status: requests.status }).from(requests).where(eq(requests.id, id)))[0]?.status;
  /** Notices to `userId` whose English title is `title` (and whose text names `about`, when given). */
  const noticesLike = async (userId: number, title: string, about = '') =>
    (
      await upstream.db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.titleEn, title),
            like(notifications.bodyEn, `%${about}%`),
          ),
        )
    )[0]?.n ?? 0;

  beforeAll(async () => {
    upstream = await startTestUpstream({ clock: () => now });
    api = apiClient(upstream.url);
    demo = await member('demo', 'demo1234');
    seller = await member('seller', 'seller1234');
    company = await member('company', 'company1234');
    const taken = new Set(
      (await upstream.db.select().from(requests)).flatMap((r) => [r.receiverProductId, r.senderProductId ?? 0]),
    );
    const page = (await api.get(`/products/${seller.sellerId}/sellers?perPage=60`)).body as ProductPage;
    forSale = page.data.filter((p) => p.sellType !== 'barter' && !taken.has(p.id));
    expect(forSale.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await upstream?.close();
  });

  describe('a deal that closes', () => {
    let ad: ProductCard;
    let deal: number;
    let other: number;

    beforeAll(async () => {
      ad = forSale[0] as ProductCard;
      deal = await requestFor(demo.token, ad.id, seller.id);
      other = await requestFor(company.token, ad.id, seller.id);
      expect(
        (await api.post('/products/add-favorite', { productId: ad.id }, { token: company.token })).status,
      ).toBeLessThan(300);
      expect(
        (await api.post(`/requests/${deal}/change-status`, { status: 2 }, { token: seller.token, method: 'PUT' }))
          .status,
      ).toBe(200);
    });

    it('refuses a rating before the ad is marked sold', async () => {
      const early = await api.post(`/deal-ratings/${deal}`, { stars: 5 }, { token: demo.token });
      expect(early.status).toBe(422);
      expect(early.body.errors.stars).toEqual(['rating.noDeal']);
    });

    it('refuses marking by anyone but the owner, and with a request that is not accepted for it', async () => {
      expect((await api.post(`/products/${ad.id}/mark-sold`, { requestId: deal }, { token: demo.token })).status).toBe(
        403,
      );
      const pending = await api.post(`/products/${ad.id}/mark-sold`, { requestId: other }, { token: seller.token });
      expect(pending.status).toBe(422);
      expect(pending.body.errors.requestId).toEqual(['adLife.requestNotAccepted']);
      expect(await statusOf(other)).toBe(RequestStatus.pending);
    });

    it('marks it sold: out of the lists, its page says so, the other request closed with a notice', async () => {
      const marked = await api.post(`/products/${ad.id}/mark-sold`, { requestId: deal }, { token: seller.token });
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({ id: ad.id, adState: 'sold', closedRequests: 1, renewableAt: null });
      expect(await listed(seller.sellerId)).not.toContain(ad.id);
      const page = await api.get(`/products/${ad.slug}`);
      expect(page.status).toBe(200);
      expect(page.body.adState).toBe('sold');
      const favourites = (await api.get('/products/favorite/get', { token: company.token })).body;
      expect(JSON.stringify(favourites)).toContain('"adState":"sold"');
      expect(await statusOf(other)).toBe(RequestStatus.closed);
      expect(await statusOf(deal)).toBe(RequestStatus.approved);
      expect(await noticesLike(company.id, 'Request closed', ad.name)).toBe(1);
      const again = await api.post(`/products/${ad.id}/mark-sold`, {}, { token: seller.token });
      expect(again.status).toBe(422);
      expect(again.body.errors.id).toEqual(['adLife.closedAlready']);
      // The deal is final: its request cannot be set back to pending.
      const pend = await api.post(
        `/requests/${deal}/change-status`,
        { status: 1 },
        { token: seller.token, method: 'PUT' },
      );
      expect(pend.body.errors.status).toEqual(['request.closed']);
      expect(await statusOf(deal)).toBe(RequestStatus.approved);
      // A closed request is final.
      const reopen = await api.post(
        `/requests/${other}/change-status`,
        { status: 2 },
        { token: seller.token, method: 'PUT' },
      );
      expect(reopen.status).toBe(422);
      expect(await statusOf(other)).toBe(RequestStatus.closed);
      // Nor can its sender counter it, or anyone make a new offer for the sold ad.
      const counter = await api.post(`/requests/${other}/counter`, { priceFils: 1000 }, { token: company.token });
      expect(counter.status).toBe(422);
      expect(Object.values(counter.body.errors).flat()).toContain('request.closed');
      const fresh = await api.post(
        '/requests',
        { type: 'sale', receiverId: seller.id, receiverProductId: ad.id, priceFils: 1000 },
        { token: company.token },
      );
      expect(fresh.status).toBe(422);
      expect(await statusOf(other)).toBe(RequestStatus.closed);
    });

    it('lets each side rate the other once, reply once, edit for a day; nobody else', async () => {
      expect((await api.post(`/deal-ratings/${deal}`, { stars: 3 }, { token: company.token })).status).toBe(404);
      const byBuyer = await api.post(`/deal-ratings/${deal}`, { stars: 5, text: 'ممتاز' }, { token: demo.token });
      expect(byBuyer.status).toBe(200);
      expect(byBuyer.body).toMatchObject({ stars: 5, text: 'ممتاز', ratedAs: 'seller', ratedUserId: seller.id });
      const twice = await api.post(`/deal-ratings/${deal}`, { stars: 1 }, { token: demo.token });
      expect(twice.status).toBe(422);
      expect(twice.body.errors.stars).toEqual(['rating.twice']);
      const bySeller = await api.post(`/deal-ratings/${deal}`, { stars: 4 }, { token: seller.token });
      expect(bySeller.body).toMatchObject({ stars: 4, text: null, ratedAs: 'buyer', ratedUserId: demo.id });
      // Each rated person is told once, in both languages, and the notice opens their own ratings.
      const told = await upstream.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'rating'), eq(notifications.userId, seller.id)));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ senderId: demo.id, value: String(seller.id), titleEn: 'You were rated' });
      expect(told[0]?.bodyAr).toContain('من 5 نجوم');
      expect(await noticesLike(demo.id, 'You were rated', '4')).toBe(1);
      const bell = (await api.get('/users/notifications', { token: seller.token, lang: 'ar' })).body;
      expect(JSON.stringify(bell)).toContain('وصلك تقييم جديد');

      expect(
        (await api.post(`/ratings/${byBuyer.body.id}/reply`, { text: 'Thanks' }, { token: demo.token })).status,
      ).toBe(403);
      const reply = await api.post(`/ratings/${byBuyer.body.id}/reply`, { text: 'Thanks' }, { token: seller.token });
      expect(reply.body.reply).toBe('Thanks');
      const replyTwice = await api.post(
        `/ratings/${byBuyer.body.id}/reply`,
        { text: 'Again' },
        { token: seller.token },
      );
      expect(replyTwice.body.errors.text).toEqual(['rating.replyTwice']);

      const edited = await api.post(
        `/ratings/${byBuyer.body.id}`,
        { stars: 4, text: 'جيد' },
        { token: demo.token, method: 'PUT' },
      );
      expect(edited.body).toMatchObject({ stars: 4, text: 'جيد' });
      now = new Date(now.getTime() + 25 * HOUR_MS);
      const late = await api.post(`/ratings/${byBuyer.body.id}`, { stars: 1 }, { token: demo.token, method: 'PUT' });
      expect(late.body.errors.stars).toEqual(['rating.editTooLate']);

      const sellerRatings = (await api.get(`/user-ratings/${seller.id}`)).body;
      expect(sellerRatings.asSeller).toMatchObject({ average: 4, count: 1 });
      expect(sellerRatings.asBuyer).toMatchObject({ average: null, count: 0 });
      expect((await api.get(`/user-ratings/${demo.id}`)).body.asBuyer).toMatchObject({ average: 4, count: 1 });
      // Anyone who reads a review may report it into the operators' queue (target 'review').
      const report = { targetType: 'review', targetId: byBuyer.body.id, reason: 'offensive' };
      expect((await api.post('/reports', report, { token: company.token })).status).toBeLessThan(300);
      expect(
        (await api.post('/reports', { ...report, targetId: 2_147_483_647 }, { token: company.token })).status,
      ).toBe(404);
      const mine = (await api.get(`/deal-ratings/${deal}`, { token: demo.token })).body;
      expect(mine).toMatchObject({ closed: true, canRate: false });
    });
  });

  it('sells outside Badal with no request, closing its open requests', async () => {
    const ad = forSale[1] as ProductCard;
    const open = await requestFor(company.token, ad.id, seller.id);
    const marked = await api.post(`/products/${ad.id}/mark-sold`, { requestId: null }, { token: seller.token });
    expect(marked.body).toMatchObject({ adState: 'sold', closedRequests: 1 });
    expect(await statusOf(open)).toBe(RequestStatus.closed);
    const rating = await api.post(`/deal-ratings/${open}`, { stars: 2 }, { token: company.token });
    expect(rating.body.errors.stars).toEqual(['rating.noDeal']);
  });

  it('renews for free once every 48 hours; an ended ad leaves the lists and its owner is told once', async () => {
    const ad = forSale[2] as ProductCard;
    const renewed = await api.post(`/products/${ad.id}/renew`, {}, { token: seller.token });
    expect(renewed.status).toBe(200);
    expect(new Date(renewed.body.endsAt).getTime()).toBe(now.getTime() + 30 * 24 * HOUR_MS);
    const soon = await api.post(`/products/${ad.id}/renew`, {}, { token: seller.token });
    expect(soon.status).toBe(422);
    expect(soon.body.errors.id).toEqual(['adLife.renewTooSoon']);
    expect((await api.post(`/products/${ad.id}/renew`, {}, { token: demo.token })).status).toBe(403);

    // Its run ends in an hour (arranged): within the 3-day notice, and past it two hours on.
    await upstream.db
      .update(products)
      .set({ endsAt: new Date(now.getTime() + HOUR_MS) })
      .where(eq(products.id, ad.id));
    const quiet = { info() {}, warn() {}, error() {} } as unknown as UpstreamContext['log'];
    const instance = (): UpstreamContext =>
      ({
        db: upstream.db,
        log: quiet,
        clock: () => now,
        mediaBaseUrl: () => 'http://media.test',
        push: { send() {}, idle: async () => {}, close: async () => {} },
      }) as Partial<UpstreamContext> as UpstreamContext;
    await Promise.all([sweepAdLife(instance()), sweepAdLife(instance())]);
    expect(await noticesLike(seller.id, 'Your ad ends soon', ad.name)).toBe(1);
    expect(await listed(seller.sellerId)).toContain(ad.id);

    now = new Date(now.getTime() + 2 * HOUR_MS);
    expect(await listed(seller.sellerId)).not.toContain(ad.id);
    expect((await api.get(`/products/${ad.slug}`)).body.adState).toBe('ended');
    await Promise.all([sweepAdLife(instance()), sweepAdLife(instance())]);
    await sweepAdLife(instance());
    expect(await noticesLike(seller.id, 'Your ad has ended', ad.name)).toBe(1);
    expect(await noticesLike(seller.id, 'Your ad ends soon', ad.name)).toBe(1);

    // 48 hours after the last renewal it may be renewed again, and it is listed once more.
    now = new Date(now.getTime() + 48 * HOUR_MS);
    expect((await api.post(`/products/${ad.id}/renew`, {}, { token: seller.token })).status).toBe(200);
    expect(await listed(seller.sellerId)).toContain(ad.id);
  });
});
