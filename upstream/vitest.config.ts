import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'upstream',
    include: ['src/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**'],
    // The seeded database templates are made once a run, before any worker starts (DESIGN §17).
    globalSetup: ['src/test-global-setup.ts'],
    // One process per worker for all files: PGlite's WASM is compiled once per process, not per
    // file, and the files of a worker share one API instance (testing.ts sharedTestUpstream).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
