import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages' TypeScript source, never their built dist: in the jsdom environment and
  // in the node one, which vite resolves apart (ssr: vitest's conditions after ours). Without
  // the latter, node tests ran against whatever tsc -b had built last: stale after an edit, and
  // missing on a clean clone (so the tests could not start before the types step).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**'],
    // Pure functions and schemas, no mocks and no module state a file could leave behind: the
    // files share their worker's modules instead of loading zod and the call table once each.
    isolate: false,
  },
});
