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
import { runLatencyBench } from './lib/latency-bench.mjs';

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

await runLatencyBench({
  script: 'suggestions.mjs',
  label: 'suggestions',
  kindHeader: 'typed',
  targetP95Ms: 20,
  mix: async () => MIX.map(([kind, q]) => [kind, `/v2/search/suggestions?q=${encodeURIComponent(q)}`]),
}).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
