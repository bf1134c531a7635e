#!/usr/bin/env node
/**
 * `npm run start:cluster`: the production topology on this machine, without containers — nginx
 * on one address in front of two BFF instances (or `--bffs N`), Redis with its append-only file,
 * the reference API on PostgreSQL, and the card provider's sandbox when it is built. Internal ports
 * are free ones chosen by the OS. Ctrl+C stops everything (the BFFs drain first).
 *
 * Settings: PORT (nginx, default 3000), DATABASE_URL (default a `badal_cluster` database on the
 * local PostgreSQL, created when missing), REDIS_URL (default: a redis-server of its own, its data
 * in DATA_DIR/redis), DATA_DIR (default .data/cluster: uploads and Redis). A .env at the root is
 * read first; exported variables win.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from './lib/banner.mjs';
import { startCluster } from './lib/cluster.mjs';
import { CLUSTER_ENTRIES, planCluster } from './lib/cluster-plan.mjs';
import { parsePort } from './lib/env.mjs';
import { followFile } from './lib/follow-file.mjs';
import { findFreePorts, isPortFree } from './lib/ports.mjs';
import { formatPrefix } from './lib/prefix.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
/** @param {string} line */
const log = (line) => console.info(`[cluster] ${line}`);

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/badal_cluster';

/**
 * @param {string[]} argv
 * @returns {{ bffs: number }}
 */
const parseArgs = (argv) => {
  let bffs = 2;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--bffs') {
      bffs = Number(argv[++i]);
      if (!Number.isInteger(bffs) || bffs < 1 || bffs > 16) throw new Error('--bffs needs a number from 1 to 16');
    } else throw new Error(`unknown argument "${argv[i]}" (usage: npm run start:cluster [-- --bffs N])`);
  }
  return { bffs };
};

const dotEnv = path.join(root, '.env');
if (fs.existsSync(dotEnv)) {
  process.loadEnvFile(dotEnv);
  log('read settings from .env');
}

/** @type {import('./lib/cluster.mjs').Cluster | undefined} */
let cluster;
let shuttingDown = false;
/** @param {NodeJS.Signals} signal */
const onSignal = async (signal) => {
  if (shuttingDown) return;
  shuttingDown = true;
  log(`${signal} received, stopping (the BFFs drain first) …`);
  await cluster?.stop();
  process.exit(0);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

try {
  const { bffs } = parseArgs(process.argv.slice(2));
  const env = process.env;
  const port = parsePort(env.PORT, 3000, 'PORT');
  if (!(await isPortFree(port, '127.0.0.1'))) {
    throw new Error(`port ${port} is already in use (is Badal already running?); set PORT to use another`);
  }
  const [apiPort, redisPort, sandboxPort, ...rest] = await findFreePorts(3 + 2 * bffs);
  const dataDir = path.resolve(root, env.DATA_DIR?.trim() || '.data/cluster');
  const plan = planCluster({
    ports: {
      port,
      apiPort: /** @type {number} */ (apiPort),
      redisPort: /** @type {number} */ (redisPort),
      sandboxPort: /** @type {number} */ (sandboxPort),
      bffPorts: rest.slice(0, bffs),
      metricsPorts: rest.slice(bffs),
    },
    databaseUrl: env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    dataDir,
    runDir: fs.mkdtempSync(path.join(os.tmpdir(), 'badal-nginx-')),
    sandbox: fs.existsSync(path.join(root, CLUSTER_ENTRIES.sandbox)),
    publicUrl: env.PUBLIC_URL?.trim() || `http://localhost:${port}`,
  });
  // Everything but the site's own address is internal: children get exactly the settings they need.
  const childEnv = { ...env };
  for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'UPSTREAM_URL', 'UPSTREAM_PORT']) {
    delete childEnv[name];
  }
  const accessLog = path.join(plan.runDir, 'access.log');
  cluster = await startCluster({
    root,
    plan,
    env: childEnv,
    output: () => ({ kind: 'prefix', color }),
    accessLog,
    log,
  });
  const prefix = formatPrefix('nginx', color);
  followFile(accessLog, (line) => process.stdout.write(`${prefix}${line}\n`));
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => `${a.userName} / ${a.password}`.length));
  console.info(
    [
      '',
      `  Badal (cluster) is running: ${plan.publicUrl}  (nginx → ${plan.bffs.length} BFFs)`,
      '',
      ...plan.bffs.map((b) => `  ${b.name}: ${b.origin}   metrics ${b.metricsUrl}`),
      `  API:   ${plan.apiOrigin}/api on ${new URL(plan.databaseUrl).pathname.slice(1)} (outbox ${plan.apiOrigin}/dev/outbox?to=…)`,
      `  Redis: ${plan.redisUrl}${plan.ownRedis ? ` (append-only file in ${plan.redisDir})` : ''}`,
      ...(plan.sandbox ? [`  Card provider sandbox: ${plan.sandboxOrigin}`] : []),
      '',
      '  Demo accounts (user name / password):',
      ...DEMO_ACCOUNTS.map((a) => `    ${`${a.userName} / ${a.password}`.padEnd(width)}  ${a.role}`),
      '',
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  const { reason } = await cluster.crashed;
  if (!shuttingDown) {
    await cluster.stop();
    console.error(`[cluster] ${reason}; everything else was stopped`);
    process.exitCode = 1;
  }
} catch (err) {
  if (!shuttingDown) {
    console.error(`[cluster] ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
