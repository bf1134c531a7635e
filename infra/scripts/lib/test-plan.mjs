/**
 * Which steps `npm test` runs, in order. Kept as data so the rules (what --skip-e2e drops, that
 * CI drops nothing) are tested apart from the long-running steps themselves.
 */

/**
 * @typedef {'lint' | 'types' | 'unit' | 'web-build' | 'stack' | 'conformance' | 'e2e'} StepId
 * @typedef {{ id: StepId, name: string, e2e: boolean }} StepSpec
 */

/** @type {readonly StepSpec[]} */
export const STEPS = [
  { id: 'lint', name: 'lint (biome check .)', e2e: false },
  { id: 'types', name: 'types (tsc -b)', e2e: false },
  { id: 'unit', name: 'unit + integration (vitest run)', e2e: false },
  { id: 'web-build', name: 'web build', e2e: true },
  { id: 'stack', name: 'start stack', e2e: true },
  { id: 'conformance', name: 'conformance (reference API)', e2e: true },
  { id: 'e2e', name: 'browser e2e (web)', e2e: true },
];

export const USAGE = `Usage: npm test [-- --skip-e2e]

Runs, in order and stopping at the first failure:
${STEPS.map((s) => `  - ${s.name}`).join('\n')}

  --skip-e2e  quick local run: lint, types and vitest only (ignored when CI=true)
  --help      this text

Environment: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
TEST_REDIS_URL (default redis://127.0.0.1:6379), CI, CHROME_PATH.`;

/**
 * @param {readonly string[]} argv arguments after the script name
 * @returns {{ skipE2e: boolean, help: boolean }}
 */
export const parseTestArgs = (argv) => {
  const options = { skipE2e: false, help: false };
  for (const arg of argv) {
    if (arg === '--skip-e2e') options.skipE2e = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`unknown argument "${arg}"\n\n${USAGE}`);
  }
  return options;
};

/**
 * The steps to run and the ones skipped (with why). CI never skips: a green CI run must mean the
 * browser suite ran.
 * @param {{ skipE2e: boolean, ci: boolean }} options
 * @returns {{ run: StepSpec[], skipped: { step: StepSpec, reason: string }[], notice?: string }}
 */
export const planSteps = ({ skipE2e, ci }) => {
  if (skipE2e && ci) {
    return { run: [...STEPS], skipped: [], notice: '--skip-e2e is ignored because CI is set: everything runs' };
  }
  if (!skipE2e) return { run: [...STEPS], skipped: [] };
  return {
    run: STEPS.filter((s) => !s.e2e),
    skipped: STEPS.filter((s) => s.e2e).map((step) => ({ step, reason: '--skip-e2e' })),
  };
};
