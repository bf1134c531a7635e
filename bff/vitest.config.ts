import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**'],
    // The reference API's seeded database templates, made once a run before any worker starts.
    globalSetup: ['../upstream/src/test-global-setup.ts'],
    // One process per worker for all files: PGlite's WASM is compiled once, the imports are
    // evaluated once, and the files share the worker's API instance (harness.ts). Nothing in the
    // BFF keeps state at module level; every test builds its own app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
