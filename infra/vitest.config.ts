import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'infra',
    include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    // The cluster test needs the built services, nginx and Redis: vitest.cluster.config.ts runs it.
    exclude: ['**/dist/**', '**/node_modules/**', 'scripts/cluster.test.ts'],
  },
});
