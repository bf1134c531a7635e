/** Command-line options of `npm run bench -- proxy`. */

export const PATHS = /** @type {const} */ (['direct', 'bare', 'bff']);
/** @typedef {(typeof PATHS)[number]} BenchPath */

export const PROXY_USAGE = `Usage: npm run bench -- proxy [options]

Measures GET /api/users/self (a) straight to a stub API, (b) through a bare @fastify/http-proxy,
(c) through the BFF with a signed-in session, each pinned to the same CPUs.

  --seconds N       measured seconds per run (default 10)
  --warmup N        warm-up seconds per path before measuring (default 3)
  --connections L   comma-separated connection counts (default 1,10)
  --paths L         comma-separated subset of direct,bare,bff (default all)
  --rounds N        rounds of all paths, taken in turn; each figure is the median of its
                    rounds, which steadies the result on a shared or noisy machine (default 3)
  --json FILE       also write the raw results as JSON

Environment: BENCH_STUB_CPUS, BENCH_PROXY_CPUS, BENCH_LOAD_CPUS override the CPU placement.`;

/**
 * @typedef {object} ProxyBenchOptions
 * @property {number} seconds
 * @property {number} warmup
 * @property {number[]} connections
 * @property {BenchPath[]} paths
 * @property {number} rounds
 * @property {string | undefined} json
 * @property {boolean} help
 */

/**
 * @param {string} name
 * @param {string | undefined} value
 * @param {number} min
 * @returns {number}
 */
const positiveInt = (name, value, min) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} needs a whole number of at least ${min}, got "${value}"`);
  return n;
};

/**
 * @param {readonly string[]} argv
 * @returns {ProxyBenchOptions}
 */
export const parseProxyArgs = (argv) => {
  /** @type {ProxyBenchOptions} */
  const options = {
    seconds: 10,
    warmup: 3,
    connections: [1, 10],
    paths: [...PATHS],
    rounds: 3,
    json: undefined,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = /** @type {string} */ (argv[i]);
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--seconds') options.seconds = positiveInt(arg, value(), 1);
    else if (arg === '--warmup') options.warmup = positiveInt(arg, value(), 0);
    else if (arg === '--connections')
      options.connections = value()
        .split(',')
        .map((c) => positiveInt(arg, c, 1));
    else if (arg === '--rounds') options.rounds = positiveInt(arg, value(), 1);
    else if (arg === '--json') options.json = value();
    else if (arg === '--paths') {
      const paths = value().split(',');
      for (const p of paths) {
        if (!PATHS.includes(/** @type {BenchPath} */ (p)))
          throw new Error(`unknown path "${p}": use ${PATHS.join(',')}`);
      }
      options.paths = /** @type {BenchPath[]} */ (paths);
    } else throw new Error(`unknown option "${arg}"\n\n${PROXY_USAGE}`);
  }
  return options;
};

/**
 * The value after `--name` in argv, else `fallback` (the simple flags of the smaller benchmarks).
 * @param {readonly string[]} argv
 * @param {string} name
 * @param {string} fallback
 */
export const optionValue = (argv, name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (argv[i + 1] ?? fallback);
};
