/** The test runner's report: one row per step, then the plain `N passed, N failed` line. */

/** @typedef {'passed' | 'failed' | 'skipped' | 'not run'} StepState */
/**
 * @typedef {{ name: string, state: StepState, ms?: number, note?: string, count?: string }} StepResult
 * `count`: what the step checked ("1,370 tests in 201 files", "318 cases", "141 tests, 86 screens").
 */

/**
 * '850 ms', '12.3 s', '2 min 05 s'.
 * @param {number} ms
 * @returns {string}
 */
export const formatDuration = (ms) => {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`;
};

/**
 * The last line of every run, counted over steps: skipped and never-run steps count as neither.
 * @param {readonly StepResult[]} results
 * @returns {string}
 */
export const countLine = (results) => {
  const passed = results.filter((r) => r.state === 'passed').length;
  const failed = results.filter((r) => r.state === 'failed').length;
  return `${passed} passed, ${failed} failed`;
};

const MARKS = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip', 'not run': '--  ' };

/**
 * @param {readonly StepResult[]} results
 * @returns {string}
 */
export const formatSummary = (results, totals = /** @type {{ wallMs?: number, cpuMs?: number }} */ ({})) => {
  const width = Math.max(...results.map((r) => r.name.length));
  const countWidth = Math.max(0, ...results.map((r) => r.count?.length ?? 0));
  const rows = results.map((r) => {
    const time = r.ms === undefined ? '' : formatDuration(r.ms);
    const count = countWidth ? `  ${(r.count ?? '').padEnd(countWidth)}` : '';
    const note = r.note ? `  (${r.note})` : '';
    return `  ${MARKS[r.state]}  ${r.name.padEnd(width)}  ${time.padStart(10)}${count}${note}`.trimEnd();
  });
  const total =
    totals.wallMs === undefined
      ? []
      : [
          `  whole run ${formatDuration(totals.wallMs)}${
            totals.cpuMs === undefined ? '' : `, CPU ${formatDuration(totals.cpuMs)} (what a busy machine pays)`
          }`,
        ];
  return ['', 'Summary:', ...rows, ...total, '', countLine(results)].join('\n');
};

/**
 * Exit code of the whole run: non-zero when a step failed or none passed at all.
 * @param {readonly StepResult[]} results
 * @returns {number}
 */
export const exitCodeOf = (results) =>
  results.some((r) => r.state === 'failed') || !results.some((r) => r.state === 'passed') ? 1 : 0;
