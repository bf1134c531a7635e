#!/usr/bin/env node
/** `npm run bench -- <name> [options]`: runs one benchmark of infra/bench. */
import { runProxyBenchmark } from './proxy-overhead.mjs';

const benchmarks = { proxy: runProxyBenchmark };
const [name, ...rest] = process.argv.slice(2);

if (!name || !(name in benchmarks)) {
  console.error(`Usage: npm run bench -- <${Object.keys(benchmarks).join('|')}> [options]   (--help for options)`);
  process.exitCode = 2;
} else {
  try {
    await benchmarks[/** @type {keyof typeof benchmarks} */ (name)](rest);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
