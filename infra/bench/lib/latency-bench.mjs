/**
 * A latency benchmark of one kind of call at the reference API directly (no BFF, no cache): a mix
 * of [kind, path] pairs sent round-robin, after a warm-up, by `--connections` loops of fetches over
 * keep-alive connections. Every answer must be a 200 with a `data` list (both search and suggestions
 * answer one), so a fast error cannot pass for speed. Prints p50 / p95 / p99 / mean per kind and overall against a p95 target. Without
 * --upstream it starts `upstream/dist/server.js` on a throw-away data directory (DATABASE_URL,
 * when set, is passed on). The search and suggestions benchmarks are two mixes of it.
 */
import { startUpstream } from './start-upstream.mjs';
import { ms3, percentile } from './stats.mjs';

/**
 * @typedef {object} LatencyBenchOptions
 * @property {string | undefined} upstream
 * @property {number} requests
 * @property {number} warmup
 * @property {number} connections
 * @property {boolean} byCall
 * @property {boolean} help
 */

/** @param {string} script */
export const latencyUsage = (script) => `Usage: node infra/bench/${script} [options]

  --upstream URL     API base including /api (default: start upstream/dist/server.js on PGlite)
  --requests N       measured requests (default 2000)
  --warmup N         warm-up requests (default 200)
  --connections N    concurrent request loops (default 1)
  --by-call          also one row per call of the mix (which call makes the tail)`;

/**
 * @param {readonly string[]} argv
 * @param {string} usage
 * @returns {LatencyBenchOptions}
 */
export const parseLatencyArgs = (argv, usage) => {
  /** @type {LatencyBenchOptions} */
  const options = { upstream: undefined, requests: 2000, warmup: 200, connections: 1, byCall: false, help: false };
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
    else if (arg === '--by-call') options.byCall = true;
    else throw new Error(`unknown option ${arg}\n${usage}`);
  }
  return options;
};

/**
 * @param {string} url
 * @returns {Promise<any>}
 */
export const getJson = async (url) => {
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body);
};

/**
 * @param {string} api
 * @param {readonly [string, string][]} mix [kind, path after the API base]
 * @param {number} total
 * @param {number} connections
 * @returns {Promise<{ byKind: Map<string, number[]>, byCall: Map<string, number[]> }>} latencies in ms
 */
const run = async (api, mix, total, connections) => {
  /** @type {Map<string, number[]>} */
  const byKind = new Map();
  /** @type {Map<string, number[]>} */
  const byCall = new Map();
  /** @param {Map<string, number[]>} map @param {string} key @param {number} value */
  const record = (map, key, value) => {
    const list = map.get(key) ?? [];
    list.push(value);
    map.set(key, list);
  };
  let next = 0;
  const loop = async () => {
    while (next < total) {
      const [kind, path] = /** @type {[string, string]} */ (mix[next++ % mix.length]);
      const started = performance.now();
      const res = await fetch(`${api}${path}`);
      const body = await res.text();
      const elapsed = performance.now() - started;
      if (res.status !== 200 || !body.startsWith('{"data":['))
        throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
      record(byKind, kind, elapsed);
      record(byCall, `${kind} ${decodeURIComponent(path)}`, elapsed);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { byKind, byCall };
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

/**
 * Runs the benchmark from the command line.
 * @param {{ script: string, label: string, kindHeader: string, targetP95Ms: number,
 *   mix: (api: string) => Promise<[string, string][]> }} bench
 */
export const runLatencyBench = async ({ script, label, kindHeader, targetP95Ms, mix }) => {
  const usage = latencyUsage(script);
  const options = parseLatencyArgs(process.argv.slice(2), usage);
  if (options.help) {
    console.info(usage);
    return;
  }
  const server = options.upstream ? { api: options.upstream, stop: async () => {} } : await startUpstream({ label });
  if ('startedInMs' in server) {
    const port = new URL(server.api).port;
    console.info(
      `reference API up on port ${port} (migrated and seeded in ${(server.startedInMs / 1000).toFixed(1)} s)`,
    );
  }
  try {
    const total = (await getJson(`${server.api}/v2/search/products/count`)).count;
    const calls = await mix(server.api);
    console.info(`${total} products; ${calls.length} calls round-robin; ${options.connections} connection(s)`);
    await run(server.api, calls, options.warmup, options.connections);
    const started = performance.now();
    const { byKind, byCall } = await run(server.api, calls, options.requests, options.connections);
    const seconds = (performance.now() - started) / 1000;
    const all = [...byKind.values()].flat();
    const header = (/** @type {string} */ first) =>
      `\n| ${first} | requests | p50 ms | p95 ms | p99 ms | mean ms |\n|---|---:|---:|---:|---:|---:|`;
    if (options.byCall) {
      console.info(header('call'));
      for (const [call, values] of byCall) console.info(row(call.replaceAll('|', '\\|'), values));
    }
    console.info(header(kindHeader));
    for (const [kind, values] of byKind) console.info(row(kind, values));
    console.info(row('all', all));
    const p95 = percentile(Float64Array.from(all).sort(), 95);
    console.info(
      `\n${Math.round(all.length / seconds)} requests/s; p95 ${ms3(p95)} ms — target p95 ≤ ${targetP95Ms} ms: ${p95 <= targetP95Ms ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
};
