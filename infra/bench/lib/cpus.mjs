/**
 * CPU pinning for the benchmark. Every path gets the same placement: the upstream stub on one
 * set of CPUs, the server under test (bare proxy or BFF) on another (the same one on small
 * machines), the load generator on its own, so the paths differ only in the code they run.
 */

/**
 * @typedef {object} CpuPlan
 * @property {string | null} stub CPU list for taskset -c, or null when not pinning
 * @property {string | null} proxy
 * @property {string | null} load
 * @property {string} note how the placement was chosen, for the report
 */

/**
 * @param {{ cpuCount: number, hasTaskset: boolean, env?: Record<string, string | undefined> }} options
 * @returns {CpuPlan}
 */
export const planCpus = ({ cpuCount, hasTaskset, env = {} }) => {
  if (!hasTaskset) return { stub: null, proxy: null, load: null, note: 'not pinned: taskset is not installed' };
  if (env.BENCH_STUB_CPUS || env.BENCH_PROXY_CPUS || env.BENCH_LOAD_CPUS) {
    const stub = env.BENCH_STUB_CPUS || '0';
    const proxy = env.BENCH_PROXY_CPUS || stub;
    const load = env.BENCH_LOAD_CPUS || (cpuCount > 1 ? String(cpuCount - 1) : '0');
    return { stub, proxy, load, note: 'pinned as BENCH_*_CPUS say' };
  }
  if (cpuCount >= 4) return { stub: '0', proxy: '1', load: '2', note: 'stub on CPU 0, server on CPU 1, load on CPU 2' };
  if (cpuCount >= 2) return { stub: '0', proxy: '0', load: '1', note: 'stub and server on CPU 0, load on CPU 1' };
  return { stub: '0', proxy: '0', load: '0', note: 'one CPU: everything shares it, figures are rough' };
};

/**
 * The command line that runs `args` (a node invocation) on `cpus`.
 * @param {string | null} cpus
 * @param {readonly string[]} args
 * @returns {{ command: string, args: string[] }}
 */
export const pinned = (cpus, args) => {
  const [command, ...rest] = args;
  if (command === undefined) throw new Error('nothing to run');
  return cpus === null ? { command, args: rest } : { command: 'taskset', args: ['-c', cpus, command, ...rest] };
};
