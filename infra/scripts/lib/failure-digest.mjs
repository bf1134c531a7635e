/**
 * What a failed step of `npm test` said about its failure, in a few lines: the summary ends the run
 * with it, so a reader of only the run's last lines (a CI page, a terminal scrolled to the bottom)
 * sees which test failed and why, not just the logs that were printed after it.
 */

import { plain } from './counts.mjs';

/**
 * Lines that name a failure: vitest's "FAIL file > test" and its error lines, Playwright's
 * numbered failures ("1) [chromium] › …") and error lines, the conformance suite's "✗ …", Biome's
 * "file:line:col rule ━━" and TypeScript's "file(line,col): error TS…".
 */
const FAILURE_LINE =
  /^\s*(FAIL\b|×|✗|\d+\) \[|(\w*Error|expected)\b.*:|Error:|\S+:\d+:\d+ \S+ ━|\S+\(\d+,\d+\): error TS\d+)/;

/** At most this many lines, each at most this long: a digest, not a second copy of the output. */
const MAX_LINES = 10;
const MAX_WIDTH = 240;

/**
 * @param {string} tail the end of the step's output
 * @returns {string[]} its failure lines, first ones first, without repeats
 */
export const failureDigest = (tail) => {
  const seen = new Set();
  /** @type {string[]} */
  const lines = [];
  for (const raw of plain(tail).split('\n')) {
    const line = raw
      .trim()
      .replace(/\s{2,}/g, ' ')
      .replace(/ ━+$/, '');
    if (!FAILURE_LINE.test(raw) || seen.has(line)) continue;
    seen.add(line);
    lines.push(line.length > MAX_WIDTH ? `${line.slice(0, MAX_WIDTH - 1)}…` : line);
    if (lines.length === MAX_LINES) break;
  }
  return lines;
};
