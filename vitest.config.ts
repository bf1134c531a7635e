import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The suites' throw-away accounts hash at a test cost (decision 024); `npm test` sets the same.
process.env.PASSWORD_SCRYPT_COST ??= '1024';

// One vitest run covers every workspace; each package has its own project config.
export default defineConfig({
  test: {
    projects: ['contracts', 'upstream', 'bff', 'web', 'infra'].map((p) => `${p}/vitest.config.ts`),
    // A worker per core. Vitest's default leaves one core to the main process, which here only
    // collects results: on the 2-core machine that was one worker, and the run took 3 min 04 s
    // instead of 1 min 41 s (docs/benchmarks.md).
    maxWorkers: availableParallelism(),
  },
});
