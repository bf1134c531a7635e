/**
 * Search over both languages and the spellings people type (decision 020), against the seeded
 * catalogue on PGlite and PostgreSQL: the seed plan is the oracle for what a query must find, and
 * the order is exact matches, then dictionary and spelling matches, then fuzzy ones (boosted ads
 * still first). Bad input gets an ordinary answer.
 */
import { calls, type SearchPage } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlannedProduct } from '../seed/catalogue/product-plan.js';
import { seededProducts } from '../seed/demo-trades.js';
import { type ApiClient, apiClient } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

const plan = seededProducts();
const bySlug = new Map(plan.map((p) => [p.slug, p]));
const named = (pattern: RegExp, sub?: string) =>
  plan.filter((p) => pattern.test(p.name) && (sub === undefined || p.subSlug === sub)).map((p) => p.slug);

const iphones = named(/iphone|آيفون/i, 'mobile-phones');
const samsungs = named(/samsung|سامسونج/i);
const landCruisers = named(/land cruiser|لاندكروزر/i);

describe.each(['pglite', 'postgres'] as const)('search matching on %s', (database) => {
  let upstream: TestUpstream;
  let api: ApiClient;

  beforeAll(async () => {
    upstream = await sharedTestUpstream({ database });
    api = apiClient(upstream.url);
  });
  afterAll(() => upstream?.close());

  const search = async (text: string, extra: Record<string, string> = {}): Promise<SearchPage> => {
    const answer = await api.get(`/v2/search/products?${new URLSearchParams({ text, perPage: '60', ...extra })}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.searchProducts.response.parse(answer.body);
  };
  const slugs = (page: SearchPage) => page.data.map((p) => p.slug).sort();

  it('finds the iPhones of both languages from either script, Arabic spellings included', async () => {
    expect(iphones.length).toBeGreaterThan(10);
    for (const text of ['ايفون', 'آيفون', 'أيفون', 'iphone', 'IPHONE']) {
      expect(slugs(await search(text)), text).toEqual([...iphones].sort());
    }
  });

  it('ranks exact matches before dictionary matches (after the boosted ads)', async () => {
    const page = await search('ايفون');
    const unboosted = page.data.filter((p) => !p.isFeatured).map((p) => bySlug.get(p.slug) as PlannedProduct);
    const languages = unboosted.map((p) => p.language);
    // The Arabic-titled ads match the word as typed; the English ones through the dictionary.
    expect(languages.indexOf('en')).toBeGreaterThan(-1);
    expect(languages.lastIndexOf('ar')).toBeLessThan(languages.indexOf('en'));
  });

  it('finds spelling variants, letter swaps, joined and split words and typos', async () => {
    for (const text of ['سامسونغ', 'سامسونق', 'samsumg', 'Samsung']) {
      expect(slugs(await search(text)), text).toEqual([...samsungs].sort());
    }
    for (const text of ['لاند كروزر', 'لاندكروزر', 'landcruiser', 'Land Cruiser']) {
      expect(slugs(await search(text)), text).toEqual([...landCruisers].sort());
    }
    expect(slugs(await search('play station'))).toEqual(slugs(await search('playstation')));
    expect(slugs(await search('mac book'))).toEqual(slugs(await search('macbook')));
    expect((await search('تيوتا')).meta.total).toBe(named(/toyota|تويوتا/i).length);
  });

  it('ranks fuzzy matches after the others: a typo alone finds its ads, a word spelled right is not drowned', async () => {
    // "iphnoe" is no known word: its nearest known word ("iphone", one swap away) and that
    // word's dictionary forms are searched, so the same ads are found as for "iphone".
    expect(slugs(await search('iphnoe'))).toEqual([...iphones].sort());
    // A known word is never looked up as a typo: "sunny" finds the Sunnys, not "sony".
    const sunny = await search('sunny');
    for (const card of sunny.data) expect(card.name.toLowerCase()).toMatch(/sunny|صني/);
  });

  it('finds everyday words and category names in the other language', async () => {
    const sofas = slugs(await search('couch'));
    for (const slug of named(/sofa|كنب/i, 'sofas')) expect(sofas, slug).toContain(slug);
    const washers = await search('washing machine');
    expect(washers.data.some((p) => /غسالة/.test(p.name))).toBe(true);
    // "سيارات" is the Arabic name of the category Cars: its ads are found, whatever their titles.
    const cars = await search('سيارات', { categorySlug: 'vehicles' });
    const found = new Set<string>();
    for (let page = 1; page <= Math.ceil(cars.meta.total / 60); page++) {
      for (const slug of slugs(await search('سيارات', { categorySlug: 'vehicles', page: String(page) })))
        found.add(slug);
    }
    for (const p of plan.filter((p) => p.subSlug === 'cars')) expect(found.has(p.slug), p.name).toBe(true);
  });

  it('suggests a nearby text when nothing matches, and none when something does', async () => {
    const nothing = await search('xiaomee');
    expect(nothing.meta.total).toBe(0);
    expect(nothing.meta.suggestion).toBe('xiaomi');
    expect((await search('xiaomi')).meta.suggestion).toBeUndefined();
    const hopeless = await search('qqqqzzzz');
    expect(hopeless.meta.total).toBe(0);
    expect(hopeless.meta.suggestion).toBeUndefined();
  });

  it('gives an ordinary answer to bad input', async () => {
    const texts = [
      '!!!???...',
      'ًٌٍَُِّ',
      '😀🚗🔥',
      '\u200f\u200e\u200d\ufeff',
      "'; drop table products; --",
      '.*+?[](){}|\\^$ %_ :* & | ! <->',
      'سامسونج '.repeat(60).slice(0, 500),
      'qwertyuiopasdfghjklzxcvbnm'.repeat(19),
      'aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj',
      'iPhone ايفون 15 برو',
    ];
    for (const text of texts) {
      const page = await search(text);
      expect(page.meta.total, text).toBeGreaterThanOrEqual(0);
    }
    // Direction overrides and isolates are refused as in every plain text (the catalogue's error).
    const override = await api.get(`/v2/search/products?${new URLSearchParams({ text: '\u202eenohpi' })}`);
    expect(override.status).toBe(422);
    expect(override.body.errors).toEqual({ text: ['validation.unsafeText'] });
    // Marks around a word do not hide it.
    expect(slugs(await search('\u200fايفون\u200e'))).toEqual([...iphones].sort());
  });
});
