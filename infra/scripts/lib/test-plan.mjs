/**
 * Which steps `npm test` runs, in order. Kept as data so the rules (what --skip-e2e and --from
 * drop, that CI drops nothing) are tested apart from the long-running steps themselves.
 * Decision: docs/decisions/007-pipeline-steps-one-after-another.md
 */

/**
 * @typedef {'lint' | 'types' | 'unit' | 'web-build' | 'cluster' | 'stack' | 'conformance' | 'e2e'} StepId
 * @typedef {{ id: StepId, name: string, e2e: boolean, needsStack: boolean, background?: boolean }} StepSpec
 * `background`: started and left running while the next steps go on; the first step that needs
 * it waits for it (the stack starts while the cluster test runs: both mostly wait on their
 * services, and the machine has room for both).
 */

/** @type {readonly StepSpec[]} */
export const STEPS = [
  { id: 'lint', name: 'lint (biome check .)', e2e: false, needsStack: false },
  { id: 'types', name: 'types (tsc -b)', e2e: false, needsStack: false },
  { id: 'unit', name: 'unit + integration (vitest run)', e2e: false, needsStack: false },
  { id: 'web-build', name: 'web build', e2e: true, needsStack: false },
  { id: 'stack', name: 'start stack', e2e: true, needsStack: false, background: true },
  // nginx, two BFFs, Redis and the API on PostgreSQL, started by the test itself (infra/scripts/cluster.test.ts).
  { id: 'cluster', name: 'cluster (nginx, two BFFs, Redis, PostgreSQL)', e2e: true, needsStack: false },
  { id: 'conformance', name: 'conformance (reference API)', e2e: true, needsStack: true },
  { id: 'e2e', name: 'browser e2e (web)', e2e: true, needsStack: true },
];
const IDS = STEPS.map((s) => s.id);

export const USAGE = `Usage: npm test [-- --quick | --skip-e2e | --from <step>]

Runs, in order and stopping at the first failure:
${STEPS.map((s) => `  ${s.id.padEnd(12)} ${s.name}`).join('\n')}

  --quick       the developer's loop: lint, types and only the vitest tests that changes since
                main reach (vitest --changed main); never what CI runs
  --skip-e2e    lint, types and the whole vitest run
  --from STEP   resume at STEP (the stack is started when a later step needs it)
  --help        this text

On CI (CI=true) nothing is skipped: --quick, --skip-e2e and --from are ignored.

Environment: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
TEST_REDIS_URL (default redis://127.0.0.1:6379), CHROME_PATH (default: chromium on PATH),
CHROME_HEADLESS_SHELL_PATH (default: chromium-headless-shell on PATH, else CHROME_PATH).`;

/** @typedef {{ skipE2e: boolean, quick: boolean, from: StepId | undefined, help: boolean }} TestOptions */

/**
 * @param {readonly string[]} argv arguments after the script name
 * @returns {TestOptions}
 */
export const parseTestArgs = (argv) => {
  /** @type {TestOptions} */
  const options = { skipE2e: false, quick: false, from: undefined, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--skip-e2e') options.skipE2e = true;
    else if (arg === '--quick') options.quick = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--from') {
      const step = argv[++i];
      if (!IDS.includes(/** @type {StepId} */ (step))) {
        throw new Error(`--from needs one of ${IDS.join(', ')}, got "${step ?? ''}"`);
      }
      options.from = /** @type {StepId} */ (step);
    } else throw new Error(`unknown argument "${arg}"\n\n${USAGE}`);
  }
  return options;
};

/**
 * The steps to run and the ones skipped (with why). CI never skips: a green CI run must mean
 * every step ran, the browser suite included.
 * `quick`: the unit step runs only what changes since main reach (`changedOnly`).
 * @param {{ skipE2e: boolean, quick?: boolean, from?: StepId | undefined, ci: boolean }} options
 * @returns {{ run: StepSpec[], skipped: { step: StepSpec, reason: string }[], notice?: string, changedOnly: boolean }}
 */
export const planSteps = ({ skipE2e, quick = false, from, ci }) => {
  if (ci) {
    const asked = [quick && '--quick', skipE2e && '--skip-e2e', from && '--from'].filter(Boolean);
    return {
      run: [...STEPS],
      skipped: [],
      changedOnly: false,
      ...(asked.length ? { notice: `${asked.join(' and ')} ignored because CI is set: everything runs` } : {}),
    };
  }
  /** @type {Map<StepId, string>} */
  const skip = new Map();
  if (from) for (const s of STEPS.slice(0, IDS.indexOf(from))) skip.set(s.id, `--from ${from}`);
  if (skipE2e) for (const s of STEPS.filter((s) => s.e2e)) skip.set(s.id, '--skip-e2e');
  if (quick) for (const s of STEPS.filter((s) => s.e2e)) skip.set(s.id, '--quick');
  // A resumed run still needs the stack its later steps talk to.
  if (STEPS.some((s) => s.needsStack && !skip.has(s.id))) skip.delete('stack');
  return {
    changedOnly: quick,
    run: STEPS.filter((s) => !skip.has(s.id)),
    skipped: STEPS.filter((s) => skip.has(s.id)).map((step) => ({
      step,
      reason: /** @type {string} */ (skip.get(step.id)),
    })),
  };
};
