#!/usr/bin/env node
/** `npm run bench -- <name> [options]`: runs one benchmark of infra/bench. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProxyBenchmark } from './proxy-overhead.mjs';
import { runRealtimeBenchmark } from './realtime.mjs';
import { runUploadsBenchmark } from './uploads.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Benchmarks written as stand-alone scripts run as a child with the same arguments.
 * @param {string} file
 * @returns {(argv: readonly string[]) => Promise<void>}
 */
const script = (file) => (argv) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, file), ...argv], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} exited with code ${code}`))));
  });

/** @type {Record<string, (argv: readonly string[]) => Promise<void>>} */
const benchmarks = {
  /** BFF overhead against a direct call and a bare proxy (docs/benchmarks.md). */
  proxy: runProxyBenchmark,
  /** Search latency of the reference API over the seeded catalogue. */
  search: script('search.mjs'),
  /** Latency of the search box's suggestions at the reference API (issue #33). */
  suggestions: script('suggestions.mjs'),
  /** Search relevance: recall and nDCG@10 per class of query (infra/bench/relevance/queries.json). */
  relevance: script('relevance.mjs'),
  /** Webhook → socket delivery over two BFF instances sharing Redis. */
  realtime: async (argv) => {
    await runRealtimeBenchmark([...argv]);
  },
  /** /bff/home and a search page through nginx with two BFFs against one (the cluster). */
  cluster: script('cluster.mjs'),
  /** Concurrent large multipart uploads, direct and streamed through the BFF. */
  uploads: async (argv) => {
    await runUploadsBenchmark([...argv]);
  },
  /** Another member's answer times while many slow uploads hold on (the upload pool and limit). */
  'slow-uploads': script('slow-uploads.mjs'),
  /** /bff/home and a search: cached, cache off, and the API direct; cold-request coalescing. */
  'home-cache': script('home-cache.mjs'),
  /** A new ad matched against 100,000 saved searches on PostgreSQL (issue #33). */
  'saved-searches': script('saved-searches.mjs'),
  /** Lighthouse (mobile) on a running stack: performance score, LCP, home JavaScript size. */
  lighthouse: script('lighthouse.mjs'),
};
const [name, ...rest] = process.argv.slice(2);
const bench = name === undefined ? undefined : benchmarks[name];

if (!bench) {
  console.error(`Usage: npm run bench -- <${Object.keys(benchmarks).join('|')}> [options]   (--help for options)`);
  process.exitCode = 2;
} else {
  try {
    await bench(rest);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
