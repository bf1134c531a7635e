/**
 * The whole product as child processes: the reference API (unless an external one is named),
 * then the BFF in front of it, each started only once the one before answers /health. Used by
 * `npm start` and by the test runner's throw-away stack.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bffEnv, sandboxEnv, upstreamEnv } from './env.mjs';
import { waitForHealthy } from './health.mjs';
import { describeExit, startService, stopService } from './service.mjs';

/** Entry points relative to the repository root (built by `npm run build`). */
export const ENTRIES = {
  upstream: 'upstream/dist/server.js',
  bff: 'bff/dist/server.js',
  paymentSandbox: 'upstream/dist/payment-sandbox/server.js',
};

/**
 * @typedef {object} Stack
 * @property {import('./env.mjs').StackPlan} plan
 * @property {import('./service.mjs').Service[]} services
 * @property {Promise<{ name: string, reason: string }>} crashed resolves only when a service exits
 *   on its own; by then the others are being stopped
 * @property {() => Promise<void>} stop stops the BFF, then the API; safe to call twice
 */

/**
 * @param {{
 *   root: string,
 *   plan: import('./env.mjs').StackPlan,
 *   env: import('./env.mjs').Env,
 *   output: (name: string) => import('./service.mjs').OutputMode,
 *   log?: (line: string) => void,
 *   healthTimeoutMs?: number,
 * }} options healthTimeoutMs is generous: a first start creates, migrates and seeds the database
 *   (thousands of rows and images), tens of seconds on a busy two-core machine
 * @returns {Promise<Stack>}
 */
export const startStack = async ({ root, plan, env, output, log = () => {}, healthTimeoutMs = 180_000 }) => {
  const wanted = plan.externalUpstream ? ['bff'] : ['upstream', 'bff'];
  if (plan.paymentSandbox) wanted.unshift('paymentSandbox');
  const missing = wanted
    .map((name) => ENTRIES[/** @type {keyof typeof ENTRIES} */ (name)])
    .filter((entry) => !fs.existsSync(path.join(root, entry)));
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} not found: run \`npm run build\` first`);

  /** @type {import('./service.mjs').Service[]} */
  const services = [];
  let stopping = false;
  /** @type {Promise<void> | undefined} */
  let stopped;
  const stop = () => {
    stopping = true;
    // The BFF first, so it does not log the API going away underneath it. Memoised: a second
    // SIGTERM would make a graceful shutdown hurry.
    stopped ??= (async () => {
      for (const service of [...services].reverse()) await stopService(service);
    })();
    return stopped;
  };

  /**
   * @param {keyof typeof ENTRIES} name
   * @param {import('./env.mjs').Env} childEnv
   * @param {string} healthUrl
   */
  const launch = async (name, childEnv, healthUrl) => {
    log(`starting ${name} …`);
    const service = startService({ name, script: ENTRIES[name], env: childEnv, cwd: root, output: output(name) });
    services.push(service);
    // Any of our services dying (the API while the BFF starts, too) ends the wait at once.
    const gaveUp = () => {
      for (const s of services) {
        const status = s.exitStatus();
        if (status) return `${s.name} ${describeExit(status)}`;
      }
      return undefined;
    };
    try {
      await waitForHealthy(healthUrl, { timeoutMs: healthTimeoutMs, gaveUp });
    } catch (err) {
      await stop();
      throw err;
    }
    log(`${name} is healthy at ${healthUrl}`);
  };

  if (plan.paymentSandbox) await launch('paymentSandbox', sandboxEnv(env, plan), `${plan.sandboxOrigin}/health`);
  if (!plan.externalUpstream) await launch('upstream', upstreamEnv(env, plan), `${plan.upstreamOrigin}/health`);
  await launch('bff', bffEnv(env, plan), `${plan.bffOrigin}/health`);

  /** @type {Promise<{ name: string, reason: string }>} */
  const crashed = new Promise((resolve) => {
    for (const service of services) {
      service.exited.then((status) => {
        if (stopping) return;
        resolve({ name: service.name, reason: `${service.name} ${describeExit(status)}` });
        void stop();
      });
    }
  });
  return { plan, services, crashed, stop };
};
