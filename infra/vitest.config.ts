import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages' TypeScript source, never their built dist: in the jsdom environment and
  // in the node one, which vite resolves apart (ssr: vitest's conditions after ours). Without
  // the latter, node tests ran against whatever tsc -b had built last: stale after an edit, and
  // missing on a clean clone (so the tests could not start before the types step).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
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
