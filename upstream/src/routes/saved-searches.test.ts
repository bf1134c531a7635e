/**
 * Saved searches, their alerts and price drops (issue #33) through the API on the shared instance:
 * a renewed ad notifies the owners of the saved searches it matches — found through the searches'
 * index keys — and not those it does not match, with alerts off, or of its own owner; within the
 * hour further matches are counted and summed into one notice by the sweep, run by two instances at
 * once with no duplicate; limits and names are refused in both languages with nothing written; a
 * lower price notifies who favourited the ad. Times are the injected clock.
 */
import { calls, type ProductCard, type ProductPage } from '@badal/contracts';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributes,
  categories,
  notifications,
  productAttributeValues,
  products,
  savedSearches,
  savedSearchKeys,
  searchConcepts,
  searchTerms,
  settings,
} from '../db/schema.js';
import type { UpstreamContext } from '../services/context.js';
import { sweepSavedSearchAlerts } from '../services/saved-searches/alert-sweep.js';
import { SAVED_SEARCH_LIMIT_KEY } from '../services/saved-searches/saved-searches.js';
import { WORD_KEY_LETTERS } from '../services/saved-searches/search-keys.js';
import { type ApiClient, apiClient, type SignedInMember, signIn } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

const MINUTE_MS = 60_000;

describe('saved searches, alerts and price drops', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let buyer: SignedInMember;
  let seller: SignedInMember;
  let fan: SignedInMember;
  let now = new Date();
  let ads: ProductCard[];
  let topSlug: string;

  const member = (userName: string, password: string) => signIn(api, userName, password);
  const save = (token: string, body: unknown, lang?: string) => api.post('/saved-searches', body, { token, lang });
  const alertsFor = async (userId: number, savedSearchId?: number) =>
    upstream.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'saved_search'),
          savedSearchId === undefined ? undefined : eq(notifications.value, String(savedSearchId)),
        ),
      );
  const renew = async (ad: ProductCard) =>
    expect((await api.post(`/products/${ad.id}/renew`, {}, { token: seller.token })).status).toBe(200);
  const instance = (): UpstreamContext =>
    ({
      db: upstream.db,
      log: { info() {}, warn() {}, error() {} } as unknown as UpstreamContext['log'],
      clock: () => now,
      mediaBaseUrl: () => 'http://media.test',
      push: { send() {}, idle: async () => {}, close: async () => {} },
    }) as Partial<UpstreamContext> as UpstreamContext;

  beforeAll(async () => {
    upstream = await sharedTestUpstream({ clock: () => now });
    api = apiClient(upstream.url);
    buyer = await member('demo', 'demo1234');
    seller = await member('seller', 'seller1234');
    fan = await member('company', 'company1234');
    const page = (await api.get(`/products/${seller.sellerId}/sellers?perPage=60`)).body as ProductPage;
    const rows = await upstream.db
      .select({ id: products.id, top: products.topCategoryId, renewedAt: products.renewedAt })
      .from(products)
      .where(
        inArray(
          products.id,
          page.data.map((p) => p.id),
        ),
      );
    // Three never-renewed ads of one top category, so a category search matches them all.
    const byTop = new Map<number, ProductCard[]>();
    for (const row of rows.filter((r) => r.renewedAt === null)) {
      const card = page.data.find((p) => p.id === row.id) as ProductCard;
      byTop.set(row.top, [...(byTop.get(row.top) ?? []), card]);
    }
    const [top, group] = [...byTop.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [0, []];
    expect(group.length).toBeGreaterThanOrEqual(3);
    ads = group.filter((p) => p.price !== null && Number(p.price) > 1);
    expect(ads.length).toBeGreaterThanOrEqual(3);
    topSlug = (await upstream.db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, top)))[0]
      ?.slug as string;
  });
  afterAll(async () => {
    await upstream.db.delete(savedSearches).where(inArray(savedSearches.userId, [buyer.id, seller.id, fan.id]));
    await upstream.db.delete(settings).where(eq(settings.key, SAVED_SEARCH_LIMIT_KEY));
    await upstream?.close();
  });

  it('alerts the owners of the searches an ad matches, found through their keys, and no one else', async () => {
    const [first] = ads as [ProductCard];
    const word = first.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] as string;
    const price = Number(first.price);
    const created = calls.createSavedSearch.response.parse(
      (await save(buyer.token, { name: `Wanted ${word}`, query: { text: word, categorySlug: topSlug } })).body,
    );
    const dearer = (await save(buyer.token, { name: 'Too cheap', query: { text: word, maxPrice: price - 1 } })).body;
    const otherWord = (await save(buyer.token, { name: 'Other', query: { text: `${word} zzqqxx` } })).body;
    const silent = (await save(buyer.token, { name: 'Silent', query: { text: word }, alerts: false })).body;
    const own = (await save(seller.token, { name: 'Mine', query: { text: word } })).body;
    // Without words, an exact option keys the search (the ad carries its own values as keys).
    const [option] = await upstream.db
      .select({ id: productAttributeValues.attributeId, value: productAttributeValues.value })
      .from(productAttributeValues)
      .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
      .where(and(eq(productAttributeValues.productId, first.id), inArray(attributes.type, [2, 3, 4, 5])))
      .limit(1);
    expect(option).toBeDefined();
    const byOption = (
      await save(buyer.token, {
        name: 'By option',
        query: { categorySlug: topSlug, attributes: [{ id: option!.id, values: [option!.value] }] },
      })
    ).body;
    const otherOption = (
      await save(buyer.token, {
        name: 'Other option',
        query: { categorySlug: topSlug, attributes: [{ id: option!.id, values: ['no-such-option'] }] },
      })
    ).body;
    const optionKeys = await upstream.db
      .select()
      .from(savedSearchKeys)
      .where(eq(savedSearchKeys.savedSearchId, byOption.id));
    expect(optionKeys.map((k) => k.key)).toEqual([`a:${option!.id}=${option!.value}`]);
    // The text search is keyed by its word's first letters, not by its category.
    const keys = await upstream.db.select().from(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, created.id));
    expect(keys.map((k) => k.key)).toEqual([`w:${Array.from(word.toLowerCase()).slice(0, WORD_KEY_LETTERS).join('')}`]);

    await renew(first);
    const told = await alertsFor(buyer.id, created.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      titleEn: expect.stringContaining('New ad for'),
      bodyEn: expect.stringContaining(word),
    });
    expect(told[0]?.titleAr).toContain('إعلان جديد');
    for (const quiet of [dearer, otherWord, silent, otherOption])
      expect(await alertsFor(buyer.id, quiet.id)).toHaveLength(0);
    expect(await alertsFor(buyer.id, byOption.id)).toHaveLength(1);
    expect(await alertsFor(seller.id, own.id)).toHaveLength(0);
    const listed = calls.notifications.response.parse(
      (await api.get('/users/notifications', { token: buyer.token })).body,
    ).notifications;
    expect(listed.find((n) => n.value === String(created.id))).toMatchObject({
      type: 'saved_search',
      value: String(created.id),
      data: { type: 8 },
    });
  });

  it('tells a search at most once an hour, summing the rest into one notice sent once by two instances', async () => {
    const [, second, third] = ads as [ProductCard, ProductCard, ProductCard];
    // Only this search may be due: the first test's searches (an option of the first ad, which the
    // others may share) would be summed by the same sweep.
    await upstream.db.delete(savedSearches).where(eq(savedSearches.userId, buyer.id));
    const search = calls.createSavedSearch.response.parse(
      (await save(buyer.token, { name: 'Everything here', query: { categorySlug: topSlug } })).body,
    );
    await renew(second);
    expect(await alertsFor(buyer.id, search.id)).toHaveLength(1);
    now = new Date(now.getTime() + 10 * MINUTE_MS);
    await renew(third);
    now = new Date(now.getTime() + 10 * MINUTE_MS);
    await Promise.all([sweepSavedSearchAlerts(instance()), sweepSavedSearchAlerts(instance())]);
    // Still within the hour: counted, not told.
    expect(await alertsFor(buyer.id, search.id)).toHaveLength(1);

    now = new Date(now.getTime() + 45 * MINUTE_MS);
    const told = await Promise.all([sweepSavedSearchAlerts(instance()), sweepSavedSearchAlerts(instance())]);
    expect(told.reduce((a, b) => a + b, 0)).toBe(1);
    await sweepSavedSearchAlerts(instance());
    const all = await alertsFor(buyer.id, search.id);
    expect(all).toHaveLength(2);
    expect(all.map((n) => n.titleEn)).toContain('1 new ad for \u2068Everything here\u2069”'.replace('for ', 'for “'));
    expect(all.map((n) => n.titleAr)).toContain('إعلان جديد واحد لبحث «\u2068Everything here\u2069»');
  });

  it('refuses names, empty searches and the limit in both languages, writing nothing', async () => {
    const long = await save(buyer.token, { name: 'x'.repeat(61), query: { text: 'sofa' } }, 'ar');
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ name: ['validation.tooLong'] });
    expect((await save(buyer.token, { name: '   ', query: { text: 'sofa' } })).body.errors).toEqual({
      name: ['validation.required'],
    });
    expect((await save(buyer.token, { name: 'Nothing', query: {} })).body.errors).toEqual({
      query: ['savedSearch.empty'],
    });
    await upstream.db.insert(settings).values({ key: SAVED_SEARCH_LIMIT_KEY, value: '2' });
    const fresh = fan;
    const attempts = await Promise.all(
      [1, 2, 3, 4].map((n) => save(fresh.token, { name: `Sofa ${n}`, query: { text: 'sofa' } }, 'ar')),
    );
    expect(attempts.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = attempts.find((a) => a.status === 422);
    expect(refused?.body).toMatchObject({ errors: { name: ['savedSearch.limit'] } });
    expect(refused?.body.message).toContain('احذف');
    const kept = calls.savedSearches.response.parse((await api.get('/saved-searches', { token: fresh.token })).body);
    expect(kept).toHaveLength(2);
    const keys = await upstream.db
      .select()
      .from(savedSearchKeys)
      .where(
        inArray(
          savedSearchKeys.savedSearchId,
          kept.map((k) => k.id),
        ),
      );
    // Keys only for the two kept (the refused wrote nothing), the same for both: 'sofa' and its
    // dictionary forms (couch, كنبة …).
    const keysOf = (id: number) => keys.filter((k) => k.savedSearchId === id).map((k) => k.key);
    expect(keysOf(kept[0]?.id as number)).toContain('w:sofa');
    expect(keysOf(kept[1]?.id as number).sort()).toEqual(keysOf(kept[0]?.id as number).sort());
    expect(keys).toHaveLength(2 * keysOf(kept[0]?.id as number).length);
    await upstream.db.delete(settings).where(eq(settings.key, SAVED_SEARCH_LIMIT_KEY));
  });

  it('renames, turns alerts off and deletes only the owner’s own', async () => {
    const mine = (await save(buyer.token, { name: 'Cars', query: { categorySlug: topSlug, isNew: false } })).body;
    const renamed = await api.post(
      `/saved-searches/${mine.id}`,
      { name: 'Used cars', alerts: false },
      {
        token: buyer.token,
        method: 'PUT',
      },
    );
    expect(renamed.body).toMatchObject({
      name: 'Used cars',
      alerts: false,
      query: { categorySlug: topSlug, isNew: false },
    });
    expect(
      (await api.post(`/saved-searches/${mine.id}`, { name: 'Taken' }, { token: seller.token, method: 'PUT' })).status,
    ).toBe(404);
    expect((await api.post(`/saved-searches/${mine.id}`, {}, { token: seller.token, method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await api.post(`/saved-searches/${mine.id}`, {}, { token: buyer.token, method: 'DELETE' })).status).toBe(
      200,
    );
    expect(await upstream.db.select().from(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, mine.id))).toEqual(
      [],
    );
  });

  it('a lower price notifies who favourited the ad, once per drop, with both prices; a higher one nobody', async () => {
    const ad = ads[0] as ProductCard;
    expect((await api.post('/products/add-favorite', { productId: ad.id }, { token: fan.token })).status).toBe(200);
    const drops = () =>
      upstream.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'price_drop'), eq(notifications.value, ad.slug)));
    const setPrice = (price: number, token = seller.token) =>
      api.post(`/products/${ad.id}/price`, { price }, { token, method: 'PUT' });
    const before = Number(ad.price);
    expect((await setPrice(before - 1)).status).toBe(200);
    const told = await drops();
    expect(told.map((n) => n.userId)).toEqual([fan.id]);
    expect(told[0]?.bodyEn).toContain(`KWD\u00a0${(before - 1).toLocaleString('en-US', { minimumFractionDigits: 3 })}`);
    expect(told[0]?.bodyAr).toContain('بدلًا من');
    expect((await setPrice(before + 5)).status).toBe(200);
    expect(await drops()).toHaveLength(1);
    expect((await setPrice(before + 5)).body.errors).toEqual({ price: ['adPrice.notLower'] });
    expect((await setPrice(1, fan.token)).status).toBe(403);
    expect((await setPrice(before)).status).toBe(200);
  });

  it('alerts a search written in the other language: the dictionary forms are saved with it', async () => {
    // A seller's ad none of the other tests renews, and a dictionary entry linking its longest
    // word to a spelling in Arabic script (as آيفون ↔ iPhone).
    const [ad] = await upstream.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.sellerId, seller.id),
          isNull(products.renewedAt),
          notInArray(
            products.id,
            ads.map((a) => a.id),
          ),
        ),
      )
      .limit(1);
    if (!ad) throw new Error('the seller has no other ad');
    const word = ad.name.split(/\s+/).sort((a, b) => b.length - a.length)[0] as string;
    const [concept] = await upstream.db
      .insert(searchConcepts)
      .values({ kind: 'word', nameEn: word, nameAr: 'كلمةاختبار' })
      .returning({ id: searchConcepts.id });
    const conceptId = concept?.id as number;
    try {
      await upstream.db.insert(searchTerms).values([
        { conceptId, term: word },
        { conceptId, term: 'كلمةاختبار' },
      ]);
      const search = calls.createSavedSearch.response.parse(
        (await save(fan.token, { name: 'بالعربي', query: { text: 'كلمةاختبار' } }, 'ar')).body,
      );
      const keys = await upstream.db.select().from(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, search.id));
      expect(keys.map((k) => k.key)).toContain(
        `w:${Array.from(word.toLowerCase()).slice(0, WORD_KEY_LETTERS).join('')}`,
      );
      expect((await api.post(`/products/${ad.id}/renew`, {}, { token: seller.token })).status).toBe(200);
      expect(await alertsFor(fan.id, search.id)).toHaveLength(1);
    } finally {
      await upstream.db.delete(searchConcepts).where(eq(searchConcepts.id, conceptId));
    }
  });
});
