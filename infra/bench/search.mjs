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
import { startUpstream } from './lib/start-upstream.mjs';
import { ms3, percentile } from './lib/stats.mjs';

const TARGET_P95_MS = 50;

const USAGE = `Usage: node infra/bench/search.mjs [options]

  --upstream URL     API base including /api (default: start upstream/dist/server.js on PGlite)
  --requests N       measured requests (default 2000)
  --warmup N         warm-up requests (default 200)
  --connections N    concurrent request loops (default 1)`;

/**
 * @typedef {object} SearchBenchOptions
 * @property {string | undefined} upstream
 * @property {number} requests
 * @property {number} warmup
 * @property {number} connections
 * @property {boolean} help
 */

/**
 * @param {readonly string[]} argv
 * @returns {SearchBenchOptions}
 */
const parseArgs = (argv) => {
  /** @type {SearchBenchOptions} */
  const options = { upstream: undefined, requests: 2000, warmup: 200, connections: 1, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    const count = (/** @type {number} */ min) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < min) throw new Error(`${arg} needs a whole number of at least ${min}`);
      return n;
    };
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--upstream') options.upstream = value().replace(/\/+$/, '');
    else if (arg === '--requests') options.requests = count(1);
    else if (arg === '--warmup') options.warmup = count(0);
    else if (arg === '--connections') options.connections = count(1);
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  return options;
};

/**
 * @param {string} url
 * @returns {Promise<any>}
 */
const getJson = async (url) => {
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body);
};

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

/**
 * @param {string} api
 * @param {[string, string][]} mix
 * @param {number} total
 * @param {number} connections
 * @returns {Promise<Map<string, number[]>>} latencies in ms by kind
 */
const run = async (api, mix, total, connections) => {
  /** @type {Map<string, number[]>} */
  const samples = new Map();
  let next = 0;
  const loop = async () => {
    while (next < total) {
      const [kind, query] = /** @type {[string, string]} */ (mix[next++ % mix.length]);
      const started = performance.now();
      const res = await fetch(`${api}/v2/search/products?${query}`);
      const body = await res.text();
      const elapsed = performance.now() - started;
      if (res.status !== 200 || !body.startsWith('{"data":[')) {
        throw new Error(`search ?${query} answered ${res.status}: ${body.slice(0, 200)}`);
      }
      const list = samples.get(kind) ?? [];
      list.push(elapsed);
      samples.set(kind, list);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return samples;
};

/**
 * @param {string} label
 * @param {number[]} values
 */
const row = (label, values) => {
  const sorted = Float64Array.from(values).sort();
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return `| ${label} | ${values.length} | ${ms3(percentile(sorted, 50))} | ${ms3(percentile(sorted, 95))} | ${ms3(percentile(sorted, 99))} | ${ms3(mean)} |`;
};

/** The API started here, its start time said (migrating and seeding a fresh database). */
const startUpstreamAnnounced = async (/** @type {string} */ label) => {
  const server = await startUpstream({ label });
  const port = new URL(server.api).port;
  console.info(`reference API up on port ${port} (migrated and seeded in ${(server.startedInMs / 1000).toFixed(1)} s)`);
  return server;
};

const main = async () => {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.info(USAGE);
    return;
  }
  const server = options.upstream
    ? { api: options.upstream, stop: async () => {} }
    : await startUpstreamAnnounced('search');
  try {
    const total = (await getJson(`${server.api}/v2/search/products/count`)).count;
    const mix = await queryMix(server.api);
    console.info(`${total} products; ${mix.length} queries round-robin; ${options.connections} connection(s)`);
    await run(server.api, mix, options.warmup, options.connections);
    const started = performance.now();
    const samples = await run(server.api, mix, options.requests, options.connections);
    const seconds = (performance.now() - started) / 1000;
    const all = [...samples.values()].flat();
    console.info('\n| queries | requests | p50 ms | p95 ms | p99 ms | mean ms |\n|---|---:|---:|---:|---:|---:|');
    for (const [kind, values] of samples) console.info(row(kind, values));
    console.info(row('all', all));
    const p95 = percentile(Float64Array.from(all).sort(), 95);
    console.info(
      `\n${Math.round(all.length / seconds)} requests/s; p95 ${ms3(p95)} ms — target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
