import { describe, expect, it } from 'vitest';
import { formatResult, summarize, summaryLines } from './report.js';
import type { CheckResult } from './types.js';

const results: CheckResult[] = [
  { call: 'login', check: 'sign in', ok: true, detail: '200, body matches the response schema' },
  { call: 'self', check: 'without a token → 401', ok: false, detail: 'expected 401, got 200' },
  { call: 'changeStatus', check: 'disable', ok: true, skipped: true, detail: 'needs an outbox' },
];

describe('report', () => {
  it('prints one line per check with ✓, ✗ or – and the detail', () => {
    expect(results.map(formatResult)).toEqual([
      '✓ login · sign in — 200, body matches the response schema',
      '✗ self · without a token → 401 — expected 401, got 200',
      '– changeStatus · disable — skipped: needs an outbox',
    ]);
  });

  it('counts skipped checks as neither passed nor failed', () => {
    expect(summarize(results)).toEqual({ passed: 1, failed: 1, skipped: 1 });
  });

  it('ends with exactly `N passed, N failed`', () => {
    expect(summaryLines({ passed: 3, failed: 0, skipped: 0 })).toEqual(['3 passed, 0 failed']);
    const lines = summaryLines({ passed: 40, failed: 2, skipped: 5 });
    expect(lines.at(-1)).toBe('40 passed, 2 failed');
    expect(lines).toContain('5 skipped');
  });
});
