// @vitest-environment node
/**
 * The server renderer with the app's real pages and catalogs, its requests answered by the fake
 * BFF: markup, the data it was drawn with, the passes dependent data needs, and failures.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RenderResult, render, rendersOnServer } from './entry-server';
import { RENDERED_AT_KEY } from './lib/use-now';
import { home, product, productCards, productPage } from './test/catalogue-fixtures';
import { fakeApi } from './test/fake-api';
import { bootstrapFor } from './test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The BFF renders from a build on disk. Here a page's code is transformed when it is first
// imported, which must not eat into a render's budget for data (`dataTimeoutMs`, 2 s): the pages
// these tests render, and the footer every page has, are loaded before them.
beforeAll(async () => {
  await Promise.all([
    import('./app/layouts/footer/footer'),
    import('./app/routes/home-page'),
    import('./app/routes/product-page'),
    import('./app/routes/category-page'),
  ]);
});

const PRODUCT = product({ slug: 'land-cruiser', name: 'Land Cruiser 2020' });
const PRODUCT_PATH = `/categories/${PRODUCT.categories[0]?.slug}/products/${PRODUCT.slug}`;

/** The page's answers, without the instant it was drawn at. */
const answers = (result: RenderResult) => result.data.filter(([key]) => key !== RENDERED_AT_KEY);

const serve = (extra: Parameters<typeof fakeApi>[0] = {}) => {
  const api = fakeApi({
    'GET /bff/home': { body: home() },
    [`GET /api/products/${PRODUCT.slug}`]: { body: PRODUCT },
    [`GET /api/products/${PRODUCT.slug}/related-products`]: { body: productCards(2, 50) },
    ...extra,
  });
  // The transport the BFF hands in; here it is the fake BFF.
  const transport = (url: string, init: RequestInit) => api.fetchMock(url, init);
  return { api, transport };
};

describe('server rendering', () => {
  it('renders the home page with its data and hands the data over', async () => {
    const { api, transport } = serve();
    const result = await render({ url: '/en', locale: 'en', bootstrap: bootstrapFor('en'), transport });
    expect(result.html).toContain('Buy, sell and barter in Kuwait');
    expect(result.html).toContain('Product 1');
    expect(result.html).toContain('Trust first');
    expect(answers(result).map(([key]) => key)).toEqual([expect.stringContaining('bff.home')]);
    // The browser hydrates at the instant the page was drawn at.
    expect(result.data).toContainEqual([RENDERED_AT_KEY, expect.any(Number)]);
    expect(result.modules).toEqual(['src/app/routes/home-page.tsx', 'src/locales/en/catalog.ts']);
    expect(api.find('GET', '/bff/home')).toHaveLength(1);
    // The category tree came with the start-up data: not fetched again.
    expect(api.find('GET', '/api/categories/mini')).toHaveLength(0);
    // One piece of markup: nothing is left for inline scripts to reveal.
    expect(result.html).not.toMatch(/<template|<script/);
  });

  it('renders a product in Arabic, fetching its related listings in a second pass', async () => {
    const { api, transport } = serve();
    const result = await render({ url: `/ar${PRODUCT_PATH}`, locale: 'ar', bootstrap: bootstrapFor('ar'), transport });
    expect(result.html).toContain('Land Cruiser 2020');
    expect(result.html).toContain('Product 50');
    expect(result.html).toMatch(/[\u0600-\u06FF]/);
    expect(answers(result)).toHaveLength(2);
    expect(api.find('GET', `/api/products/${PRODUCT.slug}/related-products`)).toHaveLength(1);
  });

  it('draws search results as settled, not busy: the browser has nothing to clear', async () => {
    const { transport } = serve({
      'GET /api/v2/search/products': { body: productPage(productCards(3)) },
      'GET /api/v2/search/products/max-price': { body: { maxPrice: 32000 } },
    });
    const result = await render({
      url: '/en/categories/search?text=iphone',
      locale: 'en',
      bootstrap: bootstrapFor('en'),
      transport,
    });
    expect(result.html).toContain('Product 1');
    expect(result.html).toContain('category-results');
    expect(result.html).not.toContain('aria-busy');
  });

  it('leaves failed data to the browser and still renders the page around it', async () => {
    const { transport } = serve({
      [`GET /api/products/${PRODUCT.slug}`]: { status: 404, body: { error: { code: 'not_found', message: 'x' } } },
    });
    const result = await render({ url: `/en${PRODUCT_PATH}`, locale: 'en', bootstrap: bootstrapFor('en'), transport });
    expect(answers(result)).toEqual([]);
    expect(result.html).toContain('top-bar');
    expect(result.html).not.toContain('Land Cruiser 2020');
  });

  it('does not wait forever for data', async () => {
    const { transport } = serve({ 'GET /bff/home': () => new Promise(() => {}) });
    const result = await render({
      url: '/en',
      locale: 'en',
      bootstrap: bootstrapFor('en'),
      transport,
      dataTimeoutMs: 50,
    });
    expect(answers(result)).toEqual([]);
    expect(result.html).toContain('Buy, sell and barter in Kuwait');
  });

  it('renders only pages anyone may open', () => {
    expect(rendersOnServer('/')).toBe(true);
    expect(rendersOnServer(`/ar${PRODUCT_PATH}`)).toBe(true);
    expect(rendersOnServer('/en/about/our-story')).toBe(true);
    expect(rendersOnServer('/en/login')).toBe(false);
    expect(rendersOnServer('/profile/info')).toBe(false);
    expect(rendersOnServer('/no-such-page')).toBe(false);
  });
});
