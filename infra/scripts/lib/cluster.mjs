/**
 * Starts and stops the cluster of cluster-plan.mjs: Redis (its own, on disk), the database, the
 * card provider's sandbox when it is built, the reference API, the BFF instances and nginx with the
 * shared site configuration, each started once the one before answers. Used by
 * `npm run start:cluster` and by the cluster test, which also stops, kills and restarts pieces.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CLUSTER_ENTRIES, clusterApiEnv, clusterBffEnv, clusterSandboxEnv, redisServerArgs } from './cluster-plan.mjs';
import { waitForHealthy } from './health.mjs';
import { findNginx, prepareNginx } from './nginx-run.mjs';
import { ensureDatabase } from './postgres.mjs';
import { describeExit, startService, stopService } from './service.mjs';

/** @typedef {import('./service.mjs').Service} Service */
/** @typedef {import('./cluster-plan.mjs').ClusterPlan} ClusterPlan */

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether something accepts connections on 127.0.0.1:port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export const portAnswers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * @param {number} port
 * @param {{ timeoutMs: number, gaveUp: () => string | undefined, name: string }} options
 */
const waitForPort = async (port, { timeoutMs, gaveUp, name }) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = gaveUp();
    if (reason !== undefined) throw new Error(`${name} will not come up: ${reason}`);
    if (await portAnswers(port)) return;
    if (Date.now() > deadline) throw new Error(`${name} did not open port ${port} within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
};

/**
 * @typedef {object} Cluster
 * @property {ClusterPlan} plan
 * @property {() => Promise<void>} stop everything, nginx first and Redis last; safe to call twice
 * @property {(index: number, signal?: NodeJS.Signals) => Promise<import('./service.mjs').ExitStatus>} stopBff
 *   SIGTERM drains the instance; SIGKILL kills it
 * @property {(index: number) => Promise<void>} startBff starts a stopped instance again on its port
 * @property {() => Promise<void>} restartRedis stops the cluster's Redis cleanly and starts it again
 * @property {() => Promise<void>} stopApi
 * @property {() => Promise<void>} startApi
 * @property {Promise<{ name: string, reason: string }>} crashed a service exited without being asked
 * @property {(name: string) => string | undefined} logFile where a service's output goes, in file mode
 */

/**
 * @param {{
 *   root: string,
 *   plan: ClusterPlan,
 *   env: Record<string, string | undefined>,
 *   output: (name: string) => import('./service.mjs').OutputMode,
 *   accessLog: string,
 *   log?: (line: string) => void,
 *   healthTimeoutMs?: number,
 * }} options
 * @returns {Promise<Cluster>}
 */
export const startCluster = async ({
  root,
  plan,
  env,
  output,
  accessLog,
  log = () => {},
  healthTimeoutMs = 180_000,
}) => {
  for (const entry of [CLUSTER_ENTRIES.upstream, CLUSTER_ENTRIES.bff]) {
    if (!fs.existsSync(path.join(root, entry))) throw new Error(`${entry} not found: run \`npm run build\` first`);
  }
  if (!findNginx()) throw new Error('nginx not found: install it (Debian: apt-get install nginx)');

  /** @type {Map<string, Service>} */
  const services = new Map();
  /** Services stopped or killed on purpose; their exit is no crash. */
  const expected = new Set();
  let stopping = false;
  /** @type {(value: { name: string, reason: string }) => void} */
  let reportCrash = () => {};
  /** @type {Promise<{ name: string, reason: string }>} */
  const crashed = new Promise((resolve) => {
    reportCrash = resolve;
  });

  const gaveUp = () => {
    for (const [name, service] of services) {
      const status = service.exitStatus();
      if (status && !expected.has(name)) return `${name} ${describeExit(status)}`;
    }
    return undefined;
  };

  /**
   * @param {string} name
   * @param {{ script?: string, command?: string, args?: string[], env: Record<string, string | undefined> }} how
   */
  const launch = (name, how) => {
    expected.delete(name);
    const service = startService({ name, cwd: root, output: output(name), ...how });
    services.set(name, service);
    service.exited.then((status) => {
      if (stopping || expected.has(name) || services.get(name) !== service) return;
      reportCrash({ name, reason: `${name} ${describeExit(status)}` });
    });
    return service;
  };

  /**
   * @param {string} name
   * @param {{ graceMs?: number, signal?: NodeJS.Signals }} [options]
   */
  const halt = async (name, options) => {
    const service = services.get(name);
    if (!service) return undefined;
    expected.add(name);
    return stopService(service, options);
  };

  const startRedis = async () => {
    fs.mkdirSync(plan.redisDir, { recursive: true });
    launch('redis', { command: 'redis-server', args: redisServerArgs(plan), env });
    await waitForPort(plan.ports.redisPort, { timeoutMs: 20_000, gaveUp, name: 'redis' });
  };

  const startApi = async () => {
    launch('upstream', { script: CLUSTER_ENTRIES.upstream, env: clusterApiEnv(env, plan) });
    await waitForHealthy(`${plan.apiOrigin}/health`, { timeoutMs: healthTimeoutMs, gaveUp });
  };

  /** @param {number} index */
  const startBff = async (index) => {
    const bff = /** @type {ClusterPlan['bffs'][number]} */ (plan.bffs[index]);
    launch(bff.name, { script: CLUSTER_ENTRIES.bff, env: clusterBffEnv(env, plan, index) });
    await waitForHealthy(`${bff.origin}/health`, { timeoutMs: 60_000, gaveUp });
  };

  const stop = async () => {
    stopping = true;
    // The balancer first (no new work), then the BFFs (they drain), the API, its sandbox, Redis.
    await halt('nginx', { signal: 'SIGQUIT' });
    await Promise.all(plan.bffs.map((bff) => halt(bff.name, { graceMs: 30_000 })));
    await halt('upstream');
    await halt('sandbox');
    await halt('redis');
  };
  /** @type {Promise<void> | undefined} */
  let stopped;
  const stopOnce = () => {
    stopped ??= stop();
    return stopped;
  };

  try {
    if (plan.ownRedis) {
      log(`starting redis on 127.0.0.1:${plan.ports.redisPort} (append-only file in ${plan.redisDir}) …`);
      await startRedis();
    }
    log(`database ${new URL(plan.databaseUrl).pathname.slice(1)} …`);
    await ensureDatabase(plan.databaseUrl);
    fs.mkdirSync(plan.dataDir, { recursive: true });
    if (plan.sandbox) {
      log('starting the payment sandbox …');
      launch('sandbox', { script: CLUSTER_ENTRIES.sandbox, env: clusterSandboxEnv(env, plan) });
      await waitForPort(plan.ports.sandboxPort, { timeoutMs: 60_000, gaveUp, name: 'sandbox' });
    }
    log('starting the API on PostgreSQL (migrations and seed on first start) …');
    await startApi();
    log(`starting ${plan.bffs.length} BFF instances …`);
    await Promise.all(plan.bffs.map((_bff, i) => startBff(i)));

    const nginx = prepareNginx({
      root,
      runDir: plan.runDir,
      port: plan.ports.port,
      bffPorts: plan.bffs.map((b) => b.port),
      accessLog,
    });
    log(`starting nginx on ${plan.publicUrl} …`);
    launch('nginx', { ...nginx, env });
    await waitForHealthy(`http://127.0.0.1:${plan.ports.port}/health`, { timeoutMs: 20_000, gaveUp });
  } catch (error) {
    await stopOnce();
    throw error;
  }

  return {
    plan,
    stop: stopOnce,
    stopBff: async (index, signal = 'SIGTERM') => {
      const bff = /** @type {ClusterPlan['bffs'][number]} */ (plan.bffs[index]);
      const status = await halt(bff.name, { signal, graceMs: 30_000 });
      return status ?? { code: null, signal: null };
    },
    startBff,
    restartRedis: async () => {
      if (!plan.ownRedis) throw new Error('the cluster uses an outside Redis');
      await halt('redis');
      await startRedis();
    },
    stopApi: async () => {
      await halt('upstream');
    },
    startApi,
    crashed,
    logFile: (name) => {
      const mode = output(name);
      return mode.kind === 'file' ? mode.path : undefined;
    },
  };
};
