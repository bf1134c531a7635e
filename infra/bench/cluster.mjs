#!/usr/bin/env node
/**
 * `npm run bench -- cluster`: requests per second of the home page data (`/bff/home`) and a
 * server-rendered search page (`/en/categories/search?text=…`) through nginx in front of two BFF
 * instances, against nginx in front of one of them — same run, same machine, same cluster (the API
 * on PostgreSQL, Redis), the two fronts taking turns round by round.
 *
 *   npm run bench -- cluster [--seconds 8] [--connections 32] [--rounds 2] [--database-url URL]
 *
 * Without --database-url a throw-away database with the demo catalogue is made and dropped; with
 * one (e.g. the 100,000-product catalogue of `npm run seed -w upstream -- --products 100000`) that
 * catalogue is served.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../scripts/lib/cluster.mjs';
import { planCluster } from '../scripts/lib/cluster-plan.mjs';
import { waitForHealthy } from '../scripts/lib/health.mjs';
import { prepareNginx } from '../scripts/lib/nginx-run.mjs';
import { findFreePorts } from '../scripts/lib/ports.mjs';
import { dropDatabase } from '../scripts/lib/postgres.mjs';
import { optionValue } from './lib/options.mjs';
import { firstLine, spawnNode } from './lib/procs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** @type {[string, string][]} */
const PAGES = [
  ['home data', '/bff/home'],
  ['search page', '/en/categories/search?text=toyota'],
];

/**
 * One load run (autocannon in its own process).
 * @param {string} url
 * @param {number} connections
 * @param {number} seconds
 * @returns {Promise<import('./lib/stats.mjs').LoadResult>}
 */
const load = async (url, connections, seconds) => {
  const child = spawnNode(null, [path.join(here, 'lib', 'load.mjs'), JSON.stringify({ url, connections, seconds })]);
  return JSON.parse(await firstLine(child, 'load'));
};

/** @param {string[]} args */
export const runClusterBenchmark = async (args) => {
  const seconds = Number(optionValue(args, 'seconds', '8'));
  const connections = Number(optionValue(args, 'connections', '32'));
  const rounds = Number(optionValue(args, 'rounds', '2'));
  const given = optionValue(args, 'database-url', '');
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-bench-cluster-'));
  const [port, apiPort, redisPort, sandboxPort, b1, b2, m1, m2, onePort] = await findFreePorts(9);
  const databaseUrl = new URL(given || 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!given) databaseUrl.pathname = `/badal_bench_${randomBytes(4).toString('hex')}`;
  const plan = planCluster({
    ports: /** @type {import('../scripts/lib/cluster-plan.mjs').ClusterPorts} */ ({
      port,
      apiPort,
      redisPort,
      sandboxPort,
      bffPorts: [b1, b2],
      metricsPorts: [m1, m2],
    }),
    databaseUrl: databaseUrl.toString(),
    dataDir: path.join(tmpDir, 'data'),
    runDir: path.join(tmpDir, 'nginx'),
    sandbox: false,
  });
  /** @type {Record<string, string | undefined>} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUSH_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'UPSTREAM_URL', 'PUBLIC_URL', 'PORT']) delete env[name];
  console.info(`starting the cluster on ${given ? databaseUrl.pathname.slice(1) : 'a fresh demo database'} …`);
  const cluster = await startCluster({
    root,
    plan,
    env,
    output: (name) => ({ kind: 'file', path: path.join(tmpDir, `${name}.log`) }),
    accessLog: '/dev/null',
  });
  // The same nginx configuration in front of bff-1 alone.
  const oneDir = path.join(tmpDir, 'nginx-one');
  const oneNginx = prepareNginx({
    root,
    runDir: oneDir,
    port: /** @type {number} */ (onePort),
    bffPorts: [/** @type {number} */ (b1)],
    accessLog: '/dev/null',
  });
  const one = spawn(oneNginx.command, oneNginx.args, { stdio: ['ignore', 'ignore', 'inherit'] });
  /** @type {[string, string][]} */
  const fronts = [
    ['nginx → 2 BFFs', plan.publicUrl],
    ['nginx → 1 BFF', `http://127.0.0.1:${onePort}`],
  ];
  try {
    await waitForHealthy(`${fronts[1]?.[1]}/health`, { timeoutMs: 20_000 });
    // Warm: caches filled, server rendering compiled, on both instances.
    for (const [, front] of fronts)
      for (const [, page] of PAGES) for (let i = 0; i < 20; i++) await (await fetch(`${front}${page}`)).arrayBuffer();
    /** @type {Map<string, import('./lib/stats.mjs').LoadResult[]>} */
    const results = new Map();
    for (let round = 1; round <= rounds; round++) {
      for (const [pageName, page] of PAGES) {
        for (const [frontName, front] of fronts) {
          const result = await load(`${front}${page}`, connections, seconds);
          const key = `${pageName}|${frontName}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          console.info(
            `round ${round}: ${pageName.padEnd(12)} ${String(frontName).padEnd(15)} ${result.rps.toFixed(0)} requests/s`,
          );
        }
      }
    }
    const best = (/** @type {string} */ key) => {
      const runs = results.get(key) ?? [];
      return runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    };
    console.info(
      `\n${connections} connections, ${seconds} s per run, best of ${rounds} rounds; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
    );
    console.info('| page | front | requests/s | p50 ms | p99 ms | failed |');
    console.info('|---|---|---:|---:|---:|---:|');
    for (const [pageName] of PAGES) {
      for (const [frontName] of fronts) {
        const r = best(`${pageName}|${frontName}`);
        console.info(
          `| ${pageName} | ${frontName} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.failures} |`,
        );
      }
      const ratio = best(`${pageName}|nginx → 2 BFFs`).rps / best(`${pageName}|nginx → 1 BFF`).rps;
      console.info(`| ${pageName} | two ÷ one | ${ratio.toFixed(2)}× | | | |`);
    }
  } finally {
    one.kill('SIGQUIT');
    await cluster.stop();
    if (!given) await dropDatabase(plan.databaseUrl).catch(() => {});
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runClusterBenchmark(process.argv.slice(2));
