import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'infra',
    include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    // The cluster test needs the built services, nginx and Redis: vitest.cluster.config.ts runs it.
    exclude: ['**/dist/**', '**/node_modules/**', 'scripts/cluster.test.ts'],
    // The files of a worker share one process (imports evaluated once): the tests keep no state
    // outside their files, and what they start (npm, stand-in services) runs in processes of its own.
    isolate: false,
  },
});
