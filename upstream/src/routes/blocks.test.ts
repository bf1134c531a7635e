/**
 * Blocks (issue #31 item 2), in both directions: the blocked person is refused — a message, a
 * request, a follow — with a neutral answer and nothing stored; the blocker still may write to
 * them; the blocker's contacts and requests leave the blocked person out while the blocked
 * person's lists are unchanged; blocking ends their follow; unblocking restores everything; and
 * the bad input (oneself, nobody, visitors).
 */
import { type BlockedPerson, calls } from '@badal/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, chatMessages, follows, products, requests, sellers, users } from '../db/schema.js';
import { type ApiClient, apiClient, filesForm, type SignedInMember, signIn } from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

describe('blocks', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let demo: SignedInMember;
  let seller: SignedInMember;

  const member = (userName: string, password: string) => signIn(api, userName, password);
  const send = (from: SignedInMember, to: SignedInMember, message: string, lang?: string) =>
    api.multipart('/chat/send-message', filesForm('unused', [], { receiverId: String(to.id), message }), {
      token: from.token,
      lang,
    });
  const messagesBetween = async (from: SignedInMember, to: SignedInMember) =>
    (
      await upstream.db
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, from.id), eq(chatMessages.receiverId, to.id)))
    )[0]?.n ?? 0;
  const contactIds = async (who: SignedInMember): Promise<number[]> =>
    (await api.get('/chat/contacts', { token: who.token })).body.map((c: { id: number }) => c.id);
  const partnerIds = async (who: SignedInMember): Promise<number[]> =>
    (await api.get('/requests/users', { token: who.token })).body.map((p: { user: { id: number } }) => p.user.id);
  const requestPeople = async (who: SignedInMember): Promise<number[]> =>
    (await api.get('/requests?perPage=50', { token: who.token })).body.data.map(
      (r: { otherUser: { id: number } }) => r.otherUser.id,
    );
  /** A product of `owner` for sale that `asker` has no pending purchase request for. */
  const saleProductOf = async (owner: SignedInMember, asker: SignedInMember): Promise<number> => {
    const pending = upstream.db
      .select({ id: requests.receiverProductId })
      .from(requests)
      .where(and(eq(requests.senderId, asker.id), eq(requests.status, 1)));
    const rows = await upstream.db
      .select({ id: products.id, pendingIds: products.id })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(
        and(
          eq(sellers.userId, owner.id),
          eq(products.status, 'published'),
          inArray(products.sellType, ['sell', 'sell/barter']),
        ),
      );
    const taken = new Set((await pending).map((r) => r.id));
    const free = rows.find((r) => !taken.has(r.id));
    if (!free) throw new Error('no product for sale without a pending request');
    return free.id;
  };
  const askToBuy = (from: SignedInMember, to: SignedInMember, productId: number) =>
    api.post('/requests', { type: 'sale', receiverId: to.id, receiverProductId: productId }, { token: from.token });
  const block = (who: SignedInMember, userId: number | string) => api.post('/blocks', { userId }, { token: who.token });
  const unblock = (who: SignedInMember, userId: number | string) =>
    api.post(`/blocks/${userId}`, {}, { token: who.token, method: 'DELETE' });

  beforeAll(async () => {
    upstream = await startTestUpstream();
    api = apiClient(upstream.url);
    demo = await member('demo', 'demo1234');
    seller = await member('seller', 'seller1234');
    // demo follows seller before the block, so the block's end of that follow shows.
    expect((await api.post('/accounts/follow', { accountId: seller.id }, { token: demo.token })).status).toBe(200);
    expect(await send(demo, seller, 'Before the block').then((a) => a.status)).toBe(201);
  });
  afterAll(async () => {
    await upstream?.close();
  });

  it('blocks: listed for the blocker, once however often, and the blocked person’s follow ends', async () => {
    expect(await contactIds(seller)).toContain(demo.id);
    expect(await partnerIds(seller)).toContain(demo.id);
    const first = await block(seller, demo.id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('You blocked this member.');
    expect((await block(seller, demo.id)).status).toBe(200);
    const rows = await upstream.db.select().from(blocks).where(eq(blocks.blockerId, seller.id));
    expect(rows.map((r) => r.blockedId)).toEqual([demo.id]);
    const listed = await api.get('/blocks', { token: seller.token });
    expect(calls.blockedPeople.response.parse(listed.body).map((p: BlockedPerson) => p.id)).toEqual([demo.id]);
    expect((await api.get('/blocks', { token: demo.token })).body).toEqual([]);
    const follow = await upstream.db
      .select({ n: count() })
      .from(follows)
      .where(and(eq(follows.followerId, demo.id), eq(follows.followedId, seller.id)));
    expect(follow[0]?.n).toBe(0);
  });

  it('refuses the blocked person’s message with a neutral answer, in their language, and stores nothing', async () => {
    const before = await messagesBetween(demo, seller);
    const en = await send(demo, seller, 'Are you there?');
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('This member cannot be contacted right now.');
    expect(en.body.errors).toEqual({ receiverId: ['contact.unavailable'] });
    expect(JSON.stringify(en.body)).not.toMatch(/block/i);
    const ar = await send(demo, seller, 'هل أنت هنا؟', 'ar');
    expect(ar.status).toBe(422);
    expect(ar.body.message).toBe('لا يمكن التواصل مع هذا العضو حاليًا.');
    expect(await messagesBetween(demo, seller)).toBe(before);
  });

  it('lets the blocker still write to the blocked person (blocking is one-way)', async () => {
    const answer = await send(seller, demo, 'One last word');
    expect(answer.status).toBe(201);
    expect(await messagesBetween(seller, demo)).toBeGreaterThan(0);
  });

  it('refuses the blocked person’s request in the words of any unavailable member; the blocker may still ask', async () => {
    const before = (await upstream.db.select({ n: count() }).from(requests))[0]?.n ?? 0;
    const refused = await askToBuy(demo, seller, await saleProductOf(seller, demo));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ receiverId: ['request.receiverUnavailable'] });
    expect((await upstream.db.select({ n: count() }).from(requests))[0]?.n).toBe(before);
    const allowed = await askToBuy(seller, demo, await saleProductOf(demo, seller));
    expect(allowed.status).toBe(201);
  });

  it('refuses the blocked person’s follow; the blocker may still follow them', async () => {
    const refused = await api.post('/accounts/follow', { accountId: seller.id }, { token: demo.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ accountId: ['contact.unavailable'] });
    const allowed = await api.post('/accounts/follow', { accountId: demo.id }, { token: seller.token });
    expect(allowed.status).toBe(200);
  });

  it('hides the blocked person from the blocker’s contacts and requests, not the other way round', async () => {
    expect(await contactIds(seller)).not.toContain(demo.id);
    expect(await partnerIds(seller)).not.toContain(demo.id);
    expect(await requestPeople(seller)).not.toContain(demo.id);
    expect(await contactIds(demo)).toContain(seller.id);
    expect(await partnerIds(demo)).toContain(seller.id);
    expect(await requestPeople(demo)).toContain(seller.id);
  });

  it('unblocking restores the contact list, requests and messages; unblocking again changes nothing', async () => {
    const answer = await unblock(seller, demo.id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('You unblocked this member.');
    expect((await unblock(seller, demo.id)).status).toBe(200);
    expect((await api.get('/blocks', { token: seller.token })).body).toEqual([]);
    expect(await contactIds(seller)).toContain(demo.id);
    expect(await partnerIds(seller)).toContain(demo.id);
    expect((await send(demo, seller, 'Thanks for unblocking')).status).toBe(201);
    expect((await api.post('/accounts/follow', { accountId: seller.id }, { token: demo.token })).status).toBe(200);
  });

  it('refuses oneself (422), nobody (404), a closed account (404) and visitors (401), storing nothing', async () => {
    const self = await block(demo, demo.id);
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ userId: ['validation.ownAccount'] });
    expect((await block(demo, 987654)).status).toBe(404);
    expect((await unblock(demo, 987654)).status).toBe(404);
    expect((await block(demo, 'abc')).status).toBe(422);
    const [disabled] = await upstream.db
      .insert(users)
      .values({
        userName: 'gone_blocks',
        email: 'gone-blocks@example.com',
        fullName: 'Gone',
        passwordHash: 'x',
        status: 'disabled',
      })
      .returning({ id: users.id });
    expect((await block(demo, disabled?.id ?? 0)).status).toBe(404);
    expect((await api.post('/blocks', { userId: seller.id })).status).toBe(401);
    expect((await api.get('/blocks')).status).toBe(401);
    expect((await upstream.db.select({ n: count() }).from(blocks).where(eq(blocks.blockerId, demo.id)))[0]?.n).toBe(0);
  });
});
