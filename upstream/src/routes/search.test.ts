/**
 * GET /v2/search/products, /count and /max-price against the seeded catalogue, on PGlite and on
 * PostgreSQL. The seed plan (the products the database was filled from) is the oracle: each filter
 * must find exactly the planned products that satisfy it.
 */
import { type CategoryFilter, calls, type ProductPage, type SearchPage } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlannedProduct } from '../seed/catalogue/product-plan.js';
import { seededProducts } from '../seed/demo-trades.js';
import { SEARCH_TOTAL_CAP } from '../services/catalogue/search.js';
import { type ApiClient, apiClient } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

const plan = seededProducts();
const bySlug = new Map(plan.map((p) => [p.slug, p]));
const priceOf = (p: PlannedProduct) => (p.price === null ? null : Number(p.price));
const has = (p: PlannedProduct, key: string, test: (v: { value: string; numberValue: number | null }) => boolean) =>
  p.values.some((v) => v.attributeKey === key && test(v));

describe.each(['pglite', 'postgres'] as const)('product search on %s', (database) => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let carFilters: Map<string, CategoryFilter>;

  beforeAll(async () => {
    upstream = await sharedTestUpstream({ database });
    api = apiClient(upstream.url);
    const cars = (await api.get('/categories/cars/mini')).body;
    carFilters = new Map((cars.filters as CategoryFilter[]).map((f) => [f.name, f]));
  });
  afterAll(() => upstream?.close());

  const query = (params: Record<string, string | number | boolean | object>) =>
    new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    ).toString();

  const searchPage = async (params: Record<string, string | number | boolean | object>): Promise<SearchPage> => {
    const answer = await api.get(`/v2/search/products?${query(params)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.searchProducts.response.parse(answer.body);
  };

  /** Count, the first page (60) and max-price agree with the plan filtered by `expected`. */
  const expectFinds = async (
    params: Record<string, string | number | boolean | object>,
    expected: (p: PlannedProduct) => boolean,
  ) => {
    const matching = plan.filter(expected);
    const page = await searchPage({ ...params, perPage: 60 });
    // A page counts up to the cap (decision 025); /count counts them all.
    expect(page.meta.total).toBe(Math.min(matching.length, SEARCH_TOTAL_CAP));
    expect(page.meta.totalCapped === true).toBe(matching.length > SEARCH_TOTAL_CAP);
    for (const card of page.data) expect(expected(bySlug.get(card.slug) as PlannedProduct), card.slug).toBe(true);
    expect(page.data.length).toBe(Math.min(60, matching.length));
    const count = await api.get(`/v2/search/products/count?${query(params)}`);
    expect(count.body).toEqual({ count: matching.length });
    const prices = matching.map(priceOf).filter((n) => n !== null);
    const highest = await api.get(`/v2/search/products/max-price?${query(params)}`);
    expect(highest.body).toEqual({ maxPrice: prices.length ? Math.max(...prices) : 0 });
    return page;
  };

  it('without filters lists every product, boosted ones first (latest boost first), then newest, 20 a page', async () => {
    const page = await searchPage({});
    // More products than a search counts (decision 025): "More than 1,000".
    expect(page.meta).toEqual({
      currentPage: 1,
      perPage: 20,
      total: SEARCH_TOTAL_CAP,
      lastPage: SEARCH_TOTAL_CAP / 20,
      totalCapped: true,
    });
    // The seed boosts some products from their listing time on.
    const newest = [...plan].sort((a, b) => a.minutesAgo - b.minutesAgo);
    const expected = [...newest.filter((p) => p.isFeatured), ...newest.filter((p) => !p.isFeatured)].slice(0, 20);
    expect(page.data.map((c) => c.slug)).toEqual(expected.map((p) => p.slug));
    expect(page.data.map((c) => c.isFeatured)).toEqual(expected.map((p) => p.isFeatured));
    const chosen = await searchPage({ sort: 'newest' });
    expect(chosen.data.map((c) => c.slug)).toEqual(newest.slice(0, 20).map((p) => p.slug));
  });

  it('onSale finds the ads in a running flash sale, priced at their discount', async () => {
    await expectFinds({ onSale: true }, (p) => p.salePercent !== null);
    const page = await searchPage({ onSale: true, perPage: 5 });
    for (const card of page.data) {
      expect(card.sale?.percent).toBeGreaterThan(0);
      expect(Number(card.secondPrice)).toBeLessThan(Number(card.price));
    }
  });

  it('a top category covers its children; a sub-category only itself', async () => {
    await expectFinds({ categorySlug: 'vehicles' }, (p) => p.topSlug === 'vehicles');
    await expectFinds({ categorySlug: 'cars' }, (p) => p.subSlug === 'cars');
    await expectFinds({ categorySlug: 'vehicles', subCategorySlug: 'boats' }, (p) => p.subSlug === 'boats');
    await expectFinds({ categorySlug: 'real-estate', subCategorySlug: 'boats' }, () => false);
    await expectFinds({ subCategorySlug: 'vehicles' }, () => false);
    await expectFinds({ categorySlug: 'no-such-category' }, () => false);
    // The search page's slug (/categories/search?text=…) is every category.
    await expectFinds({ categorySlug: 'search', text: 'viewing' }, (p) => p.language === 'en');
  });

  it('name, price range, condition and sell type', async () => {
    await expectFinds({ name: 'iphone' }, (p) => p.name.toLowerCase().includes('iphone'));
    await expectFinds({ minPrice: 100, maxPrice: 250.5 }, (p) => {
      const n = priceOf(p);
      return n !== null && n >= 100 && n <= 250.5;
    });
    await expectFinds({ minPrice: 20_000 }, (p) => (priceOf(p) ?? -1) >= 20_000);
    await expectFinds({ isNew: true }, (p) => p.isNew);
    await expectFinds({ isNew: 'false' }, (p) => !p.isNew);
    await expectFinds({ sellType: 'sell' }, (p) => p.sellType === 'sell' || p.sellType === 'sell/barter');
    await expectFinds({ sellType: 'barter' }, (p) => p.sellType === 'barter' || p.sellType === 'sell/barter');
    await expectFinds({ sellType: 'sell/barter' }, (p) => p.sellType === 'sell/barter');
  });

  it('attribute filters of every type: OR within an attribute, AND across attributes', async () => {
    const id = (name: string) => carFilters.get(name)?.id as number;
    expect([...carFilters.values()].map((f) => f.filterType).sort()).toEqual([0, 1, 1, 2, 2, 3, 4, 5, 6]);
    await expectFinds({ attributes: [{ id: id('Make'), values: ['toyota', 'lexus'] }] }, (p) =>
      has(p, 'cars.make', (v) => v.value === 'toyota' || v.value === 'lexus'),
    );
    await expectFinds({ attributes: [{ id: id('Model year'), values: ['2015-2020'] }] }, (p) =>
      has(p, 'cars.year', (v) => (v.numberValue as number) >= 2015 && (v.numberValue as number) <= 2020),
    );
    await expectFinds({ attributes: [{ id: id('Mileage'), values: ['-50000', '250000-'] }] }, (p) =>
      has(p, 'cars.mileage', (v) => (v.numberValue as number) <= 50_000 || (v.numberValue as number) >= 250_000),
    );
    await expectFinds({ attributes: [{ id: id('Accident-free'), values: ['true'] }] }, (p) =>
      has(p, 'cars.accident-free', (v) => v.value === 'true'),
    );
    await expectFinds({ attributes: [{ id: id('Serviced at the agency'), values: ['no'] }] }, (p) =>
      has(p, 'cars.agency-service', (v) => v.value === 'no'),
    );
    await expectFinds({ attributes: [{ id: id('Colour'), values: ['white', 'black'] }] }, (p) =>
      has(p, 'cars.colour', (v) => v.value === 'white' || v.value === 'black'),
    );
    await expectFinds({ attributes: [{ id: id('Features'), values: ['sunroof'] }] }, (p) =>
      has(p, 'cars.features', (v) => v.value === 'sunroof'),
    );
    await expectFinds({ attributes: [{ id: id('Trim'), values: ['gxr'] }] }, (p) =>
      has(p, 'cars.trim', (v) => v.value.toLowerCase().includes('gxr')),
    );
    await expectFinds(
      {
        categorySlug: 'vehicles',
        sellType: 'sell',
        attributes: [
          { id: id('Make'), values: ['toyota', 'nissan'] },
          { id: id('Model year'), values: ['2012-'] },
          { id: id('Gear type'), values: ['automatic'] },
        ],
      },
      (p) =>
        p.sellType !== 'barter' &&
        has(p, 'cars.make', (v) => v.value === 'toyota' || v.value === 'nissan') &&
        has(p, 'cars.year', (v) => (v.numberValue as number) >= 2012) &&
        has(p, 'cars.gear', (v) => v.value === 'automatic'),
    );
    // Attributes nobody defined, and option values no product has, match nothing.
    await expectFinds({ attributes: [{ id: 2_000_000_000, values: ['x'] }] }, () => false);
    await expectFinds({ attributes: [{ id: id('Make'), values: ['trabant'] }] }, () => false);
  });

  it('text search finds words in either language, by prefix, ignoring Arabic letter variants', async () => {
    const english = plan.filter((p) => p.language === 'en');
    const arabic = plan.filter((p) => p.language === 'ar');
    // Every description ends with where to see the product, in its own language.
    expect((await searchPage({ text: 'viewing' })).meta.total).toBe(english.length);
    expect((await searchPage({ text: 'معاينة' })).meta.total).toBe(arabic.length);
    // 'المعاينة' in the text: the article, and ة/ه, do not matter.
    expect((await searchPage({ text: 'المعاينه' })).meta.total).toBe(arabic.length);

    const cruisers = await searchPage({ text: 'land cruis', perPage: 60 });
    expect(cruisers.meta.total).toBe(english.filter((p) => /land cruiser/i.test(p.name)).length);
    // One search over both languages (decision 020): the dictionary knows لاندكروزر is Land Cruiser.
    const landCruisers = plan.filter((p) => /land cruiser|لاندكروزر/i.test(p.name)).length;
    const arabicCruisers = await searchPage({ text: 'لاندكروزر', perPage: 60 });
    expect(arabic.filter((p) => p.name.includes('لاندكروزر')).length).toBeGreaterThan(0);
    expect(arabicCruisers.meta.total).toBe(landCruisers);
    // Diacritics and أ/ا are folded: 'أَيفون' is 'ايفون' is 'آيفون' (as a word, not inside 'لآيفون'),
    // and each finds the English iPhones too.
    const iphones = plan.filter((p) => /(^|\s)(آيفون|iphone)/i.test(p.name) && p.subSlug === 'mobile-phones').length;
    expect(iphones).toBeGreaterThan(0);
    expect((await searchPage({ text: 'ايفون' })).meta.total).toBe(iphones);
    expect((await searchPage({ text: 'أَيْفُون' })).meta.total).toBe(iphones);
    // Best match first: a name hit outranks a description-only hit.
    const first = (await searchPage({ text: 'toyota' })).data[0];
    expect(first?.name.toLowerCase()).toContain('toyota');
  });

  it('sorts by price (unpriced last), newest and oldest, with stable pages', async () => {
    const asc = await searchPage({ categorySlug: 'pets', sort: 'priceAsc', perPage: 60 });
    const prices = asc.data.map((c) => (c.price === null ? null : Number(c.price)));
    const priced = prices.filter((n) => n !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(priced.length).every((n) => n === null)).toBe(true);
    const desc = await searchPage({ categorySlug: 'pets', sort: 'priceDesc', perPage: 60 });
    const descPrices = desc.data.map((c) => Number(c.price)).filter((_, i) => desc.data[i]?.price !== null);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    const oldest = await searchPage({ sort: 'oldest', perPage: 5 });
    const expected = [...plan].sort((a, b) => b.minutesAgo - a.minutesAgo).slice(0, 5);
    expect(oldest.data.map((c) => c.slug)).toEqual(expected.map((p) => p.slug));
    // Pages do not overlap and the last one holds the rest.
    const one = await searchPage({ categorySlug: 'furniture', perPage: 30, page: 1 });
    const two = await searchPage({ categorySlug: 'furniture', perPage: 30, page: 2 });
    const three = await searchPage({ categorySlug: 'furniture', perPage: 30, page: 3 });
    const total = plan.filter((p) => p.topSlug === 'furniture').length;
    expect(two.meta).toEqual({ currentPage: 2, perPage: 30, total, lastPage: Math.ceil(total / 30) });
    const slugs = [...one.data, ...two.data, ...three.data].map((c) => c.slug);
    expect(new Set(slugs).size).toBe(Math.min(90, total));
    const beyond = await searchPage({ categorySlug: 'furniture', perPage: 30, page: 50 });
    expect(beyond).toMatchObject({ data: [], meta: { total, currentPage: 50 } });
  });

  it('answers cards in the request language with the main image and the address', async () => {
    const [card] = (await (await api.get('/v2/search/products?categorySlug=cars&perPage=1', { lang: 'ar' })).body)
      .data as ProductPage['data'];
    const planned = bySlug.get(card?.slug ?? '') as PlannedProduct;
    expect(card).toMatchObject({
      name: planned.name,
      address: planned.location.address,
      categories: [
        { slug: 'vehicles', name: 'مركبات' },
        { slug: 'cars', name: 'سيارات' },
      ],
      currency: 'KWD',
    });
    expect(card?.price).toMatch(/^\d+\.\d{3}$/);
    expect(card?.image?.url).toContain(planned.pictures[0]?.path);
  });

  it('bad input is a 422 with field errors, never a 500', async () => {
    const bad: [string, string][] = [
      ['perPage=61', 'perPage'],
      ['perPage=0', 'perPage'],
      ['page=0', 'page'],
      ['page=1001', 'page'],
      ['page=1.5', 'page'],
      ['minPrice=-1', 'minPrice'],
      ['minPrice=abc', 'minPrice'],
      ['minPrice=500&maxPrice=100', 'maxPrice'],
      [`text=${'x'.repeat(501)}`, 'text'],
      [`name=${'x'.repeat(101)}`, 'name'],
      ['categorySlug=Cars', 'categorySlug'],
      ["categorySlug=cars'--", 'categorySlug'],
      ['categorySlug=cars&categorySlug=boats', 'categorySlug'],
      ['sellType=swap', 'sellType'],
      ['sort=random', 'sort'],
      ['isNew=maybe', 'isNew'],
      ['attributes=not-json', 'attributes'],
      ['attributes={"id":1}', 'attributes'],
      [`attributes=${encodeURIComponent(JSON.stringify([{ id: 1, values: [] }]))}`, 'attributes.0.values'],
    ];
    for (const [params, field] of bad) {
      const answer = await api.get(`/v2/search/products?${params}`);
      expect(answer.status, params).toBe(422);
      expect(Object.keys(answer.body.errors), params).toContain(field);
    }
    // Values a number or boolean attribute cannot take.
    const year = carFilters.get('Model year')?.id;
    const accident = carFilters.get('Accident-free')?.id;
    for (const attributes of [
      [{ id: year, values: ['2020-2015'] }],
      [{ id: year, values: ['new'] }],
      [{ id: accident, values: ['perhaps'] }],
    ]) {
      const answer = await api.get(`/v2/search/products?${query({ attributes })}`);
      expect(answer.status, JSON.stringify(attributes)).toBe(422);
      expect(answer.body.errors).toEqual({ attributes: ['validation.invalid'] });
    }
    const count = await api.get('/v2/search/products/count?minPrice=9&maxPrice=1');
    expect(count.status).toBe(422);
    expect((await api.get('/v2/search/products/max-price?perPage=500')).status).toBe(200);
  });

  it('SQL and markup in the text are only text', async () => {
    for (const text of [
      "'; drop table products; --",
      "' or 1=1 --",
      '<script>alert(1)</script>',
      '%',
      '_',
      '\\',
      ':*|!&()',
    ]) {
      const page = await searchPage({ text });
      expect(page.meta.total, text).toBeLessThan(plan.length);
      const name = await searchPage({ name: text });
      expect(name.meta.total, text).toBe(plan.filter((p) => p.name.toLowerCase().includes(text.toLowerCase())).length);
    }
    // Everything: the demo catalogue is larger than a search counts (decision 025).
    const everything = await searchPage({});
    expect(plan.length).toBeGreaterThan(SEARCH_TOTAL_CAP);
    expect(everything.meta).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect((await api.get('/v2/search/products/count')).body).toEqual({ count: plan.length });
  });
});
