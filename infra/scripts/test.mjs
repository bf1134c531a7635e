#!/usr/bin/env node
/**
 * `npm test`: lint, types, unit + integration tests, then the product end to end — web build, the
 * production topology on this machine (nginx, two BFFs, Redis, PostgreSQL), a throw-away stack on
 * free ports with a fresh database, the conformance suite against its API
 * and the browser suite against its BFF. The stack starts in the background while the cluster test
 * runs. Stops at the first failure, always stops the stack, and ends with each step's time and
 * what it checked (tests, conformance cases, screens), the run's CPU time, and one plain line
 * `N passed, N failed`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserCount, conformanceCount, vitestCount } from './lib/counts.mjs';
import { conformanceArgs, e2eEnv, isCi, isolatedEnv, planStack, withTestDefaults } from './lib/env.mjs';
import { runKeepingTail } from './lib/exec.mjs';
import { failureDigest } from './lib/failure-digest.mjs';
import { findFreePorts } from './lib/ports.mjs';
import { placeSeededSnapshot } from './lib/seeded-snapshot.mjs';
import { startStack } from './lib/stack.mjs';
import { exitCodeOf, formatDuration, formatSummary } from './lib/summary.mjs';
import { parseTestArgs, planSteps, STEPS, USAGE } from './lib/test-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** @typedef {import('./lib/test-plan.mjs').StepId} StepId */
/**
 * `failure`: what the step's own output said about its failure (failure-digest.mjs), printed again
 * at the end of the run.
 * @typedef {{ ok: boolean, note?: string, skipped?: string, count?: string | null, failure?: string[] }} Outcome
 */

/** @type {import('./lib/test-plan.mjs').TestOptions} */
let options;
try {
  options = parseTestArgs(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}
if (options.help) {
  console.info(USAGE);
  process.exit(0);
}

const ci = isCi(process.env);
const plan = planSteps({ skipE2e: options.skipE2e, quick: options.quick, from: options.from, ci });
if (plan.notice) console.warn(`note: ${plan.notice}`);

/** State shared by the end-to-end steps. */
const ctx = {
  /** @type {import('./lib/stack.mjs').Stack | undefined} */
  stack: undefined,
  /** @type {string | undefined} */
  tmpDir: undefined,
  /** @type {string | undefined} why the stack died under a step, when it did */
  crash: undefined,
};

/**
 * A step's outcome by its exit code, with what its output said about a failure.
 * @param {{ code: number, tail: string }} ran
 * @returns {Outcome}
 */
const byCode = ({ code, tail }) =>
  code === 0 ? { ok: true } : { ok: false, note: `exit code ${code}`, failure: failureDigest(tail) };

/**
 * Like byCode, with what the step checked read from its closing lines.
 * @param {{ code: number, tail: string }} ran
 * @param {(tail: string) => string | null} count
 * @returns {Outcome}
 */
const counted = (ran, count) => ({ ...byCode(ran), count: count(ran.tail) });

/**
 * CPU time of this process and every child it has waited for (Linux /proc; undefined elsewhere):
 * what the run costs a machine that is busy with other work.
 * @returns {number | undefined} milliseconds
 */
const cpuMs = () => {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime, cstime: fields 14–17 of stat(5), 12–15 after the command name.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
};
const runStarted = Date.now();

/** @type {Record<StepId, () => Promise<Outcome>>} */
const steps = {
  lint: async () => byCode(await runKeepingTail(bin('biome'), ['check', '.'], { cwd: root })),
  types: async () => byCode(await runKeepingTail(bin('tsc'), ['-b'], { cwd: root })),
  unit: async () =>
    counted(
      await runKeepingTail(bin('vitest'), ['run', ...(plan.changedOnly ? ['--changed', 'main'] : [])], {
        cwd: root,
        env: withTestDefaults(process.env),
      }),
      vitestCount,
    ),
  'web-build': async () => byCode(await runKeepingTail('npm', ['run', 'build', '-w', 'web'], { cwd: root })),
  cluster: async () =>
    byCode(
      await runKeepingTail(bin('vitest'), ['run', '--config', 'infra/vitest.cluster.config.ts'], {
        cwd: root,
        env: withTestDefaults(process.env),
      }),
    ),
  stack: async () => {
    ctx.tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-test-'));
    const [upstreamPort, bffPort, sandboxPort] = await findFreePorts(3);
    // Loopback only: a test stack has no business on the network. The dev outbox stays on: it is
    // how the browser and conformance suites read SMS and e-mail codes.
    const env = {
      ...isolatedEnv(process.env),
      HOST: '127.0.0.1',
      DEV_OUTBOX: '1',
      PASSWORD_SCRYPT_COST: withTestDefaults(process.env).PASSWORD_SCRYPT_COST,
    };
    // The browser suite opens 127.0.0.1: customers come back from the payment provider there too.
    const publicUrl = `http://127.0.0.1:${bffPort}`;
    const stackPlan = planStack(env, {
      upstreamPort,
      bffPort,
      sandboxPort,
      publicUrl,
      dataDir: path.join(ctx.tmpDir, 'data'),
    });
    const tmpDir = ctx.tmpDir;
    const seeded = await placeSeededSnapshot({ root, dataDir: stackPlan.dataDir }).catch((err) => {
      console.warn(
        `the seeded snapshot could not be used (${err instanceof Error ? err.message : err}): the API seeds its own`,
      );
      return false;
    });
    console.info(`logs: ${tmpDir}/paymentSandbox.log, ${tmpDir}/upstream.log, ${tmpDir}/bff.log`);
    ctx.stack = await startStack({
      root,
      plan: stackPlan,
      env,
      output: (name) => ({ kind: 'file', path: path.join(tmpDir, `${name}.log`) }),
      log: (line) => console.info(line),
    });
    ctx.stack.crashed.then(({ reason }) => {
      ctx.crash = reason;
      console.error(`the stack went down: ${reason}`);
    });
    const data = seeded ? 'from the seeded snapshot' : 'seeded at start';
    return { ok: true, note: `API ${stackPlan.upstreamOrigin} (${data}), BFF ${stackPlan.bffOrigin}` };
  },
  conformance: async () => {
    const args = ['run', 'conformance', '-w', 'contracts', '--', ...conformanceArgs((await requireStack()).plan)];
    return counted(await runKeepingTail('npm', args, { cwd: root }), conformanceCount);
  },
  // A browser run that finds no tests fails (Playwright's default): a broken glob must not pass.
  e2e: async () => {
    const env = e2eEnv(process.env, (await requireStack()).plan);
    return counted(await runKeepingTail('npm', ['run', 'test:e2e', '-w', 'web'], { cwd: root, env }), browserCount);
  },
};

/** The stack, once its background start has finished; a start that failed fails the step asking. */
const requireStack = async () => {
  const started = await background.get('stack');
  if (started && !started.ok) throw new Error(`the stack did not start: ${started.note ?? 'see above'}`);
  if (!ctx.stack) throw new Error('the stack is not running');
  return ctx.stack;
};

/** Steps started in the background, by id: their outcome once they are done. */
/** @type {Map<StepId, Promise<Outcome>>} */
const background = new Map();

/**
 * Prints the end of a log file, for a failure's context.
 * @param {string} file
 * @param {number} [lines]
 */
const printTail = (file, lines = 40) => {
  if (!fs.existsSync(file)) return;
  const text = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  console.error(`\n--- last ${lines} lines of ${file} ---\n${text}`);
};

/** @type {Map<StepId, import('./lib/summary.mjs').StepResult>} */
const results = new Map();
/** What each failed step's output said about its failure, by step name. */
/** @type {Map<string, string[]>} */
const failures = new Map();
for (const { step, reason } of plan.skipped) results.set(step.id, { name: step.name, state: 'skipped', note: reason });
for (const step of plan.run) results.set(step.id, { name: step.name, state: 'not run' });
// Keep the table in pipeline order whatever was skipped.
const ordered = () =>
  STEPS.filter((s) => results.has(s.id)).map(
    (s) => /** @type {import('./lib/summary.mjs').StepResult} */ (results.get(s.id)),
  );

let interrupted = false;
/** @param {NodeJS.Signals} signal */
const onSignal = async (signal) => {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal} received, stopping …`);
  await ctx.stack?.stop();
  console.info(formatSummary(ordered()));
  process.exit(130);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

let failed = false;
try {
  for (const [index, step] of plan.run.entries()) {
    console.info(
      `\n==> [${index + 1}/${plan.run.length}] ${step.name}${step.background ? ' (in the background)' : ''}`,
    );
    const started = Date.now();
    const running = steps[step.id]().catch((err) => {
      console.error(err instanceof Error ? err.message : String(err));
      return /** @type {Outcome} */ ({ ok: false, note: 'error' });
    });
    const record = (/** @type {Outcome} */ outcome) => {
      // A step cannot pass on a stack that died under it.
      if (step.needsStack && ctx.crash) outcome = { ok: false, note: ctx.crash };
      const ms = Date.now() - started;
      const state = outcome.skipped ? 'skipped' : outcome.ok ? 'passed' : 'failed';
      const note = outcome.skipped ?? outcome.note;
      const count = outcome.count ?? undefined;
      results.set(step.id, { name: step.name, state, ms, ...(note ? { note } : {}), ...(count ? { count } : {}) });
      if (state === 'failed' && outcome.failure?.length) failures.set(step.name, outcome.failure);
      console.info(
        `<== ${step.name}: ${state} in ${formatDuration(ms)}${count ? `, ${count}` : ''}${note ? ` (${note})` : ''}`,
      );
      return state;
    };
    if (step.background) {
      background.set(
        step.id,
        running.then((outcome) => {
          if (record(outcome) === 'failed') failed = true;
          return outcome;
        }),
      );
      continue;
    }
    const state = record(await running);
    if (interrupted) break;
    if (state === 'failed' || failed) {
      failed = true;
      break;
    }
  }
  // A background step nobody waited for still ends before the summary.
  await Promise.all(background.values());
} finally {
  if (!interrupted) {
    await ctx.stack?.stop();
    if (ctx.tmpDir) {
      if (failed) {
        printTail(path.join(ctx.tmpDir, 'upstream.log'));
        printTail(path.join(ctx.tmpDir, 'bff.log'));
        console.error(`\nthe stack's data and logs are kept in ${ctx.tmpDir}`);
      } else {
        fs.rmSync(ctx.tmpDir, { recursive: true, force: true });
      }
    }
  }
  // Last before the summary: the logs above can be long, and the failure is what a reader needs.
  for (const [name, lines] of failures) console.error(`\n--- why ${name} failed ---\n${lines.join('\n')}`);
}

if (!interrupted) {
  const final = ordered();
  const cpu = cpuMs();
  console.info(formatSummary(final, { wallMs: Date.now() - runStarted, ...(cpu === undefined ? {} : { cpuMs: cpu }) }));
  process.exitCode = exitCodeOf(final);
}
