/**
 * Catalogue cache benchmark: the home page (`/bff/home`) and one search, served (a) from the
 * BFF's cache, (b) through the BFF with its cache store switched off, and (c) straight from the
 * reference API (the five calls the home page needs, made in parallel, as a client without the
 * BFF would). Also fires 200 concurrent identical requests at a cold BFF and counts the upstream
 * calls they cause. Same closed-loop load generator for every path.
 *
 *   npm run bench -- home-cache [--seconds 5] [--concurrency 10]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHealthy } from '../scripts/lib/health.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { optionValue } from './lib/options.mjs';
import { spawnNode, stopChild } from './lib/procs.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** @param {string} url @returns {Promise<void>} */
const get = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-language': 'en' } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url} → ${res.statusCode}`))));
      })
      .on('error', reject);
  });

/** Runs `unit` in `concurrency` loops for `seconds`; returns units per second. */
const closedLoop = async (/** @type {() => Promise<unknown>} */ unit, seconds = 5, concurrency = 10) => {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await unit();
        done++;
      }
    }),
  );
  return done / seconds;
};

/** A proxy in front of the reference API that counts the requests reaching it. */
const countingProxy = async (/** @type {number} */ targetPort) => {
  /** @type {string[]} */
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    const up = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (a) => {
        res.writeHead(a.statusCode ?? 502, a.headers);
        a.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  const port = await findFreePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', () => r(undefined)));
  return { port, seen, close: () => new Promise((r) => server.close(() => r(undefined))) };
};

/** @param {string[]} args */
export const runHomeCacheBenchmark = async (args) => {
  const seconds = Number(optionValue(args, 'seconds', '5'));
  const concurrency = Number(optionValue(args, 'concurrency', '10'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'badal-bench-home-'));
  const upstreamPort = await findFreePort();
  const upstream = spawnNode(null, [path.join(repo, 'upstream/dist/server.js')], {
    env: { ...process.env, UPSTREAM_PORT: String(upstreamPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  upstream.stdout?.resume();
  const proxy = await countingProxy(upstreamPort);
  /** @type {import('node:child_process').ChildProcess[]} */
  const bffs = [];
  const startBff = async (/** @type {Record<string, string>} */ env) => {
    const port = await findFreePort();
    const child = spawnNode(null, [path.join(repo, 'bff/dist/server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUSH_WEBHOOK_SECRET: 'bench-push-secret-0123456789abcdef',
        PORT: String(port),
        HOST: '127.0.0.1',
        UPSTREAM_URL: `http://127.0.0.1:${proxy.port}/api`,
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    child.stdout?.resume();
    bffs.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealthy(`${url}/health`, { timeoutMs: 180_000 });
    return url;
  };
  try {
    await waitForHealthy(`http://127.0.0.1:${upstreamPort}/health`, { timeoutMs: 180_000 });
    const api = `http://127.0.0.1:${upstreamPort}/api`;

    const cold = await startBff({});
    const before = proxy.seen.length;
    await Promise.all(Array.from({ length: 200 }, () => get(`${cold}/bff/home`)));
    const coldCalls = proxy.seen.slice(before);
    const popular = coldCalls.filter((u) => u.includes('/home/popular-categories/products')).length;
    console.info(
      `200 concurrent cold GET /bff/home → ${coldCalls.length} upstream calls (${popular} for popular categories; the page needs 5 different ones)`,
    );

    const uncached = await startBff({ CACHE_MAX_ENTRIES: '0' });
    const homeDirect = () =>
      Promise.all([
        get(`${api}/banners/double?type=4&typeName=double-banners`),
        get(`${api}/banners/double?type=5&typeName=horizontal-banners`),
        get(`${api}/banners/double?type=6&typeName=vertical-banners`),
        get(`${api}/home/popular-categories/products`),
        get(`${api}/company-values`),
      ]);
    const search = '/v2/search/products?text=toyota&sort=newest&perPage=20';
    const rows = [
      ['home', 'BFF, cached', await closedLoop(() => get(`${cold}/bff/home`), seconds, concurrency)],
      ['home', 'BFF, cache off', await closedLoop(() => get(`${uncached}/bff/home`), seconds, concurrency)],
      ['home', 'API direct (5 calls)', await closedLoop(homeDirect, seconds, concurrency)],
      ['search', 'BFF, cached', await closedLoop(() => get(`${cold}/api${search}`), seconds, concurrency)],
      ['search', 'BFF, cache off', await closedLoop(() => get(`${uncached}/api${search}`), seconds, concurrency)],
      ['search', 'API direct', await closedLoop(() => get(`${api}${search}`), seconds, concurrency)],
    ];
    console.info(`\n| page | path | per second (${concurrency} concurrent, ${seconds} s) |`);
    console.info('|---|---|---:|');
    for (const [page, p, rps] of rows) console.info(`| ${page} | ${p} | ${Number(rps).toFixed(0)} |`);
    const ratio = Number(rows[0]?.[2]) / Number(rows[2]?.[2]);
    console.info(`\ncached /bff/home ÷ the same data from the API directly: ${ratio.toFixed(1)}× (target ≥ 10×)`);
    console.info(`cold identical requests → popular-categories upstream calls: ${popular} (target 1)`);
    return { ratio, popular, rows };
  } finally {
    agent.destroy();
    await Promise.all([...bffs.map(stopChild), stopChild(upstream)]);
    await proxy.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runHomeCacheBenchmark(process.argv.slice(2));
