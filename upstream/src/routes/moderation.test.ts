/**
 * Trust & safety (issue #31): reports (404 for what the reporter cannot see, oneself 422, a second
 * open one 409, a flood 429), the operator's queue, actions and audit log (403 for members with
 * nothing changed, 409 for what is already done), the notifications they send, a suspension's
 * effect on tokens and sign-in until it lapses by the clock, and an owner's resubmission.
 * An instance of its own: it hides ads and suspends accounts.
 */
import { calls } from '@badal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, moderationActions, reports, users } from '../db/schema.js';
import { planDemoProducts } from '../seed/demo-trades.js';
import { REPORTS_PER_DAY } from '../services/moderation/reports.js';
import { type ApiClient, apiClient, login } from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reports and the operator console', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let now = new Date();
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const ad = planDemoProducts()[1];
  if (!ad) throw new Error('the seed plans demo products');
  let adId: number;

  beforeAll(async () => {
    upstream = await startTestUpstream({ clock: () => now });
    api = apiClient(upstream.url);
    for (const [name, password] of [
      ['demo', 'demo1234'],
      ['seller', 'seller1234'],
      ['company', 'company1234'],
      ['operator', 'operator1234'],
    ] as const) {
      tokens[name] = await login(api, name, password);
      const [row] = await upstream.db.select({ id: users.id }).from(users).where(eq(users.userName, name));
      ids[name] = row?.id ?? 0;
    }
    adId = (await api.get(`/products/${ad.slug}`)).body.id;
  });
  afterAll(() => upstream?.close());

  const report = (token: string | undefined, body: Record<string, unknown>, lang = 'en') =>
    api.post('/reports', body, { token, lang });
  const act = (token: string | undefined, body: Record<string, unknown>) =>
    api.post('/moderation/actions', body, { token });
  const moderationNotices = async (token: string | undefined) =>
    calls.notifications.response
      .parse((await api.get('/users/notifications', { token, lang: 'ar' })).body)
      .notifications.filter((n) => n.type === 'moderation');

  it('refuses what cannot be reported: unknown, unseen, oneself, incomplete', async () => {
    const seller = tokens.seller;
    expect((await report(seller, { targetType: 'ad', targetId: 2147483647, reason: 'scam' })).status).toBe(404);
    expect((await report(seller, { targetType: 'user', targetId: 2147483647, reason: 'scam' })).status).toBe(404);
    // A message between two other people is not the reporter's to see.
    const [message] = await upstream.db
      .insert(chatMessages)
      .values({ senderId: ids.demo as number, receiverId: ids.company as number, message: 'Pay me first' })
      .returning();
    expect((await report(seller, { targetType: 'message', targetId: message?.id, reason: 'scam' })).status).toBe(404);
    const self = await report(tokens.demo, { targetType: 'ad', targetId: adId, reason: 'scam' }, 'ar');
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('لا يمكنك الإبلاغ عن نفسك.');
    const noWords = await report(seller, { targetType: 'ad', targetId: adId, reason: 'other' });
    expect(noWords.status).toBe(422);
    expect(noWords.body.errors).toHaveProperty('details');
    expect((await report(undefined, { targetType: 'ad', targetId: adId, reason: 'scam' })).status).toBe(401);
  });

  it('thanks the reporter once; a second open report of the same target is 409', async () => {
    const first = await report(tokens.seller, { targetType: 'ad', targetId: adId, reason: 'scam' }, 'ar');
    expect(first).toMatchObject({ status: 200, body: { message: expect.stringContaining('شكرًا') } });
    const again = await report(tokens.seller, { targetType: 'ad', targetId: adId, reason: 'duplicate' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already reported/);
    // The company received a message from demo and reports it: the sender is the person reported.
    const [message] = await upstream.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.receiverId, ids.company as number));
    expect(
      (await report(tokens.company, { targetType: 'message', targetId: message?.id, reason: 'offensive' })).status,
    ).toBe(200);
    expect(
      (
        await report(tokens.company, {
          targetType: 'ad',
          targetId: adId,
          reason: 'other',
          details: 'Same car, three prices',
        })
      ).status,
    ).toBe(200);
  });

  it('answers 403 to members on every operator call, changing nothing', async () => {
    const member = tokens.seller;
    expect((await api.get('/moderation/reports', { token: member })).status).toBe(403);
    expect((await api.get('/moderation/log', { token: member })).status).toBe(403);
    const hide = await act(member, { targetType: 'ad', targetId: adId, action: 'hide_ad', reason: 'Mine now' });
    expect(hide.status).toBe(403);
    expect((await api.get(`/products/${ad.slug}`)).status).toBe(200);
    expect(await upstream.db.select().from(moderationActions)).toEqual([]);
  });

  it('queues open reports by target, the most reported first, with content and reporters', async () => {
    const queue = calls.reportQueue.response.parse(
      (await api.get('/moderation/reports', { token: tokens.operator })).body,
    );
    expect(queue.map((g) => [g.target.type, g.openReports.length])).toEqual([
      ['ad', 2],
      ['message', 1],
    ]);
    const [adGroup] = queue;
    expect(adGroup?.content).toMatchObject({ title: ad.name, adSlug: ad.slug, adState: 'visible', exists: true });
    expect(adGroup?.subject).toMatchObject({ userName: 'demo', status: 'active' });
    expect(adGroup?.openReports.map((r) => [r.reporter.userName, r.reason, r.details])).toEqual([
      ['company', 'other', 'Same car, three prices'],
      ['seller', 'scam', null],
    ]);
    expect(queue[1]?.content).toMatchObject({ title: 'Pay me first', text: 'Pay me first' });
  });

  it('hides an ad with a reason: gone for others, the reason in My ads, reporters told the outcome once', async () => {
    const hidden = await act(tokens.operator, {
      targetType: 'ad',
      targetId: adId,
      action: 'hide_ad',
      reason: 'Photos taken from another ad',
    });
    expect(hidden.status).toBe(200);
    expect(calls.moderate.response.parse(hidden.body)).toMatchObject({
      action: 'hide_ad',
      operator: { userName: 'operator' },
      subject: { userName: 'demo' },
      target: { type: 'ad', id: adId },
      reason: 'Photos taken from another ad',
    });
    expect((await api.get(`/products/${ad.slug}`)).status).toBe(404);
    const mine = calls.myProducts.response.parse(
      (await api.get('/products/mine?perPage=60', { token: tokens.demo })).body,
    );
    expect(mine.data.find((p) => p.id === adId)?.moderation).toEqual({
      state: 'hidden',
      reason: 'Photos taken from another ad',
    });
    const [ownerNotice] = await moderationNotices(tokens.demo);
    expect(ownerNotice).toMatchObject({ value: 'ad_hidden', title: 'تمت إزالة إعلانك', sender: null });
    expect(ownerNotice?.body).toContain('Photos taken from another ad');
    for (const reporter of [tokens.seller, tokens.company]) {
      const notices = await moderationNotices(reporter);
      expect(notices.map((n) => n.value)).toEqual(['report_actioned']);
      // The outcome only: nothing about the other person or what was done to them.
      expect(notices[0]?.body).not.toContain('Photos');
    }
    const settled = await upstream.db.select({ state: reports.state }).from(reports).where(eq(reports.targetId, adId));
    expect(settled.map((r) => r.state)).toEqual(['actioned', 'actioned']);
    const queue = calls.reportQueue.response.parse(
      (await api.get('/moderation/reports', { token: tokens.operator })).body,
    );
    expect(queue.map((g) => g.target.type)).toEqual(['message']);

    const twice = await act(tokens.operator, { targetType: 'ad', targetId: adId, action: 'hide_ad', reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(await upstream.db.select().from(moderationActions)).toHaveLength(1);
  });

  it('lets the owner resubmit a hidden ad, corrected, for review (held), once', async () => {
    const edit = { name: `${ad.name} (own photos)`, description: 'Photographed by me this week.' };
    expect((await api.post(`/products/${adId}/resubmit`, edit, { token: tokens.seller })).status).toBe(404);
    expect((await api.post(`/products/${adId}/resubmit`, edit, { token: tokens.demo })).status).toBe(200);
    const mine = calls.myProducts.response.parse(
      (await api.get('/products/mine?perPage=60', { token: tokens.demo })).body,
    );
    expect(mine.data.find((p) => p.id === adId)).toMatchObject({
      name: edit.name,
      moderation: { state: 'held', reason: null },
    });
    expect((await api.get(`/products/${ad.slug}`)).status).toBe(404);
    expect((await api.post(`/products/${adId}/resubmit`, edit, { token: tokens.demo })).status).toBe(409);
  });

  it('dismisses a target’s reports once; the reporter is told, the sender is not', async () => {
    const [message] = await upstream.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.receiverId, ids.company as number));
    const dismiss = { targetType: 'message', targetId: message?.id, action: 'dismiss', reason: 'A fair question' };
    expect((await act(tokens.operator, dismiss)).status).toBe(200);
    expect((await moderationNotices(tokens.company)).map((n) => n.value)).toEqual([
      'report_dismissed',
      'report_actioned',
    ]);
    expect((await moderationNotices(tokens.demo)).map((n) => n.value)).toEqual(['ad_hidden']);
    expect((await act(tokens.operator, dismiss)).status).toBe(409);
  });

  it('suspends for some days: tokens end, sign-in says blocked until the clock passes the end', async () => {
    const target = { targetType: 'user', targetId: ids.company };
    const noDays = await act(tokens.operator, { ...target, action: 'suspend', reason: 'Spam' });
    expect(noDays.status).toBe(422);
    const suspended = await act(tokens.operator, { ...target, action: 'suspend', reason: 'Spam', days: 3 });
    expect(suspended.status).toBe(200);
    expect(suspended.body.until).toBe(new Date(now.getTime() + 3 * DAY_MS).toISOString());
    expect((await api.get('/users/self', { token: tokens.company })).status).toBe(401);
    const refused = await api.post('/authentication', { userName: 'company', password: 'company1234' });
    expect(refused).toMatchObject({ status: 403, body: { message: 'your account is blocked' } });
    expect((await act(tokens.operator, { ...target, action: 'suspend', reason: 'Again', days: 1 })).status).toBe(409);

    now = new Date(now.getTime() + 3 * DAY_MS + 1000);
    tokens.company = await login(api, 'company', 'company1234');
    expect((await api.get('/users/self', { token: tokens.company })).status).toBe(200);
    const [notice] = await moderationNotices(tokens.company);
    expect(notice).toMatchObject({ value: 'suspended', title: 'تم حظر حسابك' });
  });

  it('bans and reinstates; an operator cannot act on themselves; the audit log lists it all and cannot be changed', async () => {
    const target = { targetType: 'user', targetId: ids.seller };
    expect((await act(tokens.operator, { ...target, action: 'ban', reason: 'Scams' })).status).toBe(200);
    expect((await api.post('/authentication', { userName: 'seller', password: 'seller1234' })).status).toBe(403);
    expect((await act(tokens.operator, { ...target, action: 'ban', reason: 'Scams' })).status).toBe(409);
    expect((await act(tokens.operator, { ...target, action: 'reinstate', reason: 'Appeal accepted' })).status).toBe(
      200,
    );
    expect((await act(tokens.operator, { ...target, action: 'reinstate', reason: 'Twice' })).status).toBe(409);
    tokens.seller = await login(api, 'seller', 'seller1234');
    const self = { targetType: 'user', targetId: ids.operator, action: 'warn', reason: 'Me' };
    expect((await act(tokens.operator, self)).status).toBe(422);
    const hideUser = { targetType: 'user', targetId: ids.seller, action: 'hide_ad', reason: 'Not an ad' };
    expect((await act(tokens.operator, hideUser)).status).toBe(422);

    const log = calls.moderationLog.response.parse(
      (await api.get('/moderation/log?perPage=3', { token: tokens.operator })).body,
    );
    expect(log.meta.total).toBe(5);
    expect(log.data.map((e) => e.action)).toEqual(['reinstate', 'ban', 'suspend']);
    await expect(upstream.db.update(moderationActions).set({ reason: 'edited' })).rejects.toThrow();
    await expect(upstream.db.delete(moderationActions)).rejects.toThrow();
  });

  it('limits a reporter to a number of different targets a day, by the clock', async () => {
    const others = await upstream.db.select({ id: users.id }).from(users);
    const targets = others.map((u) => u.id).filter((id) => id !== ids.demo);
    expect(targets.length).toBeGreaterThan(1);
    await upstream.db.insert(reports).values(
      Array.from({ length: REPORTS_PER_DAY }, (_, n) => ({
        reporterId: ids.demo as number,
        targetType: 'user',
        targetId: 1_000_000 + n,
        reason: 'scam',
        createdAt: now,
      })),
    );
    const flood = await report(tokens.demo, { targetType: 'user', targetId: targets[0], reason: 'scam' });
    expect(flood.status).toBe(429);
    now = new Date(now.getTime() + DAY_MS + 1000);
    expect((await report(tokens.demo, { targetType: 'user', targetId: targets[0], reason: 'scam' })).status).toBe(200);
  });
});
