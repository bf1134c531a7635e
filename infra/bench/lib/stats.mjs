/**
 * Latency and throughput figures from raw samples. autocannon's own histogram rounds latencies
 * to whole milliseconds, too coarse for a 0.2 ms budget, so the load runner keeps every response
 * time (sub-millisecond, from process.hrtime) and the percentiles are computed here.
 */

/**
 * Nearest-rank percentile of ascending samples.
 * @param {ArrayLike<number>} sorted
 * @param {number} p 0 < p <= 100
 * @returns {number} NaN for no samples
 */
export const percentile = (sorted, p) => {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return /** @type {number} */ (sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]);
};

/**
 * @typedef {object} LoadResult
 * @property {number} requests successful (2xx) responses
 * @property {number} seconds measured duration
 * @property {number} rps successful requests per second
 * @property {number} p50 milliseconds
 * @property {number} p99 milliseconds
 * @property {number} mean milliseconds
 * @property {number} failures non-2xx answers, errors and timeouts
 */

/**
 * @param {{ latencies: ArrayLike<number>, seconds: number, failures: number }} raw latencies of
 *   successful responses in ms, in any order
 * @returns {LoadResult}
 */
export const summarise = ({ latencies, seconds, failures }) => {
  const sorted = Float64Array.from(latencies).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    requests: sorted.length,
    seconds,
    rps: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    failures,
  };
};

/**
 * The two figures the targets are set on.
 * @param {{ direct1: LoadResult, bff1: LoadResult, bare10: LoadResult, bff10: LoadResult }} r
 *   results at 1 connection (latency) and 10 connections (throughput)
 * @returns {{ rpsRatio: number, addedP50Ms: number, rpsTargetMet: boolean, latencyTargetMet: boolean }}
 */
export const compare = ({ direct1, bff1, bare10, bff10 }) => {
  const rpsRatio = bff10.rps / bare10.rps;
  const addedP50Ms = bff1.p50 - direct1.p50;
  return { rpsRatio, addedP50Ms, rpsTargetMet: rpsRatio >= 1.1, latencyTargetMet: addedP50Ms <= 0.2 };
};

/**
 * @param {number} ms
 * @returns {string} e.g. '0.412'
 */
export const ms3 = (ms) => (Number.isFinite(ms) ? ms.toFixed(3) : 'n/a');

/**
 * The run whose requests/s is the median of several runs of one path (its latencies come with it,
 * so a row stays one real run rather than a mix of runs).
 * @param {readonly LoadResult[]} runs
 * @returns {LoadResult}
 */
export const medianRun = (runs) => {
  if (runs.length === 0) throw new Error('no runs');
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return /** @type {LoadResult} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
};

/**
 * A Markdown table of the runs, ready for docs/benchmarks.md.
 * @param {readonly { path: string, connections: number, result: LoadResult }[]} rows
 * @returns {string}
 */
export const markdownTable = (rows) => {
  const lines = [
    '| path | connections | requests/s | p50 ms | p99 ms | mean ms | failed |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { path, connections, result } of rows) {
    lines.push(
      `| ${path} | ${connections} | ${Math.round(result.rps)} | ${ms3(result.p50)} | ${ms3(result.p99)} | ${ms3(result.mean)} | ${result.failures} |`,
    );
  }
  return lines.join('\n');
};
