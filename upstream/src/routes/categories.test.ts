/** GET /categories/mini and GET /categories/{slug}/mini (with parent and filters). */
import { AttributeType, calls, categorySchema, FilterType } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

describe('categories', () => {
  let upstream: TestUpstream;
  let api: ApiClient;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
  });
  afterAll(() => upstream?.close());

  it('GET /categories/mini is a bilingual tree of at least 12 categories with 3 to 6 children each', async () => {
    const en = calls.categoriesMini.response.parse((await api.get('/categories/mini')).body);
    expect(en.length).toBeGreaterThanOrEqual(12);
    for (const top of en) {
      expect(top.children.length).toBeGreaterThanOrEqual(3);
      expect(top.children.length).toBeLessThanOrEqual(6);
      expect(top.primaryImage?.thumbnailUrl).toMatch(/\/storage\/categories\/.+-thumb\.svg$/);
    }
    expect(en[0]).toMatchObject({ slug: 'vehicles', name: 'Vehicles' });
    expect(en[0]?.children.map((c) => c.slug)).toEqual(expect.arrayContaining(['cars', 'motorcycles', 'boats']));
    const ar = calls.categoriesMini.response.parse((await api.get('/categories/mini', { lang: 'ar' })).body);
    expect(ar[0]).toMatchObject({ slug: 'vehicles', name: 'مركبات' });
    expect(ar.map((c) => c.id)).toEqual(en.map((c) => c.id));
  });

  it('serves the generated category images', async () => {
    const [first] = (await api.get('/categories/mini')).body;
    for (const url of [first.primaryImage.url, first.primaryImage.thumbnailUrl]) {
      const response = await fetch(`${upstream.origin}${new URL(url).pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  it('GET /categories/{slug}/mini gives one branch, 404 for an unknown slug', async () => {
    const top = await api.get('/categories/real-estate/mini', { lang: 'ar' });
    expect(top.status).toBe(200);
    expect(categorySchema.parse(top.body)).toMatchObject({ slug: 'real-estate', name: 'عقارات' });
    expect(top.body.children.length).toBeGreaterThanOrEqual(3);
    const child = await api.get('/categories/cars/mini');
    expect(child.body).toMatchObject({ slug: 'cars', name: 'Cars', children: [] });
    expect(await api.get('/categories/no-such-thing/mini')).toMatchObject({
      status: 404,
      body: { message: '404 Not Found' },
    });
    expect((await api.get('/categories/Bad_Slug/mini')).status).toBe(404);
  });

  it("GET /categories/{slug}/mini gives the parent and the filters: the top category's first, in the request language", async () => {
    const top = calls.categoryMini.response.parse((await api.get('/categories/real-estate/mini')).body);
    expect(top.parent).toBeNull();
    expect(top.filters.map((f) => f.name)).toEqual(['Governorate', 'Size']);
    const sub = calls.categoryMini.response.parse(
      (await api.get('/categories/apartments-for-rent/mini', { lang: 'ar' })).body,
    );
    expect(sub.parent).toEqual({ id: top.id, slug: 'real-estate', name: 'عقارات' });
    expect(sub.filters.slice(0, 2).map((f) => f.id)).toEqual(top.filters.map((f) => f.id));
    expect(sub.filters.map((f) => f.name)).toContain('غرف النوم');
    const size = sub.filters.find((f) => f.name === 'المساحة');
    expect(size).toMatchObject({
      filterType: FilterType.range,
      attributeType: AttributeType.number,
      unit: 'م²',
      options: [],
    });
    expect(size?.min).toBeLessThan(size?.max ?? 0);
  });

  it('filters of every type: options for choices, swatches for colours, Yes/No for booleans', async () => {
    const cars = calls.categoryMini.response.parse((await api.get('/categories/cars/mini')).body);
    const byType = new Map(cars.filters.map((f) => [f.filterType, f]));
    expect([...byType.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(byType.get(FilterType.boolean)?.options.map((o) => [o.value, o.label])).toEqual([
      ['true', 'Yes'],
      ['false', 'No'],
    ]);
    expect(byType.get(FilterType.multiChoice)?.options.map((o) => o.value)).toContain('toyota');
    expect(byType.get(FilterType.yesNoMultiChoice)?.options.map((o) => o.value)).toEqual(['yes', 'no']);
    for (const option of byType.get(FilterType.color)?.options ?? []) expect(option.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(byType.get(FilterType.input)).toMatchObject({ attributeType: AttributeType.string, options: [] });
    // The attribute and filter enumerations number choices differently (spec §4).
    expect(cars.filters.find((f) => f.name === 'Make')).toMatchObject({ attributeType: 2, filterType: 3 });
    expect(cars.filters.find((f) => f.name === 'Gear type')).toMatchObject({ attributeType: 3, filterType: 2 });
  });
});
