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
    name: 'bff',
    include: ['src/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**'],
    // The reference API's seeded database templates, made once a run before any worker starts.
    globalSetup: ['../upstream/src/test/global-setup.ts'],
    // One process per worker for all files: PGlite's WASM is compiled once, the imports are
    // evaluated once, and the files share the worker's API instance (harness.ts). Nothing in the
    // BFF keeps state at module level; every test builds its own app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
