/**
 * `npm run bench -- proxy`: what the BFF costs over calling the API directly, and how it compares
 * with a bare Fastify proxy. One stub API; three ways to reach GET /api/users/self on it:
 *   direct  the stub itself, with its bearer token
 *   bare    through @fastify/http-proxy, bearer token passed through
 *   bff     through the real BFF, signed in with a session cookie (session lookup, header rules,
 *           info-level request logging to a file)
 * Servers and the load generator are pinned with taskset the same way for every path. Each path
 * is warmed up, then measured with 1 connection (latency) and 10 (throughput); the paths take
 * turns for several rounds and each figure is a path's median round.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHealthy } from '../scripts/lib/health.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { planCpus } from './lib/cpus.mjs';
import { PROXY_USAGE, parseProxyArgs } from './lib/options.mjs';
import { allOutput, firstLine, spawnNode, stopChild } from './lib/procs.mjs';
import { compare, markdownTable, medianRun, ms3 } from './lib/stats.mjs';
import { SELF_BODY, STUB_TOKEN } from './lib/stub-upstream.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const BFF_ENTRY = path.join(root, 'bff', 'dist', 'server.js');
const TARGET_PATH = '/api/users/self';

/** @typedef {import('./lib/stats.mjs').LoadResult} LoadResult */
/** @typedef {import('./lib/options.mjs').BenchPath} BenchPath */
/** @typedef {{ url: string, headers: Record<string, string> }} Target */

const hasTaskset = () => {
  try {
    execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * One request through a path must return the stub's body, so a fast error cannot pass for speed.
 * @param {BenchPath} name
 * @param {Target} target
 */
const verify = async (name, target) => {
  const res = await fetch(target.url, { headers: target.headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${name}: GET ${TARGET_PATH} answered ${res.status}: ${body.slice(0, 300)}`);
  const parsed = JSON.parse(body);
  if (parsed.userName !== SELF_BODY.userName || parsed.id !== SELF_BODY.id) {
    throw new Error(`${name}: GET ${TARGET_PATH} did not return the stub's user: ${body.slice(0, 300)}`);
  }
};

/**
 * Signs in on the BFF and returns its session cookie(s) as a Cookie header value.
 * @param {string} origin
 * @returns {Promise<string>}
 */
const bffLogin = async (origin) => {
  const res = await fetch(`${origin}/bff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ userName: 'bench', password: 'bench1234' }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 200 || cookies.length === 0) {
    throw new Error(
      `POST /bff/session answered ${res.status} with no session cookie: ${(await res.text()).slice(0, 300)}`,
    );
  }
  return cookies.join('; ');
};

/**
 * @param {string | null} cpus
 * @param {{ url: string, connections: number, seconds: number, headers: Record<string, string> }} load
 * @returns {Promise<LoadResult>}
 */
const runPinnedLoad = async (cpus, load) => {
  const child = spawnNode(cpus, [path.join(here, 'lib', 'load.mjs'), JSON.stringify(load)]);
  return JSON.parse(await allOutput(child, 'load generator'));
};

export const runProxyBenchmark = async (/** @type {readonly string[]} */ argv) => {
  const options = parseProxyArgs(argv);
  if (options.help) {
    console.info(PROXY_USAGE);
    return;
  }
  const cpuCount = os.availableParallelism();
  const cpus = planCpus({ cpuCount, hasTaskset: hasTaskset(), env: process.env });
  const machine = {
    cpus: cpuCount,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    pinning: cpus.note,
  };
  console.info(`machine: ${machine.cpus} CPUs, ${machine.cpuModel}, Node ${machine.node}; ${machine.pinning}`);

  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-bench-'));
  try {
    const stub = spawnNode(cpus.stub, [path.join(here, 'lib', 'stub-upstream.mjs')]);
    children.push(stub);
    const stubOrigin = `http://127.0.0.1:${await firstLine(stub, 'stub API')}`;
    const bearer = { authorization: `Bearer ${STUB_TOKEN}` };

    /** @type {Partial<Record<BenchPath, Target>>} */
    const targets = {};
    if (options.paths.includes('direct')) targets.direct = { url: `${stubOrigin}${TARGET_PATH}`, headers: bearer };

    if (options.paths.includes('bare')) {
      const bare = spawnNode(cpus.proxy, [path.join(here, 'lib', 'bare-proxy.mjs'), stubOrigin]);
      children.push(bare);
      targets.bare = { url: `http://127.0.0.1:${await firstLine(bare, 'bare proxy')}${TARGET_PATH}`, headers: bearer };
    }

    /** @type {string | undefined} */
    let bffLog;
    if (options.paths.includes('bff')) {
      if (!fs.existsSync(BFF_ENTRY)) {
        console.warn(`skipping the BFF path: ${path.relative(root, BFF_ENTRY)} does not exist (run \`npm run build\`)`);
      } else {
        const port = await findFreePort();
        const origin = `http://127.0.0.1:${port}`;
        bffLog = path.join(tmp, 'bff.log');
        const logFd = fs.openSync(bffLog, 'a');
        const { REDIS_URL: _redis, ...env } = process.env;
        const bff = spawnNode(cpus.proxy, [BFF_ENTRY], {
          cwd: root,
          stdout: logFd,
          env: {
            ...env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            PUBLIC_URL: origin,
            UPSTREAM_URL: `${stubOrigin}/api`,
            LOG_LEVEL: 'info',
            // Production mode wants its own push webhook secret; nothing calls the webhook here.
            PUSH_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
          },
        });
        fs.closeSync(logFd);
        children.push(bff);
        await waitForHealthy(`${origin}/health`, {
          timeoutMs: 30_000,
          gaveUp: () => (bff.exitCode !== null ? `the BFF exited with code ${bff.exitCode}, see ${bffLog}` : undefined),
        });
        targets.bff = { url: `${origin}${TARGET_PATH}`, headers: { cookie: await bffLogin(origin) } };
      }
    }

    for (const [name, target] of Object.entries(targets)) await verify(/** @type {BenchPath} */ (name), target);

    // Paths are measured in turn, round after round, so a slow spell of the machine falls on
    // every path alike; each path's figure is then its median round.
    /** @type {{ round: number, path: BenchPath, connections: number, result: LoadResult }[]} */
    const runs = [];
    for (let round = 1; round <= options.rounds; round++) {
      for (const name of options.paths) {
        const target = targets[name];
        if (!target) continue;
        if (options.warmup > 0) {
          console.info(`round ${round}, ${name}: warming up ${options.warmup} s`);
          await runPinnedLoad(cpus.load, { ...target, connections: 10, seconds: options.warmup });
        }
        for (const connections of options.connections) {
          const result = await runPinnedLoad(cpus.load, { ...target, connections, seconds: options.seconds });
          console.info(
            `round ${round}, ${name}: ${connections} conn: ${Math.round(result.rps)} req/s, p50 ${ms3(result.p50)} ms, p99 ${ms3(result.p99)} ms, ${result.failures} failed`,
          );
          runs.push({ round, path: name, connections, result });
        }
      }
    }
    const rows = options.paths.flatMap((path) =>
      options.connections.flatMap((connections) => {
        const mine = runs.filter((r) => r.path === path && r.connections === connections).map((r) => r.result);
        return mine.length > 0 ? [{ path, connections, result: medianRun(mine) }] : [];
      }),
    );

    console.info(`\n${markdownTable(rows)}\n`);
    const find = (/** @type {BenchPath} */ p, /** @type {number} */ c) =>
      rows.find((r) => r.path === p && r.connections === c)?.result;
    const direct1 = find('direct', 1);
    const bff1 = find('bff', 1);
    const bare10 = find('bare', 10);
    const bff10 = find('bff', 10);
    let comparison;
    if (direct1 && bff1 && bare10 && bff10) {
      comparison = compare({ direct1, bff1, bare10, bff10 });
      const mark = (/** @type {boolean} */ ok) => (ok ? 'met' : 'NOT met');
      console.info(
        `BFF rps / bare-proxy rps (10 connections): ${comparison.rpsRatio.toFixed(2)}x (target >= 1.1x: ${mark(comparison.rpsTargetMet)})`,
      );
      console.info(
        `BFF p50 - direct p50 (1 connection): ${comparison.addedP50Ms >= 0 ? '+' : ''}${ms3(comparison.addedP50Ms)} ms (target <= 0.2 ms: ${mark(comparison.latencyTargetMet)})`,
      );
    } else {
      console.info('ratios need all three paths at 1 and 10 connections');
    }
    if (bffLog) {
      const lines = fs.readFileSync(bffLog, 'utf8').split('\n').filter(Boolean).length;
      console.info(`the BFF wrote ${lines} log lines at info level during the run`);
    }
    if (options.json) {
      fs.writeFileSync(options.json, `${JSON.stringify({ machine, options, rows, runs, comparison }, null, 2)}\n`);
      console.info(`raw results written to ${options.json}`);
    }
  } finally {
    await Promise.all(children.map(stopChild));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
};
