import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'upstream',
    include: ['src/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**'],
    // Each file starts its own database (PGlite in WASM or a fresh PostgreSQL database); on a busy
    // two-core machine the first PGlite start can take several seconds.
    // One process per worker for all files: PGlite's WASM is compiled once per process, not per file.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
