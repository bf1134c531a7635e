import { describe, expect, it } from 'vitest';
import { countLine, exitCodeOf, formatDuration, formatSummary } from './summary.mjs';

describe('summary', () => {
  const results = [
    { name: 'lint', state: 'passed', ms: 2300 },
    { name: 'types', state: 'passed', ms: 61_000 },
    { name: 'unit', state: 'failed', ms: 900, note: 'exit code 1' },
    { name: 'web build', state: 'not run' },
    { name: 'browser', state: 'skipped', note: '--skip-e2e' },
  ] as const;

  it('counts passed and failed steps only', () => {
    expect(countLine(results)).toBe('2 passed, 1 failed');
    expect(countLine([])).toBe('0 passed, 0 failed');
  });

  it('ends with the plain count line', () => {
    const text = formatSummary(results);
    expect(text.split('\n').at(-1)).toBe('2 passed, 1 failed');
    expect(text).toContain('FAIL  unit');
    expect(text).toContain('(exit code 1)');
    expect(text).toContain('skip  browser');
  });

  it('says what each step checked, and the whole run with its CPU time', () => {
    const text = formatSummary(
      [
        { name: 'unit', state: 'passed', ms: 90_000, count: '1,370 tests in 201 files' },
        { name: 'conformance', state: 'passed', ms: 3_000, count: '318 cases' },
      ],
      { wallMs: 300_000, cpuMs: 480_000 },
    );
    expect(text).toMatch(/unit\s+1 min 30 s {2}1,370 tests in 201 files/);
    expect(text).toContain('318 cases');
    expect(text).toContain('whole run 5 min 00 s, CPU 8 min 00 s');
    expect(text.split('\n').at(-1)).toBe('2 passed, 0 failed');
  });

  it('fails the run on any failure or when nothing passed', () => {
    expect(exitCodeOf(results)).toBe(1);
    expect(exitCodeOf([{ name: 'lint', state: 'passed' }])).toBe(0);
    expect(exitCodeOf([{ name: 'e2e', state: 'skipped' }])).toBe(1);
  });

  it('formats durations for people', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
  });
});
