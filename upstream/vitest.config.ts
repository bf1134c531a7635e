import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages' TypeScript source, never their built dist: in the jsdom environment and
  // in the node one, which vite resolves apart (ssr: vitest's conditions after ours). Without
  // the latter, node tests ran against whatever tsc -b had built last: stale after an edit, and
  // missing on a clean clone (so the tests could not start before the types step).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  // The same for the global setup, which vitest runs in an environment of its own.
  environments: { __vitest__: { resolve: { conditions: ['source', 'node', 'development|production'] } } },
  test: {
    name: 'upstream',
    include: ['src/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**'],
    // The seeded database templates are made once a run, before any worker starts (architecture §17).
    globalSetup: ['src/test/global-setup.ts'],
    // One process per worker for all files: PGlite's WASM is compiled once per process, not per
    // file, and the files of a worker share one API instance (testing.ts sharedTestUpstream).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
