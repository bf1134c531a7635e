#!/usr/bin/env node
/**
 * `npm start` (after the build): the reference API and the BFF in front of it, or only the BFF
 * when UPSTREAM_URL names another API. Reads .env at the root when there is one. Children's output is prefixed [upstream] / [bff]; Ctrl+C
 * or SIGTERM stops both; if either dies the other is stopped and this exits non-zero.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBanner } from './lib/banner.mjs';
import { planStack } from './lib/env.mjs';
import { probe } from './lib/health.mjs';
import { isPortFree } from './lib/ports.mjs';
import { startStack } from './lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
/** @param {string} line */
const log = (line) => console.info(`[start] ${line}`);

// Settings may live in a .env file at the root (see .env.example); exported variables win.
const dotEnv = path.join(root, '.env');
if (fs.existsSync(dotEnv)) {
  process.loadEnvFile(dotEnv);
  log('read settings from .env');
}

/** @type {import('./lib/stack.mjs').Stack | undefined} */
let stack;
let shuttingDown = false;

/** @param {NodeJS.Signals} signal */
const onSignal = async (signal) => {
  if (shuttingDown) return;
  shuttingDown = true;
  log(`${signal} received, stopping …`);
  await stack?.stop();
  process.exit(0);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

try {
  const plan = planStack(process.env);
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
  stack = await startStack({ root, plan, env: process.env, output: () => ({ kind: 'prefix', color }), log });
  if (shuttingDown) await new Promise(() => {}); // a signal arrived during start-up; onSignal exits
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
} catch (err) {
  if (!shuttingDown) {
    console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
