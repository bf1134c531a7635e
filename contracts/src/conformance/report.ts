/** How results read on a terminal: one line per check, then the totals. */
import type { CheckResult } from './types.js';

export const formatResult = (r: CheckResult): string => {
  const mark = r.skipped ? '–' : r.ok ? '✓' : '✗';
  const detail = r.skipped ? `skipped: ${r.detail}` : r.detail;
  return `${mark} ${r.call} · ${r.check}${detail ? ` — ${detail}` : ''}`;
};

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
}

export const summarize = (results: readonly CheckResult[]): Summary => ({
  passed: results.filter((r) => r.ok && !r.skipped).length,
  failed: results.filter((r) => !r.ok).length,
  skipped: results.filter((r) => r.skipped).length,
});

/** The report's last lines: skipped checks (when any), then exactly `N passed, N failed`. */
export const summaryLines = (s: Summary): string[] => [
  ...(s.skipped ? [`${s.skipped} skipped`] : []),
  `${s.passed} passed, ${s.failed} failed`,
];
