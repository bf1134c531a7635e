/**
 * GET /v2/search/suggestions against the seeded catalogue and a few dictionary entries this file
 * adds (and removes), on PGlite and on PostgreSQL: sources, the reader's language whatever the
 * matched one, the search normalisation, order, the popular searches' log, and bad input.
 */
import { calls, type Suggestion } from '@badal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, popularSearches, searchConcepts, searchTerms } from '../db/schema.js';
import type { UpstreamContext } from '../services/context.js';
import { countSearch, flushPopularSearches } from '../services/suggestions/popular-searches.js';
import { type ApiClient, apiClient } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

describe.each(['pglite', 'postgres'] as const)('search suggestions on %s', (database) => {
  let upstream: TestUpstream;
  let api: ApiClient;
  const conceptIds: number[] = [];

  const suggest = async (q: string, lang: 'en' | 'ar' = 'en'): Promise<Suggestion[]> => {
    const answer = await api.get(`/v2/search/suggestions?${new URLSearchParams({ q })}`, { lang });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.searchSuggestions.response.parse(answer.body).data;
  };

  const addConcept = async (
    kind: 'brand' | 'model' | 'word',
    nameEn: string,
    nameAr: string,
    terms: string[],
    categorySlug?: string,
  ) => {
    const [category] = categorySlug
      ? await upstream.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, categorySlug))
      : [];
    const [concept] = await upstream.db
      .insert(searchConcepts)
      .values({ kind, nameEn, nameAr, categoryId: category?.id ?? null })
      .returning({ id: searchConcepts.id });
    const id = concept?.id as number;
    conceptIds.push(id);
    await upstream.db.insert(searchTerms).values(terms.map((term) => ({ conceptId: id, term })));
  };

  beforeAll(async () => {
    upstream = await sharedTestUpstream({ database });
    api = apiClient(upstream.url);
  });
  afterAll(async () => {
    if (conceptIds.length) await upstream.db.delete(searchConcepts).where(inArray(searchConcepts.id, conceptIds));
    await upstream.db.delete(popularSearches).where(sql`true`);
    await upstream?.close();
  });

  it('offers brands from two letters, in the reader’s language whichever script was typed', async () => {
    expect(await suggest('sa')).toContainEqual({
      kind: 'brand',
      label: 'Samsung',
      categorySlug: null,
      text: 'Samsung',
    });
    expect(await suggest('سامس')).toContainEqual({
      kind: 'brand',
      label: 'Samsung',
      categorySlug: null,
      text: 'Samsung',
    });
    expect(await suggest('sams', 'ar')).toContainEqual({
      kind: 'brand',
      label: 'سامسونج',
      categorySlug: null,
      text: 'سامسونج',
    });
    // One brand offered by several categories is one suggestion.
    expect((await suggest('samsung')).filter((s) => s.label === 'Samsung')).toHaveLength(1);
  });

  it('offers categories, leading to their page', async () => {
    expect(await suggest('car')).toContainEqual({ kind: 'category', label: 'Cars', categorySlug: 'cars', text: null });
    expect(await suggest('سيارا', 'ar')).toContainEqual({
      kind: 'category',
      label: 'سيارات',
      categorySlug: 'cars',
      text: null,
    });
  });

  it('folds text like search: letter variants, diacritics, Arabic-Indic digits, case', async () => {
    await addConcept('model', 'PlayStation 5', 'بلايستيشن 5', ['PS5', 'بلايستيشن ٥']);
    expect((await suggest('ابل')).map((s) => s.label)).toContain('Apple'); // the seed writes أبل
    expect((await suggest('سَامْسونج')).map((s) => s.label)).toContain('Samsung');
    expect((await suggest('PS٥')).map((s) => s.label)).toContain('PlayStation 5');
    expect((await suggest('بلايستيشن 5', 'ar')).map((s) => s.label)).toContain('بلايستيشن 5');
  });

  it('puts what starts with the text before what only contains it', async () => {
    const labels = (await suggest('an')).map((s) => s.label);
    expect(labels).toContain('Anker');
    const landRover = labels.indexOf('Land Rover');
    if (landRover >= 0) expect(labels.indexOf('Anker')).toBeLessThan(landRover);
    const page = await suggest('ro');
    const ranks = page.map((s) => (s.label.toLowerCase().startsWith('ro') ? 0 : 1));
    expect([...ranks].sort()).toEqual(ranks);
  });

  it('offers a dictionary entry once, leading into its category, over the catalogue option', async () => {
    // Marshall is a catalogue option (audio) that the shipped dictionary does not list.
    await addConcept('brand', 'Marshall', 'مارشال', ['Marshall', 'مارشال', 'مارشل'], 'audio');
    const found = await suggest('مارشل', 'ar');
    expect(found.filter((s) => s.kind === 'brand' && s.label === 'مارشال')).toEqual([
      { kind: 'brand', label: 'مارشال', categorySlug: 'audio', text: 'مارشال' },
    ]);
  });

  it('offers near spellings only when exact matches are few', async () => {
    expect((await suggest('تيوتا', 'ar')).map((s) => s.label)).toContain('تويوتا');
    expect((await suggest('toyota')).map((s) => s.label)).toEqual(['Toyota']);
  });

  it('offers searches that found something, once they were made three times', async () => {
    const search = (text: string) => api.get(`/v2/search/products?${new URLSearchParams({ text })}`);
    for (let i = 0; i < 3; i++) expect((await search('iphone 15')).status).toBe(200);
    for (let i = 0; i < 2; i++) await search('iphone 14');
    for (let i = 0; i < 3; i++) await search('iphonezzz'); // finds nothing: not counted
    await flushPopularSearches({ db: upstream.db, clock: () => new Date() });
    const labels = (await suggest('iph')).filter((s) => s.kind === 'search');
    expect(labels).toEqual([{ kind: 'search', label: 'iphone 15', categorySlug: null, text: 'iphone 15' }]);
    // A second flush adds to the count; with more searches a text moves up.
    for (let i = 0; i < 4; i++) await search('iphone 14');
    await flushPopularSearches({ db: upstream.db, clock: () => new Date() });
    expect((await suggest('iphone')).filter((s) => s.kind === 'search').map((s) => s.label)).toEqual([
      'iphone 14',
      'iphone 15',
    ]);
  });

  it('adds the forms of one text up in one row, shown as most typed', async () => {
    const ctx = { db: upstream.db, clock: () => new Date() } as UpstreamContext;
    // A text no other test of the shared API searches for (their searches are tallied too).
    for (const typed of ['مكينة قهوة', 'مكينة  قهوة', 'مكينة قهوة', 'مَكينه قهوه', '\u200f', '!!'])
      countSearch(ctx, typed);
    await flushPopularSearches(ctx);
    const rows = await upstream.db
      .select()
      .from(popularSearches)
      .where(sql`${popularSearches.normalized} like 'مكينه %'`);
    expect(rows.map((r) => ({ text: r.text, count: r.count }))).toEqual([{ text: 'مكينة قهوة', count: 4 }]);
    expect(await flushPopularSearches(ctx)).toBe(0);
  });

  it('answers any text normally, with bounded work', async () => {
    for (const q of [
      '',
      'a',
      '!!!',
      '%%',
      '%_\\',
      '.*',
      "'; drop table categories; --",
      '😀😀',
      '\u200f\u200e\u202e',
      'ًٌٍَُ',
      'x'.repeat(500),
      `${'سامسونج '.repeat(60)}`.slice(0, 500),
    ]) {
      const found = await suggest(q);
      expect(found.length, q).toBeLessThanOrEqual(8);
    }
    expect(await suggest('%%')).toEqual([]);
    expect((await suggest('c_r')).map((s) => s.label)).not.toContain('Cars');
    expect(await suggest('\u200fsa\u200e')).toContainEqual(expect.objectContaining({ label: 'Samsung' }));
    const tooLong = await api.get(`/v2/search/suggestions?q=${'a'.repeat(501)}`);
    expect(tooLong.status).toBe(422);
  });

  it('gives at most eight', async () => {
    expect((await suggest('a')).length).toBe(0);
    expect((await suggest('ar')).length).toBeLessThanOrEqual(8);
  });
});
