import { describe, expect, it } from 'vitest';
import { compare, markdownTable, medianRun, percentile, summarise } from './stats.mjs';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 99)).toBe(10);
    expect(percentile(sorted, 100)).toBe(10);
    expect(percentile([0.25], 50)).toBe(0.25);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile(sorted, 0)).toThrow(RangeError);
  });
});

describe('summarise', () => {
  it('keeps sub-millisecond precision and counts rate over the measured time', () => {
    const r = summarise({ latencies: [0.31, 0.12, 0.2, 0.45], seconds: 2, failures: 1 });
    expect(r).toMatchObject({ requests: 4, rps: 2, p50: 0.2, p99: 0.45, failures: 1 });
    expect(r.mean).toBeCloseTo(0.27, 10);
  });
});

describe('medianRun', () => {
  it('picks the run with the median rate, latencies and all', () => {
    const run = (rps: number, p50: number) => ({ requests: 0, seconds: 1, rps, p50, p99: 0, mean: 0, failures: 0 });
    expect(medianRun([run(300, 3), run(100, 1), run(200, 2)])).toEqual(run(200, 2));
    expect(medianRun([run(100, 1), run(200, 2)])).toEqual(run(100, 1));
    expect(() => medianRun([])).toThrow();
  });
});

describe('compare', () => {
  const result = (rps: number, p50: number) => ({
    requests: 1,
    seconds: 1,
    rps,
    p50,
    p99: p50,
    mean: p50,
    failures: 0,
  });

  it('computes the ratio and the added median against the targets', () => {
    const c = compare({
      direct1: result(8000, 0.1),
      bff1: result(5000, 0.25),
      bare10: result(4000, 2),
      bff10: result(4800, 1.8),
    });
    expect(c.rpsRatio).toBeCloseTo(1.2, 10);
    expect(c.addedP50Ms).toBeCloseTo(0.15, 10);
    expect(c).toMatchObject({ rpsTargetMet: true, latencyTargetMet: true });
    const slow = compare({
      direct1: result(8000, 0.1),
      bff1: result(2000, 0.5),
      bare10: result(4000, 2),
      bff10: result(4000, 2),
    });
    expect(slow).toMatchObject({ rpsTargetMet: false, latencyTargetMet: false });
  });

  it('renders a Markdown table', () => {
    const table = markdownTable([{ path: 'direct', connections: 1, result: result(7583.4, 0.0523) }]);
    expect(table.split('\n')).toEqual([
      '| path | connections | requests/s | p50 ms | p99 ms | mean ms | failed |',
      '|---|---:|---:|---:|---:|---:|---:|',
      '| direct | 1 | 7583 | 0.052 | 0.052 | 0.052 | 0 |',
    ]);
  });
});
