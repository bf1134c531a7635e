import { describe, expect, it } from 'vitest';
import { pinned, planCpus } from './cpus.mjs';

describe('planCpus', () => {
  it('gives the load generator its own CPU on a two-core machine', () => {
    expect(planCpus({ cpuCount: 2, hasTaskset: true })).toMatchObject({ stub: '0', proxy: '0', load: '1' });
  });

  it('separates stub, server and load from four cores', () => {
    expect(planCpus({ cpuCount: 8, hasTaskset: true })).toMatchObject({ stub: '0', proxy: '1', load: '2' });
  });

  it('does not pin without taskset, and follows BENCH_*_CPUS', () => {
    expect(planCpus({ cpuCount: 8, hasTaskset: false })).toMatchObject({ stub: null, proxy: null, load: null });
    expect(
      planCpus({ cpuCount: 8, hasTaskset: true, env: { BENCH_STUB_CPUS: '2', BENCH_LOAD_CPUS: '4-5' } }),
    ).toMatchObject({ stub: '2', proxy: '2', load: '4-5' });
  });
});

describe('pinned', () => {
  it('wraps a command in taskset only when pinning', () => {
    expect(pinned('1', ['node', 'x.mjs'])).toEqual({ command: 'taskset', args: ['-c', '1', 'node', 'x.mjs'] });
    expect(pinned(null, ['node', 'x.mjs'])).toEqual({ command: 'node', args: ['x.mjs'] });
    expect(() => pinned('0', [])).toThrow();
  });
});
