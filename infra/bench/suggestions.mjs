#!/usr/bin/env node
/**
 * `node infra/bench/suggestions.mjs [--upstream URL] [--requests N] [--connections N]`: latency of
 * the search box's suggestions (GET /v2/search/suggestions) at the reference API directly (no BFF,
 * no cache).
 *
 * A fixed mix of what people type, 2 to 6 letters into a word, in English and in Arabic (with
 * letter variants and a near spelling), is sent round-robin, after a warm-up, by `--connections`
 * loops of fetches over keep-alive connections. Every answer must be a 200 with a list, so a fast
 * error cannot pass for speed. Prints p50 / p95 / p99 per kind (script and length) and overall;
 * the target is p95 ≤ 20 ms whatever the number of products (suggestions never read products).
 *
 * Without --upstream it starts `upstream/dist/server.js` (run `npx tsc -b contracts upstream`
 * first) on a free port with a throwaway PGlite data directory, and stops it afterwards.
 * DATABASE_URL, when set, is passed on (PostgreSQL instead of PGlite).
 */
import { startUpstream } from './lib/start-upstream.mjs';
import { ms3, percentile } from './lib/stats.mjs';

const TARGET_P95_MS = 20;

const USAGE = `Usage: node infra/bench/suggestions.mjs [options]

  --upstream URL     API base including /api (default: start upstream/dist/server.js on PGlite)
  --requests N       measured requests (default 2000)
  --warmup N         warm-up requests (default 200)
  --connections N    concurrent request loops (default 1)`;

/**
 * @typedef {object} SuggestionBenchOptions
 * @property {string | undefined} upstream
 * @property {number} requests
 * @property {number} warmup
 * @property {number} connections
 * @property {boolean} help
 */

/**
 * @param {readonly string[]} argv
 * @returns {SuggestionBenchOptions}
 */
const parseArgs = (argv) => {
  /** @type {SuggestionBenchOptions} */
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
 * What people type, as [kind, text] pairs: the script and how many letters in.
 * @type {[string, string][]}
 */
const MIX = [
  ['en 2', 'sa'],
  ['en 2', 'ca'],
  ['en 2', 'ip'],
  ['en 2', 'to'],
  ['en 3-4', 'sam'],
  ['en 3-4', 'toyo'],
  ['en 3-4', 'sofa'],
  ['en 3-4', 'land'],
  ['en 5-6', 'iphone'],
  ['en 5-6', 'laptop'],
  ['en 5-6', 'samsun'],
  ['en 5-6', 'toyta'],
  ['ar 2', 'سي'],
  ['ar 2', 'اي'],
  ['ar 2', 'سا'],
  ['ar 2', 'شق'],
  ['ar 3-4', 'سيار'],
  ['ar 3-4', 'ايفو'],
  ['ar 3-4', 'أبل'],
  ['ar 3-4', 'كنب'],
  ['ar 5-6', 'سامسون'],
  ['ar 5-6', 'تويوتا'],
  ['ar 5-6', 'سامسونغ'],
  ['ar 5-6', 'لاندكر'],
];

/**
 * @param {string} api
 * @param {number} total
 * @param {number} connections
 * @returns {Promise<Map<string, number[]>>} latencies in ms by kind
 */
const run = async (api, total, connections) => {
  /** @type {Map<string, number[]>} */
  const samples = new Map();
  let next = 0;
  const loop = async () => {
    while (next < total) {
      const [kind, q] = /** @type {[string, string]} */ (MIX[next++ % MIX.length]);
      const started = performance.now();
      const res = await fetch(`${api}/v2/search/suggestions?q=${encodeURIComponent(q)}`);
      const body = await res.text();
      const elapsed = performance.now() - started;
      if (res.status !== 200 || !body.startsWith('{"data":[')) {
        throw new Error(`suggestions for ${q} answered ${res.status}: ${body.slice(0, 200)}`);
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
    : await startUpstreamAnnounced('suggestions');
  try {
    const total = (await getJson(`${server.api}/v2/search/products/count`)).count;
    console.info(`${total} products; ${MIX.length} texts round-robin; ${options.connections} connection(s)`);
    await run(server.api, options.warmup, options.connections);
    const started = performance.now();
    const samples = await run(server.api, options.requests, options.connections);
    const seconds = (performance.now() - started) / 1000;
    const all = [...samples.values()].flat();
    console.info('\n| typed | requests | p50 ms | p95 ms | p99 ms | mean ms |\n|---|---:|---:|---:|---:|---:|');
    for (const [kind, values] of samples) console.info(row(kind, values));
    console.info(row('all', all));
    const p95 = percentile(Float64Array.from(all).sort(), 95);
    console.info(
      `\n${Math.round(all.length / seconds)} requests/s; p95 ${ms3(p95)} ms — target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
