#!/usr/bin/env node
/**
 * `node infra/bench/search.mjs [--upstream URL] [--requests N] [--connections N]`: search latency at
 * the reference API directly (no BFF, no cache), over the seeded catalogue of 1,000+ products.
 *
 * A fixed mix of queries — text in English and Arabic (prefixes too), top and sub-categories,
 * attribute filters of several types (choices, ranges, booleans, colours, free text), prices, sell
 * types, sorting and deep pages (up to page 900 of 60) — is sent round-robin, after a warm-up, by `--connections` loops
 * of fetches over keep-alive connections. Every answer must be a 200 with a page of products, so
 * a fast error cannot pass for speed. Prints p50 / p95 / p99 per kind and overall; the target is
 * p95 < 50 ms.
 *
 * Without --upstream it builds nothing but starts `upstream/dist/server.js` (run `npx tsc -b
 * contracts upstream` first) on a free port with a throwaway PGlite data directory, and stops it
 * afterwards. DATABASE_URL, when set, is passed on (PostgreSQL instead of PGlite).
 */
import { getJson, runLatencyBench } from './lib/latency-bench.mjs';

/**
 * The id of a category filter by its English name.
 * @param {string} api
 * @param {string} slug
 * @param {string} name
 * @returns {Promise<number>}
 */
const filterId = async (api, slug, name) => {
  const category = await getJson(`${api}/categories/${slug}/mini`);
  const filter = category.filters.find((/** @type {{ name: string }} */ f) => f.name === name);
  if (!filter) throw new Error(`category ${slug} has no filter named ${name}: is the catalogue seeded?`);
  return filter.id;
};

/**
 * The query mix: [kind, query string] pairs.
 * @param {string} api
 * @returns {Promise<[string, string][]>}
 */
const queryMix = async (api) => {
  const make = await filterId(api, 'cars', 'Make');
  const year = await filterId(api, 'cars', 'Model year');
  const mileage = await filterId(api, 'cars', 'Mileage');
  const colour = await filterId(api, 'cars', 'Colour');
  const accidentFree = await filterId(api, 'cars', 'Accident-free');
  const trim = await filterId(api, 'cars', 'Trim');
  const storage = await filterId(api, 'mobile-phones', 'Storage');
  const attrs = (/** @type {unknown} */ list) => `attributes=${encodeURIComponent(JSON.stringify(list))}`;
  const text = (/** @type {string} */ t) => `text=${encodeURIComponent(t)}`;
  return [
    ['text', text('toyota')],
    ['text', text('land cruis')],
    ['text', text('iphone 15')],
    ['text', text('لاندكروزر')],
    ['text', text('ايفون')],
    ['text', text('المعاينة في السالمية')],
    ['text', text('sofa')],
    ['text', `${text('excellent condition')}&sort=priceAsc`],
    ['category', 'categorySlug=vehicles'],
    ['category', 'categorySlug=electronics&page=3'],
    ['category', 'categorySlug=real-estate&subCategorySlug=apartments-for-rent'],
    ['category', 'categorySlug=furniture&sort=priceDesc&perPage=60'],
    ['category', 'categorySlug=fashion&isNew=true&sellType=sell'],
    ['attributes', `categorySlug=cars&${attrs([{ id: make, values: ['toyota', 'lexus'] }])}`],
    [
      'attributes',
      `categorySlug=cars&${attrs([
        { id: year, values: ['2015-2020'] },
        { id: mileage, values: ['-100000'] },
      ])}`,
    ],
    [
      'attributes',
      `categorySlug=cars&${attrs([
        { id: colour, values: ['white', 'black'] },
        { id: accidentFree, values: ['true'] },
      ])}`,
    ],
    ['attributes', `categorySlug=cars&${attrs([{ id: trim, values: ['gxr'] }])}&sort=priceAsc`],
    [
      'attributes',
      `categorySlug=mobile-phones&${attrs([{ id: storage, values: ['256', '512'] }])}&minPrice=150&maxPrice=400`,
    ],
    ['mixed', 'minPrice=100&maxPrice=500&sellType=barter'],
    ['mixed', `categorySlug=vehicles&${text('patrol')}&${attrs([{ id: year, values: ['2012-'] }])}`],
    ['mixed', 'sort=oldest&page=20'],
    ['mixed', 'name=samsung&perPage=40'],
    // Far into the results (the contract allows page 1000): an empty page on a small catalogue.
    ['deep', 'page=900&perPage=60'],
    ['deep', 'categorySlug=vehicles&page=400'],
    ['deep', `${text('excellent')}&sort=newest&page=300`],
  ];
};

await runLatencyBench({
  script: 'search.mjs',
  label: 'search',
  kindHeader: 'queries',
  targetP95Ms: 50,
  mix: async (api) => (await queryMix(api)).map(([kind, query]) => [kind, `/v2/search/products?${query}`]),
}).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
