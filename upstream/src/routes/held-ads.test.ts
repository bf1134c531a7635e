/**
 * Keeping spam out and the held-ads review (issue #31 item 4), through the place-an-ad calls:
 * the day's posting limit (members more, a new Kuwait day starts again), duplicates refused (the
 * same title, or the same main picture re-saved smaller as a JPEG) leaving the draft and no
 * product behind, an operator-listed word and a new account's first ad in a watched category held
 * (not listed, the owner told in My ads); then the operators' queue, approve (listed, followers
 * told) and reject with a reason (hidden, the reason in My ads), a second decision 409, members
 * 403, unknown ads 404 — nothing changed by any refusal.
 */
import { AttributeType, type CategoryDetail, type CategoryFilter, calls, type HeldAd } from '@badal/contracts';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adHolds, notifications, productFingerprints, products, settings, users } from '../db/schema.js';
import { type ApiClient, apiClient, filesForm, gradientPicture, login, noisePicture } from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

/** A value of the right type for each of a category's filters (all of them are sent). */
const attributesFor = (filters: CategoryFilter[]) =>
  filters.map((f) => {
    switch (f.attributeType) {
      case AttributeType.boolean:
        return { id: f.id, value: 'true' };
      case AttributeType.number:
        return { id: f.id, value: String(f.min ?? 1) };
      case AttributeType.string:
        return { id: f.id, value: 'Full option' };
      case AttributeType.color:
        return { id: f.id, value: f.options[0]?.color ?? '' };
      case AttributeType.yesNoMultiChoice:
        return { id: f.id, value: '' };
      case AttributeType.multiChoice:
      case AttributeType.multiOptions:
        return { id: f.id, values: [f.options[0]?.value ?? ''] };
      default:
        return { id: f.id, value: f.options[0]?.value ?? '' };
    }
  });

describe('keeping spam out, and the held-ads review', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let now = new Date('2026-11-27T09:00:00Z');
  let operator: string;
  let cars: CategoryDetail;
  let phones: CategoryDetail;
  let vehiclesId: number;
  let phonesTopId: number;
  let pictures = 1;

  const tokenOf = (userName: string) => login(api, userName, 'badal1234');
  const setSetting = (key: string, value: string) =>
    upstream.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });

  /** Takes a draft through every step and finishes it: the answer of POST /ad/finish. */
  const placeAd = async (
    token: string,
    ad: { name: string; description?: string; category?: 'cars' | 'phones'; picture?: Buffer },
  ) => {
    const category = ad.category === 'phones' ? phones : cars;
    const topId = ad.category === 'phones' ? phonesTopId : vehiclesId;
    // A refused ad keeps its draft (and its pictures): start each ad from a new one.
    await api.post('/ad/discard', {}, { token, method: 'DELETE' });
    const steps = [
      await api.post('/ad/category', { categoryId: topId }, { token }),
      await api.post('/ad/category', { categoryId: category.id }, { token }),
      await api.form(
        '/ad/details',
        {
          name: ad.name,
          description: ad.description ?? 'In good condition, serviced regularly.',
          price: '150',
          sellType: 'sell',
          attributes: JSON.stringify(attributesFor(category.filters)),
        },
        { token },
      ),
      await api.multipart(
        '/ad/images',
        filesForm('images[]', [
          { name: 'main.png', data: ad.picture ?? (await noisePicture(pictures++)), type: 'image/png' },
        ]),
        { token },
      ),
      await api.post('/ad/location', { latitude: 29.3375, longitude: 48.0758, address: 'Salmiya' }, { token }),
    ];
    for (const step of steps) expect(step.status, JSON.stringify(step.body)).toBe(200);
    return api.post('/ad/finish', {}, { token });
  };
  const myAd = async (token: string, id: number) =>
    (await api.get('/products/mine?perPage=60', { token })).body.data.find((p: { id: number }) => p.id === id);
  const searchFinds = async (name: string) =>
    ((await api.get(`/v2/search/products?text=${encodeURIComponent(name)}`)).body.data as { name: string }[]).some(
      (p) => p.name === name,
    );
  /** How many 'moderation' notifications with this notice the account has. */
  const noticesTo = async (userName: string, notice: string) =>
    (
      await upstream.db
        .select({ n: count() })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(and(eq(users.userName, userName), eq(notifications.type, 'moderation'), eq(notifications.value, notice)))
    )[0]?.n ?? 0;
  const queue = async (token = operator): Promise<HeldAd[]> =>
    calls.heldAds.response.parse((await api.get('/moderation/held-ads', { token })).body);

  beforeAll(async () => {
    upstream = await startTestUpstream({ clock: () => now, tokenTtlSeconds: 365 * 86_400 });
    api = apiClient(upstream.url);
    operator = await login(api, 'operator', 'operator1234');
    cars = (await api.get('/categories/cars/mini')).body;
    phones = (await api.get('/categories/mobile-phones/mini')).body;
    vehiclesId = (await api.get('/categories/vehicles/mini')).body.id;
    phonesTopId = (await api.get('/categories/mobiles-tablets/mini')).body.id;
  });
  afterAll(() => upstream?.close());

  it('holds a new account’s first ad in a watched category; the owner sees it waiting, nobody else does', async () => {
    const token = await tokenOf('hamad.azmi');
    const answer = await placeAd(token, { name: 'Nissan Patrol 2020 first' });
    expect(answer.status).toBe(200);
    const { product, moderation } = calls.finish.response.parse(answer.body);
    expect(moderation).toEqual({ state: 'held', reason: null });
    expect(await searchFinds('Nissan Patrol 2020 first')).toBe(false);
    expect((await myAd(token, product.id)).moderation).toEqual({ state: 'held', reason: null });
    const [hold] = await upstream.db.select().from(adHolds).where(eq(adHolds.productId, product.id));
    expect(hold).toMatchObject({ cause: 'first_ad', word: null, decision: null });
    expect(await noticesTo('hamad.azmi', 'ad_held')).toBe(1);
    // The second ad of the same account is published at once.
    const second = calls.finish.response.parse((await placeAd(token, { name: 'Nissan Sunny 2018' })).body);
    expect(second.moderation).toEqual({ state: 'visible', reason: null });
    expect(await searchFinds('Nissan Sunny 2018')).toBe(true);
  });

  it('publishes a new account’s first ad in a category nobody watches', async () => {
    const token = await tokenOf('lulwa.mutawa');
    const { moderation } = calls.finish.response.parse(
      (await placeAd(token, { name: 'iPhone 15 Pro', category: 'phones' })).body,
    );
    expect(moderation?.state).toBe('visible');
    expect(await searchFinds('iPhone 15 Pro')).toBe(true);
  });

  it('holds an ad with an operator-listed word, whatever its case and spacing', async () => {
    const token = await tokenOf('lulwa.mutawa');
    const answer = await placeAd(token, {
      name: 'Samsung Galaxy S24',
      category: 'phones',
      description: 'Pay by WESTERN   union only, I ship it.',
    });
    const { product, moderation } = calls.finish.response.parse(answer.body);
    expect(moderation?.state).toBe('held');
    const [hold] = await upstream.db.select().from(adHolds).where(eq(adHolds.productId, product.id));
    expect(hold).toMatchObject({ cause: 'words', word: 'western union' });
  });

  it('lets operators list and unlist words: a new ad with a freshly listed word waits, one without it is published', async () => {
    const member = await tokenOf('shaikha.badr');
    expect((await api.post('/moderation/review-words', { word: 'copy watch' }, { token: member })).status).toBe(403);
    expect((await api.get('/moderation/review-words', { token: member })).status).toBe(403);
    const listed = await api.post('/moderation/review-words', { word: '  Copy   WATCH ' }, { token: operator });
    expect(listed.status).toBe(200);
    const word = calls.addReviewWord.response.parse(listed.body);
    expect(word).toMatchObject({ word: 'copy watch', addedBy: { userName: 'operator' } });
    expect(await api.post('/moderation/review-words', { word: 'COPY watch' }, { token: operator })).toMatchObject({
      status: 422,
      body: { errors: { word: ['moderation.wordListed'] } },
    });
    expect(await api.post('/moderation/review-words', { word: ' x ' }, { token: operator })).toMatchObject({
      status: 422,
      body: { errors: { word: ['moderation.wordTooShort'] } },
    });
    const words = calls.reviewWords.response.parse(
      (await api.get('/moderation/review-words', { token: operator })).body,
    );
    expect(words.map((w) => w.word)).toContain('copy watch');

    const held = calls.finish.response.parse(
      (await placeAd(member, { name: 'Rolex Submariner', category: 'phones', description: 'A copy watch, as new.' }))
        .body,
    );
    expect(held.moderation?.state).toBe('held');

    expect(
      (await api.post(`/moderation/review-words/${word.id}`, {}, { token: member, method: 'DELETE' })).status,
    ).toBe(403);
    expect(
      (await api.post(`/moderation/review-words/${word.id}`, {}, { token: operator, method: 'DELETE' })).status,
    ).toBe(200);
    expect(
      (await api.post(`/moderation/review-words/${word.id}`, {}, { token: operator, method: 'DELETE' })).status,
    ).toBe(404);
    const published = calls.finish.response.parse(
      (await placeAd(member, { name: 'Omega Seamaster', category: 'phones', description: 'A copy watch, boxed.' }))
        .body,
    );
    expect(published.moderation?.state ?? 'visible').toBe('visible');
    // The ad it held before stays in the review (decided here, so the queue is as the next tests expect).
    expect((await queue()).map((ad) => ad.id)).toContain(held.product.id);
    const rejected = await api.post(
      `/moderation/held-ads/${held.product.id}/reject`,
      { reason: 'Counterfeit' },
      { token: operator },
    );
    expect(rejected.status).toBe(200);
  });

  it('refuses a duplicate title or main picture of an active ad, keeping the draft and writing nothing', async () => {
    const token = await tokenOf('jassim.kharafi');
    const photo = await gradientPicture(800, 600, 'png');
    // A first ad in phones, so nothing here is held.
    const first = await placeAd(token, { name: 'Pixel 8', category: 'phones', picture: photo });
    expect(first.status).toBe(200);
    const [fingerprint] = await upstream.db
      .select()
      .from(productFingerprints)
      .where(eq(productFingerprints.productId, first.body.product.id));
    expect(fingerprint?.pictureHash).toMatch(/^[01]{64}$/);
    const before = await upstream.db.select({ n: count() }).from(products);
    const sameTitle = await placeAd(token, { name: '  pixel   8 ', category: 'phones' });
    expect(sameTitle.status).toBe(422);
    expect(sameTitle.body.errors).toEqual({ name: ['ad.duplicateTitle'] });
    expect(sameTitle.body.message).toBe('You already have an active ad with this title.');
    const smallerJpeg = await sharp(photo).resize(400, 300).jpeg({ quality: 70 }).toBuffer();
    const samePicture = await placeAd(token, { name: 'Pixel 8 Pro', category: 'phones', picture: smallerJpeg });
    expect(samePicture.status).toBe(422);
    expect(samePicture.body.errors).toEqual({ images: ['ad.duplicatePicture'] });
    const ar = await api.post('/ad/finish', {}, { token, lang: 'ar' });
    expect(ar.body.message).toBe('لديك بالفعل إعلان نشط بهذه الصورة الرئيسية.');
    expect((await upstream.db.select({ n: count() }).from(products))[0]?.n).toBe(before[0]?.n);
    expect((await api.get('/ad', { token })).body.product.name).toBe('Pixel 8 Pro');
    // Another title and picture go through.
    const other = await placeAd(token, { name: 'Pixel 8 Pro', category: 'phones' });
    expect(other.status).toBe(200);
  });

  it('limits the ads of a day, gives members more, and starts again the next Kuwait day', async () => {
    await setSetting('adsPerDay', '2');
    await setSetting('adsPerDayMember', '3');
    try {
      const token = await tokenOf('omar.rifai');
      expect((await placeAd(token, { name: 'Galaxy A1', category: 'phones' })).status).toBe(200);
      expect((await placeAd(token, { name: 'Galaxy A2', category: 'phones' })).status).toBe(200);
      const over = await placeAd(token, { name: 'Galaxy A3', category: 'phones' });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ ad: ['ad.dailyLimit'] });
      await upstream.db
        .update(users)
        .set({ membershipExpiresAt: new Date(now.getTime() + 30 * 86_400_000) })
        .where(eq(users.userName, 'omar.rifai'));
      expect((await api.post('/ad/finish', {}, { token })).status).toBe(200);
      const memberOver = await placeAd(token, { name: 'Galaxy A4', category: 'phones' });
      expect(memberOver.body.errors).toEqual({ ad: ['ad.dailyLimitMember'] });
      // 21:00 UTC is midnight in Kuwait: a new day.
      now = new Date('2026-11-27T21:00:00Z');
      expect((await api.post('/ad/finish', {}, { token })).status).toBe(200);
    } finally {
      await setSetting('adsPerDay', '5');
      await setSetting('adsPerDayMember', '20');
    }
  });

  it('lists the waiting held ads for operators only, oldest first', async () => {
    const list = await queue();
    expect(list.map((a) => a.name)).toEqual(['Nissan Patrol 2020 first', 'Samsung Galaxy S24']);
    expect(list[0]).toMatchObject({
      cause: 'first_ad',
      state: 'held',
      decision: null,
      owner: { userName: 'hamad.azmi' },
    });
    expect(list[1]).toMatchObject({ cause: 'words', word: 'western union', category: { slug: 'mobile-phones' } });
    const member = await api.get('/moderation/held-ads', { token: await tokenOf('hamad.azmi') });
    expect(member.status).toBe(403);
    expect((await api.get('/moderation/held-ads')).status).toBe(401);
  });

  it('approves a held ad once: listed, followers told; a second decision is a 409 changing nothing', async () => {
    const [patrol] = await queue();
    const owner = await tokenOf('hamad.azmi');
    const follower = await tokenOf('fatma.kandari');
    const ownerId = patrol?.owner.id as number;
    expect((await api.post('/accounts/follow', { accountId: ownerId }, { token: follower })).status).toBe(200);
    const member = await api.post(`/moderation/held-ads/${patrol?.id}/approve`, {}, { token: owner });
    expect(member.status).toBe(403);
    const approved = await api.post(`/moderation/held-ads/${patrol?.id}/approve`, {}, { token: operator });
    expect(approved.status).toBe(200);
    expect(calls.approveHeldAd.response.parse(approved.body)).toMatchObject({ state: 'visible', decision: 'approved' });
    expect(await searchFinds('Nissan Patrol 2020 first')).toBe(true);
    expect((await myAd(owner, patrol?.id as number)).moderation).toEqual({ state: 'visible', reason: null });
    expect(await noticesTo('hamad.azmi', 'ad_approved')).toBe(1);
    const told = await upstream.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.type, 'products'), eq(notifications.value, patrol?.slug as string)));
    expect(told[0]?.n).toBe(1);
    const again = await api.post(`/moderation/held-ads/${patrol?.id}/approve`, {}, { token: operator });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This was already done; nothing was changed.');
    const reject = await api.post(`/moderation/held-ads/${patrol?.id}/reject`, { reason: 'No' }, { token: operator });
    expect(reject.status).toBe(409);
    expect(await searchFinds('Nissan Patrol 2020 first')).toBe(true);
    // One audit line: who approved which ad of whom; the refused second decisions wrote none.
    const log = calls.moderationLog.response.parse(
      (await api.get('/moderation/log?perPage=100', { token: operator })).body,
    );
    const lines = log.data.filter((e) => e.target.type === 'ad' && e.target.id === patrol?.id);
    expect(lines.map((e) => [e.action, e.subject?.id, e.operator?.userName])).toEqual([
      ['approve_ad', ownerId, 'operator'],
    ]);
  });

  it('rejects a held ad with a reason the owner reads in My ads; refuses no reason, unknown and never-held ads', async () => {
    const [galaxy] = await queue();
    const path = `/moderation/held-ads/${galaxy?.id}/reject`;
    expect((await api.post(path, { reason: '  ' }, { token: operator })).status).toBe(422);
    expect((await api.post('/moderation/held-ads/987654/reject', { reason: 'x' }, { token: operator })).status).toBe(
      404,
    );
    const [visible] = await upstream.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Nissan Sunny 2018'));
    expect((await api.post(`/moderation/held-ads/${visible?.id}/approve`, {}, { token: operator })).status).toBe(404);
    const rejected = await api.post(path, { reason: 'Payment outside Badal is not allowed.' }, { token: operator });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      state: 'hidden',
      decision: 'rejected',
      reason: 'Payment outside Badal is not allowed.',
    });
    const owner = await tokenOf('lulwa.mutawa');
    expect((await myAd(owner, galaxy?.id as number)).moderation).toEqual({
      state: 'hidden',
      reason: 'Payment outside Badal is not allowed.',
    });
    expect(await searchFinds('Samsung Galaxy S24')).toBe(false);
    expect(await noticesTo('lulwa.mutawa', 'ad_rejected')).toBe(1);
    expect(await queue()).toEqual([]);
  });

  it('queues an ad its owner corrected after it was hidden, and decides it once, as resubmitted', async () => {
    const owner = await tokenOf('lulwa.mutawa');
    const [galaxy] = await upstream.db.select().from(products).where(eq(products.name, 'Samsung Galaxy S24'));
    const sent = await api.post(
      `/products/${galaxy?.id}/resubmit`,
      { name: 'Samsung Galaxy S24 Ultra', description: 'Cash on delivery in Salmiya.' },
      { token: owner },
    );
    expect(sent.status).toBe(200);
    const [waiting] = await queue();
    expect(waiting).toMatchObject({
      id: galaxy?.id,
      name: 'Samsung Galaxy S24 Ultra',
      cause: 'resubmitted',
      decision: null,
    });
    const approved = await api.post(`/moderation/held-ads/${galaxy?.id}/approve`, {}, { token: operator });
    expect(approved.body).toMatchObject({ cause: 'resubmitted', decision: 'approved', state: 'visible' });
    expect(await searchFinds('Samsung Galaxy S24 Ultra')).toBe(true);
    const holds = await upstream.db
      .select()
      .from(adHolds)
      .where(eq(adHolds.productId, galaxy?.id as number));
    expect(holds.map((h) => [h.cause, h.decision])).toEqual([
      ['words', 'rejected'],
      ['resubmitted', 'approved'],
    ]);
    expect((await api.post(`/moderation/held-ads/${galaxy?.id}/approve`, {}, { token: operator })).status).toBe(409);
  });
});
