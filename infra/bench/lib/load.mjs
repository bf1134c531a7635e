/**
 * The load generator, run as its own (pinned) process: one autocannon run whose every response
 * time is kept at sub-millisecond precision. Takes its options as one JSON argument and prints
 * one JSON line: the summary of stats.mjs.
 */
import autocannon from 'autocannon';
import { summarise } from './stats.mjs';

/**
 * @typedef {object} LoadOptions
 * @property {string} url
 * @property {number} connections
 * @property {number} seconds
 * @property {Record<string, string>} [headers]
 */

/**
 * @param {LoadOptions} options
 * @returns {Promise<import('./stats.mjs').LoadResult>}
 */
export const runLoad = ({ url, connections, seconds, headers = {} }) =>
  new Promise((resolve, reject) => {
    /** @type {number[]} */
    const latencies = [];
    let failures = 0;
    const started = process.hrtime.bigint();
    const instance = autocannon({ url, connections, duration: seconds, headers, pipelining: 1 }, (err, result) => {
      if (err) return reject(err);
      const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
      failures += result.errors + result.timeouts;
      resolve(summarise({ latencies, seconds: Math.min(elapsed, result.duration || elapsed), failures }));
    });
    instance.on(
      'response',
      /** @param {unknown} _client @param {number} status @param {number} _bytes @param {number} ms */
      (_client, status, _bytes, ms) => {
        if (status >= 200 && status < 300) latencies.push(ms);
        else failures++;
      },
    );
  });

if (process.argv[2]) {
  const result = await runLoad(JSON.parse(process.argv[2]));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
