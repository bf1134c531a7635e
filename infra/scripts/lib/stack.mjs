/**
 * The whole product as child processes: the card provider's sandbox (unless a provider is named),
 * the reference API (unless an external one is named), then the BFF in front of it, each started only once the one before answers /health. Used by
 * `npm start` and by the test runner's throw-away stack.
 *
 * The pieces compose: `createStack()` holds the children and stops them in reverse order;
 * `startUpstream()` and `startBff()` each add one service to it. Another child (a sandbox, a
 * second BFF) is one more function of the same shape.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bffEnv, sandboxEnv, upstreamEnv } from './env.mjs';
import { waitForHealthy } from './health.mjs';
import { describeExit, startService, stopService } from './service.mjs';

/** Entry points relative to the repository root (built by `npm run build`). */
export const ENTRIES = {
  paymentSandbox: 'upstream/dist/payment-sandbox/server.js',
  upstream: 'upstream/dist/server.js',
  bff: 'bff/dist/server.js',
};

/**
 * Stopping everything takes at most this long: each service gets what is left of it for a
 * graceful exit, then SIGKILL. `npm start` promises its ports are free within 5 s of a signal.
 */
export const STOP_BUDGET_MS = 4_500;

/**
 * @typedef {object} Stack
 * @property {import('./env.mjs').StackPlan} plan
 * @property {import('./service.mjs').Service[]} services
 * @property {Promise<{ name: string, reason: string }>} crashed resolves only when a service exits
 *   on its own; by then the others are being stopped
 * @property {() => Promise<void>} stop stops the services in reverse start order; safe to call twice
 */

/**
 * @typedef {object} StackHandle a stack being built: launch services into it, then `ready()`
 * @property {(name: string, script: string, env: import('./env.mjs').Env, healthUrl: string) => Promise<void>} launch
 *   starts one service and waits for its health URL; on failure everything started is stopped
 * @property {() => Stack} ready the stack, once every service is up
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{
 *   root: string,
 *   plan: import('./env.mjs').StackPlan,
 *   output: (name: string) => import('./service.mjs').OutputMode,
 *   log?: (line: string) => void,
 *   healthTimeoutMs?: number,
 *   stopBudgetMs?: number,
 * }} options healthTimeoutMs is generous: a first start creates, migrates and seeds the database
 *   (thousands of rows and images), tens of seconds on a busy two-core machine
 * @returns {StackHandle}
 */
export const createStack = ({
  root,
  plan,
  output,
  log = () => {},
  healthTimeoutMs = 180_000,
  stopBudgetMs = STOP_BUDGET_MS,
}) => {
  /** @type {import('./service.mjs').Service[]} */
  const services = [];
  let stopping = false;
  /** @type {Promise<void> | undefined} */
  let stopped;
  const stop = () => {
    stopping = true;
    // The last started first (the BFF before the API, so it does not log the API going away
    // underneath it), all within one budget. Memoised: a second signal must not restart it.
    stopped ??= (async () => {
      const deadline = Date.now() + stopBudgetMs;
      for (const service of [...services].reverse())
        await stopService(service, { graceMs: Math.max(100, deadline - Date.now()) });
    })();
    return stopped;
  };

  /** A service that already died, as a reason, for health waits to give up at once. */
  const gaveUp = () => {
    for (const s of services) {
      const status = s.exitStatus();
      if (status) return `${s.name} ${describeExit(status)}`;
    }
    return undefined;
  };

  /** @type {StackHandle['launch']} */
  const launch = async (name, script, env, healthUrl) => {
    if (!fs.existsSync(path.join(root, script))) throw new Error(`${script} not found: run \`npm run build\` first`);
    log(`starting ${name} …`);
    services.push(startService({ name, script, env, cwd: root, output: output(name) }));
    try {
      await waitForHealthy(healthUrl, { timeoutMs: healthTimeoutMs, gaveUp });
    } catch (err) {
      await stop();
      throw err;
    }
    log(`${name} is healthy at ${healthUrl}`);
  };

  const ready = () => {
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

  return { launch, ready, stop };
};

/**
 * The card provider's sandbox, which the API pays through unless a real provider is configured.
 * @param {StackHandle} stack
 * @param {import('./env.mjs').Env} env
 * @param {import('./env.mjs').StackPlan} plan
 */
export const startPaymentSandbox = (stack, env, plan) =>
  stack.launch('paymentSandbox', ENTRIES.paymentSandbox, sandboxEnv(env, plan), `${plan.sandboxOrigin}/health`);

/**
 * The reference API, with its port, data folder, media base and the BFF's push webhook.
 * @param {StackHandle} stack
 * @param {import('./env.mjs').Env} env
 * @param {import('./env.mjs').StackPlan} plan
 */
export const startUpstream = (stack, env, plan) =>
  stack.launch('upstream', ENTRIES.upstream, upstreamEnv(env, plan), `${plan.upstreamOrigin}/health`);

/**
 * The BFF, in front of the API the plan names.
 * @param {StackHandle} stack
 * @param {import('./env.mjs').Env} env
 * @param {import('./env.mjs').StackPlan} plan
 */
export const startBff = (stack, env, plan) =>
  stack.launch('bff', ENTRIES.bff, bffEnv(env, plan), `${plan.bffOrigin}/health`);

/**
 * The payment sandbox and the API (unless the plan names an external provider or API), then the BFF.
 * @param {{
 *   root: string,
 *   plan: import('./env.mjs').StackPlan,
 *   env: import('./env.mjs').Env,
 *   output: (name: string) => import('./service.mjs').OutputMode,
 *   log?: (line: string) => void,
 *   healthTimeoutMs?: number,
 *   stopBudgetMs?: number,
 * }} options
 * @returns {Promise<Stack>}
 */
export const startStack = async ({ env, ...options }) => {
  const wanted = options.plan.externalUpstream ? [ENTRIES.bff] : [ENTRIES.upstream, ENTRIES.bff];
  if (options.plan.paymentSandbox) wanted.unshift(ENTRIES.paymentSandbox);
  const missing = wanted.filter((entry) => !fs.existsSync(path.join(options.root, entry)));
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} not found: run \`npm run build\` first`);
  const stack = createStack(options);
  if (options.plan.paymentSandbox) await startPaymentSandbox(stack, env, options.plan);
  if (!options.plan.externalUpstream) await startUpstream(stack, env, options.plan);
  await startBff(stack, env, options.plan);
  return stack.ready();
};
