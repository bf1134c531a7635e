/**
 * Barter and trade requests: the seeded ones, what one can offer, sending (every rule and bad
 * input, nothing stored on a refusal), every allowed and refused status change of the state
 * machine (nothing changed on a refusal), the notifications and pushes each change makes in the
 * other person's language; and the follow extensions (isFollowing, GET /accounts/following).
 */
import {
  calls,
  type ProductCard,
  type ProductPage,
  type RequestAction,
  type RequestStatus,
  type TradeRequest,
} from '@badal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products, requests, users } from '../db/schema.js';
import { type ApiClient, apiClient, type SignedInMember, signIn, startPushReceiver } from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

describe('barter and trade requests', () => {
  let upstream: TestUpstream;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let api: ApiClient;
  let demo: SignedInMember;
  let seller: SignedInMember;
  let company: SignedInMember;
  let plain: SignedInMember;
  let demoProducts: ProductCard[];
  let sellerProducts: ProductCard[];
  /** Products the seeded requests name: the tests ask for others. */
  let seededIds: Set<number>;
  /** Products of the seeded accepted requests: no other request for them can be accepted. */
  let promisedIds: Set<number>;

  const member = (userName: string, password: string) => signIn(api, userName, password);
  const productsOf = async (sellerId: number | null): Promise<ProductCard[]> =>
    ((await api.get(`/products/${sellerId}/sellers?perPage=60`)).body as ProductPage).data;
  const stored = async () => (await upstream.db.select({ n: count() }).from(requests))[0]?.n ?? 0;
  const noticesOf = async (userId: number) =>
    (await upstream.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0]?.n ?? 0;
  const create = (token: string, body: Record<string, unknown>, lang?: string) =>
    api.post('/requests', body, { token, lang });
  const change = (token: string, id: number | string, status: unknown, lang?: string) =>
    api.post(`/requests/${id}/change-status`, { status }, { token, method: 'PUT', lang });
  const withdraw = (token: string, id: number | string, lang?: string) =>
    api.post(`/requests/${id}`, {}, { token, method: 'DELETE', lang });
  const statusOf = async (id: number) =>
    (await upstream.db.select({ status: requests.status }).from(requests).where(eq(requests.id, id)))[0]?.status;

  /** A product of `list` that takes this kind of request and no seeded request names. */
  const wanted = (list: ProductCard[], kind: 'bartering' | 'sale', skip = 0) =>
    list.filter(
      (p) => !seededIds.has(p.id) && (kind === 'bartering' ? p.sellType !== 'sell' : p.sellType !== 'barter'),
    )[skip] as ProductCard;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    upstream = await startTestUpstream({ pushWebhookUrl: receiver.url });
    api = apiClient(upstream.url);
    demo = await member('demo', 'demo1234');
    seller = await member('seller', 'seller1234');
    company = await member('company', 'company1234');
    plain = await member('omar.rifai', 'badal1234');
    demoProducts = await productsOf(demo.sellerId);
    sellerProducts = await productsOf(seller.sellerId);
    const seeded = await upstream.db.select().from(requests);
    seededIds = new Set(seeded.flatMap((r) => [r.receiverProductId, r.senderProductId ?? 0]));
    promisedIds = new Set(
      seeded.filter((r) => r.status === 2).flatMap((r) => [r.receiverProductId, r.senderProductId ?? 0]),
    );
  });
  afterAll(async () => {
    await upstream?.close();
    await receiver?.close();
  });

  describe('the seeded requests', () => {
    it('lists mine, sent and received, newest change first, with both cards and the other person', async () => {
      const page = calls.listRequests.response.parse((await api.get('/requests', { token: demo.token })).body);
      expect(page.meta).toMatchObject({ currentPage: 1, perPage: 20, total: 6 });
      const times = page.data.map((r) => r.updatedAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(new Set(page.data.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
      for (const r of page.data) {
        expect(r.role).toBe(r.senderId === demo.id ? 'sender' : 'receiver');
        expect(r.otherUser.id).toBe(r.role === 'sender' ? r.receiverId : r.senderId);
        expect(r.receiverProduct.id).toBe(r.receiverProductId);
        expect(r.senderProduct?.id ?? null).toBe(r.senderProductId);
        expect(r.type === 'sale').toBe(r.senderProduct === null);
      }
      const pending = (await api.get('/requests?status=1&perPage=5', { token: demo.token })).body;
      expect(pending.data.every((r: TradeRequest) => r.status === 1)).toBe(true);
      expect(pending.meta.total).toBe(2);
      const about = page.data[0] as TradeRequest;
      const byProduct = (await api.get(`/requests?productId=${about.receiverProductId}`, { token: demo.token })).body;
      expect(byProduct.data.map((r: TradeRequest) => r.id)).toContain(about.id);
      expect((await api.get('/requests?status=pending', { token: demo.token })).status).toBe(422);
      expect((await api.get('/requests')).status).toBe(401);
    });

    it('groups them by person with counts per status and my part', async () => {
      const partners = calls.requestPartners.response.parse(
        (await api.get('/requests/users', { token: demo.token })).body,
      );
      expect(partners.map((p) => p.user.userName).sort()).toEqual(['company', 'seller']);
      const withSeller = partners.find((p) => p.user.id === seller.id);
      expect(withSeller).toMatchObject({
        counts: { pending: 1, approved: 1, rejected: 1 },
        sent: 2,
        received: 1,
        role: 'both',
        latest: { status: 1, role: 'sender', type: 'bartering' },
      });
      // Newest activity first: the pending barter with seller (3 hours) before company's (6 hours).
      expect(partners[0]?.user.id).toBe(seller.id);
      expect((await api.get('/requests/users', { token: plain.token })).body).toEqual([]);
    });

    it('shows the requests between two people in both directions', async () => {
      const thread = calls.requestsWithUser.response.parse(
        (await api.get(`/requests/users/${company.id}`, { token: demo.token })).body,
      );
      expect(thread.user).toMatchObject({ id: company.id, userName: 'company', accountType: 3 });
      expect(thread.requests).toHaveLength(3);
      expect(new Set(thread.requests.map((r) => r.role))).toEqual(new Set(['sender', 'receiver']));
      const mirrored = (await api.get(`/requests/users/${demo.id}`, { token: company.token })).body;
      expect(mirrored.requests.map((r: TradeRequest) => r.id)).toEqual(thread.requests.map((r) => r.id));
      expect(mirrored.requests.map((r: TradeRequest) => r.role)).toEqual(
        thread.requests.map((r) => (r.role === 'sender' ? 'receiver' : 'sender')),
      );
      expect((await api.get(`/requests/users/${plain.id}`, { token: demo.token })).body.requests).toEqual([]);
      for (const id of [demo.id, 2_147_483_647, '0x1', '-1', 'abc']) {
        expect((await api.get(`/requests/users/${id}`, { token: demo.token })).status, String(id)).toBe(404);
      }
    });
  });

  describe('GET /barter/products/{productId}', () => {
    it('offers my published products, not one already offered for it while pending, nor one promised in an accepted deal', async () => {
      const target = wanted(sellerProducts, 'bartering');
      const offer = calls.barterProducts.response.parse(
        (await api.get(`/barter/products/${target.id}`, { token: demo.token })).body,
      );
      // The seed has demo accept a barter for one of demo's products: promised, it is not offered again.
      const promised = new Set(
        calls.listRequests.response
          .parse((await api.get('/requests?status=2', { token: demo.token })).body)
          .data.flatMap((r) => [r.receiverProductId, r.senderProductId]),
      );
      expect(promised.size).toBeGreaterThan(0);
      expect(offer.map((c) => c.id).sort()).toEqual(
        demoProducts
          .filter((c) => !promised.has(c.id))
          .map((c) => c.id)
          .sort(),
      );
      // The seeded pending barter offered demo's first product for seller's first barter product.
      const seeded = calls.listRequests.response
        .parse((await api.get('/requests?status=1', { token: demo.token })).body)
        .data.find((r) => r.role === 'sender' && r.type === 'bartering') as TradeRequest;
      const left = (await api.get(`/barter/products/${seeded.receiverProductId}`, { token: demo.token })).body;
      expect(left.map((c: ProductCard) => c.id)).not.toContain(seeded.senderProductId);
      expect(left).toHaveLength(demoProducts.filter((c) => !promised.has(c.id)).length - 1);
      // A member who never published has nothing to offer.
      expect((await api.get(`/barter/products/${target.id}`, { token: plain.token })).body).toEqual([]);
    });

    it('refuses my own product, one that takes no barter, an unknown one; needs a signed-in user', async () => {
      const own = await api.get(`/barter/products/${demoProducts[0]?.id}`, { token: demo.token });
      expect(own).toMatchObject({ status: 422, body: { errors: { productId: ['request.ownProduct'] } } });
      const saleOnly = sellerProducts.find((p) => p.sellType === 'sell') as ProductCard;
      const notBarter = await api.get(`/barter/products/${saleOnly.id}`, { token: demo.token, lang: 'ar' });
      expect(notBarter).toMatchObject({
        status: 422,
        body: { message: 'هذا المنتج غير معروض للمقايضة.', errors: { productId: ['request.notForBarter'] } },
      });
      for (const id of [2_147_483_647, '0x10', '-3', 'x', '99999999999']) {
        expect((await api.get(`/barter/products/${id}`, { token: demo.token })).status, String(id)).toBe(404);
      }
      expect((await api.get(`/barter/products/${saleOnly.id}`)).status).toBe(401);
    });
  });

  describe('POST /requests', () => {
    it('sends a barter offer: 201, the receiver notified live in their language', async () => {
      // The seller reads Badal in Arabic: its notifications are pushed in Arabic.
      await api.get('/users/self', { token: seller.token, lang: 'ar' });
      const target = wanted(sellerProducts, 'bartering');
      const offered = demoProducts.find((p) => p.sellType === 'barter') as ProductCard;
      const sent = await create(demo.token, {
        type: 'bartering',
        receiverId: seller.id,
        receiverProductId: target.id,
        senderProductId: offered.id,
      });
      expect(sent.status).toBe(201);
      const request = calls.createRequest.response.parse(sent.body);
      expect(request).toMatchObject({
        type: 'bartering',
        status: 1,
        role: 'sender',
        senderId: demo.id,
        receiverId: seller.id,
        otherUser: { id: seller.id, userName: 'seller' },
        receiverProduct: { id: target.id, available: true },
        senderProduct: { id: offered.id, available: true },
      });
      const push = await receiver.waitFor(
        (p) =>
          p.body.userId === seller.id && p.body.data.type === 'request' && p.body.data.value === String(request.id),
      );
      expect(push.body.data).toMatchObject({ title: 'عرض مقايضة جديد', sender: { id: demo.id }, data: { type: 2 } });
      expect(push.body.data.body).toContain(target.name.slice(0, 20));
      const english = calls.notifications.response.parse(
        (await api.get('/users/notifications', { token: seller.token, lang: 'en' })).body,
      ).notifications[0];
      expect(english).toMatchObject({ type: 'request', title: 'New barter offer', value: String(request.id) });

      // The same offer again is refused while this one waits, and nothing more is stored.
      const before = await stored();
      const again = await create(demo.token, {
        type: 'bartering',
        receiverId: seller.id,
        receiverProductId: target.id,
        senderProductId: offered.id,
      });
      expect(again).toMatchObject({ status: 422, body: { errors: { senderProductId: ['request.duplicate'] } } });
      expect(await stored()).toBe(before);
      // …and it is no longer offered for that product.
      const offer = (await api.get(`/barter/products/${target.id}`, { token: demo.token })).body as ProductCard[];
      expect(offer.map((c) => c.id)).not.toContain(offered.id);
    });

    it('sends a purchase request for a product for sale', async () => {
      const target = wanted(sellerProducts, 'sale', 1);
      const sent = await create(plain.token, { type: 'sale', receiverId: seller.id, receiverProductId: target.id });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ type: 'sale', senderProductId: null, senderProduct: null, status: 1 });
      const again = await create(plain.token, { type: 'sale', receiverId: seller.id, receiverProductId: target.id });
      expect(again).toMatchObject({ status: 422, body: { errors: { receiverProductId: ['request.duplicate'] } } });
    });

    it('refuses every rule with a clear error, storing and notifying nothing', async () => {
      const barterTarget = wanted(sellerProducts, 'bartering', 2);
      const saleOnly = sellerProducts.find((p) => p.sellType === 'sell') as ProductCard;
      const barterOnly = sellerProducts.find((p) => p.sellType === 'barter') as ProductCard;
      const companyProduct = (await productsOf(company.sellerId))[0] as ProductCard;
      const mine = demoProducts[1] as ProductCard;
      const barter = {
        type: 'bartering',
        receiverId: seller.id,
        receiverProductId: barterTarget.id,
        senderProductId: mine.id,
      };
      const cases: [string, Record<string, unknown>, number, Record<string, string[]> | undefined][] = [
        ['to oneself', { ...barter, receiverId: demo.id }, 422, { receiverId: ['validation.ownAccount'] }],
        [
          'for my own product',
          { ...barter, receiverId: company.id, receiverProductId: mine.id, senderProductId: demoProducts[2]?.id },
          422,
          { receiverProductId: ['request.ownProduct'] },
        ],
        [
          'a receiver who does not own it',
          { ...barter, receiverId: company.id },
          422,
          { receiverId: ['request.receiverMismatch'] },
        ],
        [
          'barter for a product only for sale',
          { ...barter, receiverProductId: saleOnly.id },
          422,
          { receiverProductId: ['request.notForBarter'] },
        ],
        [
          'buying a product only for barter',
          { type: 'sale', receiverId: seller.id, receiverProductId: barterOnly.id },
          422,
          { receiverProductId: ['request.notForSale'] },
        ],
        [
          "offering someone else's product",
          { ...barter, senderProductId: companyProduct.id },
          422,
          { senderProductId: ['request.notYourProduct'] },
        ],
        ['an unknown product', { ...barter, receiverProductId: 2_147_483_647 }, 404, undefined],
        ['an unknown offered product', { ...barter, senderProductId: 2_147_483_647 }, 404, undefined],
        [
          'a barter offering nothing',
          { ...barter, senderProductId: undefined },
          422,
          { senderProductId: ['request.senderProductRequired'] },
        ],
        [
          'a sale offering a product',
          { ...barter, type: 'sale', receiverProductId: wanted(sellerProducts, 'sale', 3).id },
          422,
          { senderProductId: ['request.senderProductNotAllowed'] },
        ],
        ['an unknown type', { ...barter, type: 'swap' }, 422, { type: ['validation.invalid'] }],
        [
          'a hex id',
          { ...barter, receiverProductId: `0x${barterTarget.id.toString(16)}` },
          422,
          { receiverProductId: ['validation.invalid'] },
        ],
        ['a negative id', { ...barter, receiverId: -seller.id }, 422, { receiverId: ['validation.invalid'] }],
        ['a word for an id', { ...barter, senderProductId: 'phone' }, 422, { senderProductId: ['validation.invalid'] }],
        ['a fraction for an id', { ...barter, receiverId: 1.5 }, 422, { receiverId: ['validation.invalid'] }],
        ['no body at all', {}, 422, undefined],
      ];
      const before = { requests: await stored(), notices: await noticesOf(seller.id) };
      for (const [what, body, status, errors] of cases) {
        const answer = await create(demo.token, body);
        expect(answer.status, what).toBe(status);
        if (errors) expect(answer.body.errors, what).toEqual(errors);
        expect(answer.body.message, what).toEqual(expect.any(String));
      }
      const malformed = await api.raw(
        '/requests',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type": "bartering",' },
        { token: demo.token },
      );
      expect(malformed.status).toBe(400);
      expect(await stored()).toBe(before.requests);
      expect(await noticesOf(seller.id)).toBe(before.notices);
      expect((await create('', barter)).status).toBe(401);
    });

    it('refuses unpublished products and a receiver who cannot receive requests', async () => {
      const target = wanted(sellerProducts, 'bartering', 4);
      const body = {
        type: 'bartering',
        receiverId: seller.id,
        receiverProductId: target.id,
        senderProductId: demoProducts[3]?.id,
      };
      await upstream.db.update(products).set({ status: 'sold' }).where(eq(products.id, target.id));
      expect((await create(demo.token, body)).body.errors).toEqual({
        receiverProductId: ['request.productUnavailable'],
      });
      await upstream.db.update(products).set({ status: 'published' }).where(eq(products.id, target.id));

      const offered = demoProducts[3] as ProductCard;
      await upstream.db.update(products).set({ status: 'pending' }).where(eq(products.id, offered.id));
      expect((await create(demo.token, body)).body.errors).toEqual({ senderProductId: ['request.productUnavailable'] });
      await upstream.db.update(products).set({ status: 'published' }).where(eq(products.id, offered.id));

      await upstream.db.update(users).set({ status: 'disabled' }).where(eq(users.id, seller.id));
      const refused = await create(demo.token, body, 'ar');
      expect(refused).toMatchObject({
        status: 422,
        body: {
          message: 'لا يمكن لهذا العضو استقبال الطلبات حاليًا.',
          errors: { receiverId: ['request.receiverUnavailable'] },
        },
      });
      await upstream.db.update(users).set({ status: 'active' }).where(eq(users.id, seller.id));
      expect((await create(demo.token, body)).status).toBe(201);
    });
  });

  describe('the state machine', () => {
    /**
     * A fresh barter from demo to seller, sent by the call and then put into `status` directly;
     * an earlier one for the same products is cleared first, so each check starts alike.
     */
    const requestIn = async (status: RequestStatus): Promise<TradeRequest> => {
      const target = wanted(sellerProducts, 'bartering', 5);
      await upstream.db
        .delete(requests)
        .where(and(eq(requests.senderId, demo.id), eq(requests.receiverProductId, target.id)));
      const sent = await create(demo.token, {
        type: 'bartering',
        receiverId: seller.id,
        receiverProductId: target.id,
        // One no accepted seeded request names: an accepted request's products are promised (issue #32).
        senderProductId: demoProducts.find((p) => !promisedIds.has(p.id))?.id,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      await upstream.db.update(requests).set({ status }).where(eq(requests.id, sent.body.id));
      return { ...sent.body, status };
    };

    // Written out here rather than read from contracts, so the API is checked against the product's rule.
    const expected: Record<string, number | 'deleted'> = {
      'receiver accept 1': 2,
      'receiver reject 1': 3,
      'receiver pend 2': 1,
      'receiver pend 3': 1,
      'sender withdraw 1': 'deleted',
    };
    const act = (who: SignedInMember, id: number, action: Exclude<RequestAction, 'counter'>) =>
      action === 'withdraw'
        ? withdraw(who.token, id)
        : change(who.token, id, { accept: 2, reject: 3, pend: 1 }[action]);

    for (const status of [1, 2, 3] as const) {
      for (const role of ['sender', 'receiver'] as const) {
        for (const action of ['accept', 'reject', 'pend', 'withdraw'] as const) {
          const outcome = expected[`${role} ${action} ${status}`];
          it(`${role} ${action} on status ${status}: ${outcome ?? 'refused, nothing changes'}`, async () => {
            const request = await requestIn(status);
            const who = role === 'sender' ? demo : seller;
            const other = role === 'sender' ? seller : demo;
            const noticesBefore = await noticesOf(other.id);
            const answer = await act(who, request.id, action);
            if (outcome === undefined) {
              // Out of turn (the opening offer is the receiver's to answer) or never the part's: 403s.
              const roleRefusal =
                role === 'sender'
                  ? action === 'pend' || (status === 1 && action !== 'withdraw')
                  : action === 'withdraw';
              expect(answer.status).toBe(roleRefusal ? 403 : 422);
              expect(answer.body.message).toEqual(expect.any(String));
              if (!roleRefusal) expect(Object.keys(answer.body.errors)).toEqual(['status']);
              expect(await statusOf(request.id)).toBe(status);
              expect(await noticesOf(other.id)).toBe(noticesBefore);
              return;
            }
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            if (outcome === 'deleted') {
              expect(answer.body).toEqual({ message: 'Your request was withdrawn.' });
              expect(await statusOf(request.id)).toBeUndefined();
            } else {
              expect(calls.changeRequestStatus.response.parse(answer.body)).toMatchObject({
                id: request.id,
                status: outcome,
                role: 'receiver',
              });
              expect(await statusOf(request.id)).toBe(outcome);
              expect(answer.body.updatedAt > request.updatedAt).toBe(true);
            }
            // The other person is told, in their language.
            expect(await noticesOf(other.id)).toBe(noticesBefore + 1);
            const note = calls.notifications.response.parse(
              (await api.get('/users/notifications', { token: other.token, lang: 'en' })).body,
            ).notifications[0];
            expect(note).toMatchObject({ type: 'request', value: String(request.id), sender: { id: who.id } });
            expect(note?.title).toBe(
              {
                2: 'Request accepted',
                3: 'Request declined',
                1: 'Request pending again',
                deleted: 'Request withdrawn',
              }[outcome],
            );
          });
        }
      }
    }

    it('a whole round: accept, pend, reject, pend, withdraw; then the id names nothing', async () => {
      const request = await requestIn(1);
      for (const [status, expectedStatus] of [
        [2, 2],
        [1, 1],
        [3, 3],
        [1, 1],
      ] as const) {
        expect((await change(seller.token, request.id, status)).body.status).toBe(expectedStatus);
      }
      expect((await withdraw(demo.token, request.id)).status).toBe(200);
      expect((await withdraw(demo.token, request.id)).status).toBe(404);
      expect((await change(seller.token, request.id, 2)).status).toBe(404);
      // Once withdrawn, the same offer may be sent again.
      expect(
        (
          await create(demo.token, {
            type: 'bartering',
            receiverId: seller.id,
            receiverProductId: request.receiverProductId,
            senderProductId: request.senderProductId,
          })
        ).status,
      ).toBe(201);
    });

    it("someone else's request, an unknown one and malformed ids are 404s; bad statuses 422; nothing changes", async () => {
      const request = await requestIn(1);
      expect((await change(company.token, request.id, 2)).status).toBe(404);
      expect((await withdraw(company.token, request.id)).status).toBe(404);
      for (const id of [2_147_483_647, '0x1', '-1', 'abc', '1e2', '99999999999']) {
        expect((await change(seller.token, id, 2)).status, String(id)).toBe(404);
        expect((await withdraw(demo.token, id)).status, String(id)).toBe(404);
      }
      for (const status of [0, 4, '4', 'accepted', null, undefined, 2.5]) {
        const answer = await change(seller.token, request.id, status);
        expect(answer.status, String(status)).toBe(422);
        expect(answer.body.errors, String(status)).toEqual({ status: ['validation.invalid'] });
      }
      expect(await statusOf(request.id)).toBe(1);
    });

    it('answers refusals in the reader’s language', async () => {
      const request = await requestIn(2);
      const ar = await withdraw(demo.token, request.id, 'ar');
      expect(ar).toMatchObject({
        status: 422,
        body: { message: 'لا يمكن سحب الطلب إلا وهو قيد الانتظار.', errors: { status: ['request.notPending'] } },
      });
      const en = await change(demo.token, request.id, 1, 'en');
      expect(en).toMatchObject({
        status: 403,
        body: { message: 'Only the member who received this request can accept, reject or reopen it.' },
      });
    });

    it('accepting needs both products still on offer', async () => {
      const request = await requestIn(1);
      await upstream.db.update(products).set({ status: 'sold' }).where(eq(products.id, request.receiverProductId));
      const refused = await change(seller.token, request.id, 2);
      expect(refused).toMatchObject({ status: 422, body: { errors: { status: ['request.productUnavailable'] } } });
      expect(await statusOf(request.id)).toBe(1);
      // Its card says so too.
      const listed = (await api.get(`/requests/users/${seller.id}`, { token: demo.token })).body
        .requests as TradeRequest[];
      expect(listed.find((r) => r.id === request.id)?.receiverProduct.available).toBe(false);
      // Rejecting is still possible.
      expect((await change(seller.token, request.id, 3)).status).toBe(200);
      await upstream.db.update(products).set({ status: 'published' }).where(eq(products.id, request.receiverProductId));
    });
  });

  describe('following', () => {
    it('GET /users/{id} says whether the signed-in reader follows that account; null for visitors', async () => {
      expect((await api.get(`/users/${company.id}`, { token: demo.token })).body.isFollowing).toBe(true);
      expect((await api.get(`/users/${company.id}`, { token: seller.token })).body.isFollowing).toBe(false);
      expect((await api.get(`/users/${company.id}`)).body.isFollowing).toBeNull();
    });

    it('GET /accounts/following lists the followed accounts, most recent first, paged; closed ones drop out', async () => {
      const all = calls.followedAccounts.response.parse(
        (await api.get('/accounts/following', { token: demo.token })).body,
      );
      expect(all.data.map((a) => a.userName)).toEqual(['company', 'techno.point', 'fahad.mutairi', 'sara.ghanim']);
      expect(all.data[0]).toMatchObject({ accountType: 3, seller: { id: company.sellerId } });
      const second = (await api.get('/accounts/following?perPage=2&page=2', { token: demo.token })).body;
      expect(second.meta).toEqual({ currentPage: 2, perPage: 2, total: 4, lastPage: 2 });
      expect(second.data.map((a: { userName: string }) => a.userName)).toEqual(['fahad.mutairi', 'sara.ghanim']);
      await upstream.db.update(users).set({ status: 'banned' }).where(eq(users.userName, 'sara.ghanim'));
      expect((await api.get('/accounts/following', { token: demo.token })).body.meta.total).toBe(3);
      await upstream.db.update(users).set({ status: 'active' }).where(eq(users.userName, 'sara.ghanim'));
      expect((await api.get('/accounts/following', { token: plain.token })).body).toMatchObject({
        data: [],
        meta: { total: 0 },
      });
      expect((await api.get('/accounts/following?perPage=61', { token: demo.token })).status).toBe(422);
      expect((await api.get('/accounts/following')).status).toBe(401);
    });
  });
});
