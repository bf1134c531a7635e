#!/usr/bin/env node
/**
 * `npm start`: one Node process that builds (`npm run build`, skipped with `--no-build`) and then
 * runs the card provider's sandbox, the reference API and the BFF in front of it — or only the BFF when UPSTREAM_URL names
 * another API. Reads .env at the root when there is one. Children's output is prefixed
 * [upstream] / [bff].
 *
 * SIGINT or SIGTERM — to this process, or to the npm process in front of it (package.json runs
 * it with `exec`, so npm's signal reaches it), or npm disappearing altogether — stops the build
 * or the services within 5 s. If a service dies, the other is stopped and this exits non-zero.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBanner } from './lib/banner.mjs';
import { runBuild } from './lib/build.mjs';
import { planStack } from './lib/env.mjs';
import { probe } from './lib/health.mjs';
import { watchParent } from './lib/parent.mjs';
import { isPortFree } from './lib/ports.mjs';
import { createStack, startBff, startPaymentSandbox, startUpstream } from './lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
/** @param {string} line */
const log = (line) => console.info(`[start] ${line}`);

/** Whatever is running now (the build, then the services): how to stop it. */
/** @type {() => Promise<void> | void} */
let stopCurrent = () => {};
let shuttingDown = false;

/** @param {string} why */
const shutDown = async (why) => {
  if (shuttingDown) return;
  shuttingDown = true;
  log(`${why}, stopping …`);
  await stopCurrent();
  process.exit(0);
};
process.on('SIGINT', () => void shutDown('SIGINT received'));
process.on('SIGTERM', () => void shutDown('SIGTERM received'));
process.on('SIGHUP', () => void shutDown('SIGHUP received'));
watchParent(() => void shutDown('the process that started us is gone'));

/** The build, unless `--no-build`; false when it failed. */
const build = async () => {
  if (process.argv.includes('--no-build')) return true;
  log('building (npm run build) …');
  const running = runBuild({ root });
  stopCurrent = running.stop;
  const status = await running.done;
  stopCurrent = () => {};
  return status.code === 0;
};

const main = async () => {
  // Settings may live in a .env file at the root (see .env.example); exported variables win.
  const dotEnv = path.join(root, '.env');
  if (fs.existsSync(dotEnv)) {
    process.loadEnvFile(dotEnv);
    log('read settings from .env');
  }
  const plan = planStack(process.env);
  if (!(await build())) {
    if (!shuttingDown) throw new Error('the build failed');
    return;
  }
  if (shuttingDown) return;

  // Checked up front: otherwise an old instance still answering /health would pass for ours.
  const ports = plan.externalUpstream
    ? [['PORT', plan.bffPort]]
    : [
        ['UPSTREAM_PORT', plan.upstreamPort],
        ['PORT', plan.bffPort],
      ];
  if (plan.paymentSandbox) ports.push(['SANDBOX_PORT', plan.sandboxPort]);
  for (const [name, port] of ports) {
    if (!(await isPortFree(Number(port), '0.0.0.0'))) {
      throw new Error(`port ${port} is already in use (is Badal already running?); set ${name} to use another`);
    }
  }

  const handle = createStack({ root, plan, output: () => ({ kind: 'prefix', color }), log });
  stopCurrent = handle.stop;
  if (plan.paymentSandbox) await startPaymentSandbox(handle, process.env, plan);
  if (!plan.externalUpstream) await startUpstream(handle, process.env, plan);
  await startBff(handle, process.env, plan);
  if (shuttingDown) return;
  const stack = handle.ready();
  console.info(formatBanner(plan));
  if (plan.externalUpstream && !(await probe(`${plan.bffOrigin}/ready`, 5_000))) {
    console.warn(`[start] the BFF is up but ${plan.bffOrigin}/ready is not 200: is ${plan.upstreamApiUrl} reachable?`);
  }
  const { reason } = await stack.crashed;
  if (!shuttingDown) {
    await stack.stop();
    console.error(`[start] ${reason}; the other service was stopped`);
    process.exitCode = 1;
  }
};

main().catch((err) => {
  if (shuttingDown) return;
  console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
