/**
 * The production topology on one machine (architecture §14), as data: nginx on the site's address in
 * front of N BFF instances, which share a Redis kept on disk (append-only file) and call the
 * reference API on PostgreSQL; the card provider's sandbox beside the API when it is built. Pure
 * functions, so the wiring is tested without starting anything.
 */
import path from 'node:path';
import { MEDIA_BASE_PATH, PUSH_WEBHOOK_PATH } from './env.mjs';

/** Entry points relative to the repository root (built by `npm run build`). */
export const CLUSTER_ENTRIES = {
  upstream: 'upstream/dist/server.js',
  bff: 'bff/dist/server.js',
  sandbox: 'upstream/dist/payment-sandbox/server.js',
};

/** Secret shared by the API and its card-provider sandbox in development (never in production). */
export const SANDBOX_API_KEY = 'badal-sandbox-api-key';

/**
 * @typedef {object} ClusterPorts
 * @property {number} port nginx: the site's address
 * @property {number} apiPort
 * @property {number[]} bffPorts one per BFF instance
 * @property {number[]} metricsPorts each instance's /metrics
 * @property {number} redisPort the cluster's own Redis (unused with an outside REDIS_URL)
 * @property {number} sandboxPort the payment sandbox (unused when it is not built)
 */

/**
 * @typedef {object} ClusterPlan
 * @property {string} publicUrl the address people open (nginx)
 * @property {string} apiOrigin
 * @property {string} databaseUrl
 * @property {string} redisUrl
 * @property {boolean} ownRedis true when the cluster runs its own redis-server
 * @property {string} redisDir where that Redis keeps its append-only file
 * @property {string} dataDir the API's uploads (storage/)
 * @property {string} runDir nginx's configuration, pid and temporary files
 * @property {boolean} sandbox whether the payment sandbox runs
 * @property {string} sandboxOrigin
 * @property {{ name: string, port: number, metricsPort: number, origin: string, metricsUrl: string }[]} bffs
 * @property {ClusterPorts} ports
 */

/**
 * @param {{ ports: ClusterPorts, databaseUrl: string, redisUrl?: string | undefined, dataDir: string,
 *   runDir: string, sandbox: boolean, publicUrl?: string | undefined }} options
 * @returns {ClusterPlan}
 */
export const planCluster = ({ ports, databaseUrl, redisUrl, dataDir, runDir, sandbox, publicUrl }) => {
  if (ports.bffPorts.length < 1) throw new Error('a cluster needs at least one BFF');
  if (ports.metricsPorts.length !== ports.bffPorts.length) throw new Error('one metrics port per BFF');
  return {
    publicUrl: (publicUrl ?? `http://127.0.0.1:${ports.port}`).replace(/\/$/, ''),
    apiOrigin: `http://127.0.0.1:${ports.apiPort}`,
    databaseUrl,
    redisUrl: redisUrl ?? `redis://127.0.0.1:${ports.redisPort}`,
    ownRedis: redisUrl === undefined,
    redisDir: path.join(dataDir, 'redis'),
    dataDir,
    runDir,
    sandbox,
    sandboxOrigin: `http://127.0.0.1:${ports.sandboxPort}`,
    bffs: ports.bffPorts.map((port, i) => ({
      name: `bff-${i + 1}`,
      port,
      metricsPort: /** @type {number} */ (ports.metricsPorts[i]),
      origin: `http://127.0.0.1:${port}`,
      metricsUrl: `http://127.0.0.1:${ports.metricsPorts[i]}/metrics`,
    })),
    ports,
  };
};

/**
 * The arguments of the cluster's redis-server: loopback only, and every write in the append-only
 * file (flushed each second, and on a clean stop), so sessions survive a restart of Redis.
 * @param {ClusterPlan} plan
 * @returns {string[]}
 */
export const redisServerArgs = (plan) => [
  '--port',
  String(plan.ports.redisPort),
  '--bind',
  '127.0.0.1',
  '--dir',
  plan.redisDir,
  '--appendonly',
  'yes',
  '--appendfsync',
  'everysec',
  '--save',
  '',
];

/** @typedef {Record<string, string | undefined>} Env */

/**
 * The reference API's environment: PostgreSQL, media URLs on the site's address, pushes through
 * nginx (so whichever BFF is up takes them), and the card provider's sandbox when it runs.
 * @param {Env} env
 * @param {ClusterPlan} plan
 * @returns {Env}
 */
export const clusterApiEnv = (env, plan) => ({
  ...env,
  UPSTREAM_HOST: '127.0.0.1',
  UPSTREAM_PORT: String(plan.ports.apiPort),
  DATABASE_URL: plan.databaseUrl,
  DATA_DIR: plan.dataDir,
  MEDIA_BASE_URL: `${plan.publicUrl}${MEDIA_BASE_PATH}`,
  PUSH_WEBHOOK_URL: `${plan.publicUrl}${PUSH_WEBHOOK_PATH}`,
  ...(plan.sandbox
    ? { MYFATOORAH_BASE_URL: plan.sandboxOrigin, MYFATOORAH_API_KEY: env.MYFATOORAH_API_KEY ?? SANDBOX_API_KEY }
    : {}),
});

/**
 * @param {Env} env
 * @param {ClusterPlan} plan
 * @returns {Env}
 */
export const clusterSandboxEnv = (env, plan) => ({
  ...env,
  SANDBOX_HOST: '127.0.0.1',
  SANDBOX_PORT: String(plan.ports.sandboxPort),
  MYFATOORAH_API_KEY: env.MYFATOORAH_API_KEY ?? SANDBOX_API_KEY,
});

/**
 * One BFF instance's environment: behind nginx (TRUST_PROXY: only nginx, on this machine's loopback,
 * may say who the client is), sessions and socket.io on the shared Redis, /metrics on its own port.
 * @param {Env} env
 * @param {ClusterPlan} plan
 * @param {number} index
 * @returns {Env}
 */
export const clusterBffEnv = (env, plan, index) => {
  const bff = plan.bffs[index];
  if (!bff) throw new Error(`no BFF number ${index + 1}`);
  return {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(bff.port),
    PUBLIC_URL: plan.publicUrl,
    UPSTREAM_URL: `${plan.apiOrigin}/api`,
    UPSTREAM_MEDIA_URL: `${plan.apiOrigin}/storage`,
    // Social sign-in sends the browser to the API's sandbox page on this machine.
    UPSTREAM_PUBLIC_URL: `${plan.apiOrigin}/api`,
    REDIS_URL: plan.redisUrl,
    TRUST_PROXY: '127.0.0.1',
    METRICS_HOST: '127.0.0.1',
    METRICS_PORT: String(bff.metricsPort),
  };
};
