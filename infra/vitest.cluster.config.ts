import { defineConfig } from 'vitest/config';

/**
 * The cluster test (`npm test`'s cluster step): built services, nginx, Redis and PostgreSQL on this
 * machine, so it runs on its own, after the build, not with the unit tests.
 */
export default defineConfig({
  // The packages' TypeScript source, as in the other projects (see upstream/vitest.config.ts).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['scripts/cluster.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
