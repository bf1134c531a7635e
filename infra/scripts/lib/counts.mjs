/**
 * What each step of `npm test` checked, read from the closing lines its runner prints: the
 * summary says how many tests, conformance cases and screens ran, so a change that quietly checks
 * less shows up beside the times (docs/benchmarks.md keeps the table for this machine).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes.
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The text without its terminal colour codes (failure-digest.mjs reads the same output).
 * @param {string} text
 */
export const plain = (text) => text.replace(ANSI, '');

/**
 * @param {string} text
 * @param {RegExp} pattern with one group, the number
 * @returns {number | null} the last match's number
 */
const lastNumber = (text, pattern) => {
  const all = [...plain(text).matchAll(pattern)];
  const found = all[all.length - 1]?.[1];
  return found === undefined ? null : Number(found);
};

/**
 * Vitest's closing "Tests  1369 passed | 1 skipped (1370)".
 * @param {string} tail
 * @returns {string | null}
 */
export const vitestCount = (tail) => {
  const total = lastNumber(tail, /^\s*Tests\s+.*\((\d+)\)\s*$/gm);
  const files = lastNumber(tail, /^\s*Test Files\s+.*\((\d+)\)\s*$/gm);
  if (total === null) return null;
  return `${total.toLocaleString('en')} tests${files === null ? '' : ` in ${files} files`}`;
};

/**
 * The conformance suite's "318 passed, 0 failed" and "24 skipped".
 * @param {string} tail
 * @returns {string | null}
 */
export const conformanceCount = (tail) => {
  const passed = lastNumber(tail, /^(\d+) passed, \d+ failed\s*$/gm);
  const failed = lastNumber(tail, /^\d+ passed, (\d+) failed\s*$/gm);
  const skipped = lastNumber(tail, /^(\d+) skipped\s*$/gm);
  if (passed === null) return null;
  return `${passed + (failed ?? 0)} cases${skipped ? ` (+${skipped} skipped)` : ''}`;
};

/**
 * Playwright's "  141 passed (2.4m)" (and flaky, skipped), and the screens the every-screen sweep
 * reports ("every-screen sweep: 86 screens").
 * @param {string} tail
 * @returns {string | null}
 */
export const browserCount = (tail) => {
  const passed = lastNumber(tail, /^\s*(\d+) passed\b/gm);
  if (passed === null) return null;
  const flaky = lastNumber(tail, /^\s*(\d+) flaky\b/gm) ?? 0;
  const failed = lastNumber(tail, /^\s*(\d+) failed\b/gm) ?? 0;
  const screens = lastNumber(tail, /every-screen sweep: (\d+) screens/gm);
  const tests = passed + flaky + failed;
  return `${tests} tests${flaky ? ` (${flaky} flaky)` : ''}${screens === null ? '' : `, ${screens} screens`}`;
};
