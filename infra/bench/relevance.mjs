#!/usr/bin/env node
/**
 * `npm run bench -- relevance [--upstream URL] [--json FILE]`: how well search finds what a person
 * means. Runs every query of infra/bench/relevance/queries.json (expectations from the demo
 * catalogue, see relevance-expect.mjs) against the reference API and prints, per class and over
 * all: recall (expected products among all the answers, up to 3 pages of 60), nDCG@10 (binary
 * relevance, ideal = the expected products first) and precision@10 (share of the first ten
 * answers that were expected). Not a timed test: the figures go to README and docs/benchmarks.md.
 *
 * Without --upstream it starts `upstream/dist/server.js` on PGlite with a fresh demo catalogue
 * (build it first: `npx tsc -b`), like the search benchmark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpstream } from './lib/start-upstream.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PAGES = 3;
const PER_PAGE = 60;

/** @param {readonly string[]} argv */
const parseArgs = (argv) => {
  /** @type {{ upstream: string | undefined, json: string | undefined, verbose: boolean }} */
  const options = { upstream: undefined, json: undefined, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--upstream') options.upstream = String(argv[++i]).replace(/\/+$/, '');
    else if (arg === '--json') options.json = String(argv[++i]);
    else if (arg === '--verbose') options.verbose = true;
    else throw new Error(`unknown option ${arg}\nUsage: relevance.mjs [--upstream URL] [--json FILE] [--verbose]`);
  }
  return options;
};

/**
 * The answers' slugs, in order, up to PAGES pages.
 * @param {string} api
 * @param {string} text
 */
const answers = async (api, text) => {
  /** @type {string[]} */
  const slugs = [];
  for (let page = 1; page <= PAGES; page++) {
    const url = `${api}/v2/search/products?${new URLSearchParams({ text, perPage: String(PER_PAGE), page: String(page) })}`;
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const body = /** @type {{ data: { slug: string }[], meta: { lastPage: number } }} */ (await res.json());
    slugs.push(...body.data.map((p) => p.slug));
    if (page >= body.meta.lastPage) break;
  }
  return slugs;
};

/**
 * @param {readonly string[]} got
 * @param {ReadonlySet<string>} expected
 */
export const scores = (got, expected) => {
  const found = got.filter((slug) => expected.has(slug)).length;
  const top = got.slice(0, 10);
  let dcg = 0;
  top.forEach((slug, i) => {
    if (expected.has(slug)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(10, expected.size); i++) ideal += 1 / Math.log2(i + 2);
  const relevantTop = top.filter((slug) => expected.has(slug)).length;
  return {
    recall: found / expected.size,
    ndcg: ideal === 0 ? 0 : dcg / ideal,
    // With fewer than ten answers, the share of those given; nothing answered counts as 0.
    precision: top.length === 0 ? 0 : relevantTop / top.length,
  };
};

const pct = (/** @type {number} */ n) => `${(n * 100).toFixed(1)} %`;

const main = async () => {
  const options = parseArgs(process.argv.slice(2));
  const set = JSON.parse(fs.readFileSync(path.join(here, 'relevance', 'queries.json'), 'utf8'));
  const started = options.upstream ? undefined : await startUpstream({ label: 'relevance' });
  const api = options.upstream ?? started?.api ?? '';
  try {
    /** @type {Map<string, { n: number, recall: number, ndcg: number, precision: number }>} */
    const classes = new Map();
    const all = { n: 0, recall: 0, ndcg: 0, precision: 0 };
    /** @type {object[]} */
    const perQuery = [];
    for (const query of set.queries) {
      const got = await answers(api, query.q);
      const s = scores(got, new Set(query.products));
      perQuery.push({ class: query.class, q: query.q, expected: query.products.length, answers: got.length, ...s });
      if (options.verbose && s.recall < 1)
        console.info(`${query.class}\t${query.q}\trecall ${pct(s.recall)}\tanswers ${got.length}`);
      const c = classes.get(query.class) ?? { n: 0, recall: 0, ndcg: 0, precision: 0 };
      for (const acc of [c, all]) {
        acc.n++;
        acc.recall += s.recall;
        acc.ndcg += s.ndcg;
        acc.precision += s.precision;
      }
      classes.set(query.class, c);
    }
    console.info('class            queries   recall    nDCG@10   precision@10');
    for (const [name, c] of [...classes, ['all', all]]) {
      const row = /** @type {{ n: number, recall: number, ndcg: number, precision: number }} */ (c);
      console.info(
        `${String(name).padEnd(16)} ${String(row.n).padStart(7)}   ${pct(row.recall / row.n).padStart(7)}   ${pct(row.ndcg / row.n).padStart(7)}   ${pct(row.precision / row.n).padStart(7)}`,
      );
    }
    if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(perQuery, null, 1)}\n`);
  } finally {
    await started?.stop();
  }
};

await main();
