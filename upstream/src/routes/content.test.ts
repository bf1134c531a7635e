/** Home page sections, company values, about pages and banners. */
import { ABOUT_PAGES, calls } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProducts } from '../seed/demo-trades.js';
import { type ApiClient, apiClient } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

const plan = seededProducts();

describe('home and content', () => {
  let upstream: TestUpstream;
  let api: ApiClient;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
  });
  afterAll(() => upstream?.close());

  it('GET /home/popular-categories/products: the 6 biggest top categories with their 8 newest products', async () => {
    const sections = calls.popularCategoriesProducts.response.parse(
      (await api.get('/home/popular-categories/products', { lang: 'ar' })).body,
    );
    const sizes = new Map<string, number>();
    for (const p of plan) sizes.set(p.topSlug, (sizes.get(p.topSlug) ?? 0) + 1);
    const biggest = [...sizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    expect(sections.map((s) => s.slug)).toEqual(biggest.map(([slug]) => slug));
    expect(sections[0]?.name).toBe('مركبات');
    for (const section of sections) {
      const newest = plan
        .filter((p) => p.topSlug === section.slug)
        .sort((a, b) => a.minutesAgo - b.minutesAgo)
        .slice(0, 8);
      expect(section.products.map((c) => c.slug)).toEqual(newest.map((p) => p.slug));
      expect(section.primaryImage?.thumbnailUrl).toMatch(/\/storage\/categories\//);
    }
  });

  it('GET /company-values in both languages, with icons', async () => {
    const en = calls.companyValues.response.parse((await api.get('/company-values')).body);
    const ar = calls.companyValues.response.parse((await api.get('/company-values', { lang: 'ar' })).body);
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(ar.map((v) => v.id)).toEqual(en.map((v) => v.id));
    expect(en[0]?.title).toBe('Trust first');
    expect(ar[0]?.title).toBe('الثقة أولاً');
    for (const value of en) expect(value.image?.url).toMatch(/\/storage\/seed\/company-values\/.+\.png$/);
  });

  it('GET /aboutus: all five pages, in the request language, the leadership team with portraits', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const pages = calls.aboutUs.response.parse((await api.get('/aboutus', { lang })).body);
      expect(pages.map((p) => p.slug)).toEqual([...ABOUT_PAGES]);
      for (const page of pages) {
        expect(page.paragraphs.length).toBeGreaterThanOrEqual(2);
        for (const text of [page.title, ...page.paragraphs]) {
          expect(/[\u0600-\u06FF]/.test(text), text).toBe(lang === 'ar');
          expect(text).not.toMatch(/lorem|ipsum/i);
        }
      }
      const leaders = pages.find((p) => p.slug === 'our-leadership-team')?.members ?? [];
      expect(leaders.length).toBeGreaterThanOrEqual(3);
      for (const leader of leaders) expect(leader.image?.url).toMatch(/\/storage\/seed\/leadership\/.+\.png$/);
      expect(pages.filter((p) => p.slug !== 'our-leadership-team').every((p) => p.members.length === 0)).toBe(true);
    }
  });

  it('GET /banners/double by type: double, horizontal 9:2-ish (1225 × 250), vertical 1:2 (500 × 1000)', async () => {
    const sizes = { 4: [600, 300], 5: [1225, 250], 6: [500, 1000] } as const;
    const names = { 4: 'double-banners', 5: 'horizontal-banners', 6: 'vertical-banners' } as const;
    for (const type of [4, 5, 6] as const) {
      const list = calls.doubleBanners.response.parse(
        (await api.get(`/banners/double?type=${type}&typeName=${names[type]}`, { lang: 'ar' })).body,
      );
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const banner of list) {
        expect(banner.type).toBe(type);
        expect(banner.title).toMatch(/[\u0600-\u06FF]/);
        expect([banner.primaryImage.width, banner.primaryImage.height]).toEqual(sizes[type]);
        const response = await fetch(`${upstream.origin}${new URL(banner.primaryImage.url).pathname}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(sizes[type]);
      }
    }
  });

  it('refuses unknown banner types and a type name that names another placement', async () => {
    for (const query of [
      'type=2&typeName=double-banners',
      'type=4&typeName=vertical-banners',
      'type=4',
      'typeName=x',
    ]) {
      expect((await api.get(`/banners/double?${query}`)).status, query).toBe(422);
    }
  });
});
