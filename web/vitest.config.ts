import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { appPlugins } from './app-plugins';
import { preactAliases } from './build/preact-aliases';

// Testing Library's package names its CommonJS build first, whose require() calls no alias reaches:
// its ES module build instead, which imports React's names like the app.
const testingLibraryModule = {
  find: /^@testing-library\/react$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
    'dist/@testing-library/react.esm.js',
  ),
};

// Same transforms as the app (Lingui macros, .po catalogs), jsdom, and the contracts' TypeScript source.
export default defineConfig({
  plugins: appPlugins({ macroFilesOnly: true }),
  // The workspace packages' TypeScript source, never their built dist: in the jsdom environment and
  // in the node one, which vite resolves apart (ssr: vitest's conditions after ours). Without
  // the latter, node tests ran against whatever tsc -b had built last: stale after an edit, and
  // missing on a clean clone (so the tests could not start before the types step).
  // React's names resolve to Preact's, as in the build: the tests render with what ships.
  resolve: { conditions: ['source'], alias: [...preactAliases, testingLibraryModule] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: ['**/dist/**', '**/node_modules/**', 'e2e/**'],
    // One worker per environment (jsdom, node) runs all of its files: a fresh worker for each file
    // loaded jsdom, React and Testing Library again and built a new window, which cost more than
    // the tests. Each file still starts fresh: fresh-modules.ts drops the app's modules (their
    // state and a file's `vi.mock`s) and setup.ts resets the document.
    isolate: false,
    // The jsdom worker allocates fast (React's development build, the DOM): a larger young
    // generation spares it many small collections (about 5 % less CPU measured, ~140 MiB more memory).
    execArgv: ['--max-semi-space-size=64'],
    // The libraries that import React's names (Testing Library, SWR, wouter, Lingui's React
    // bindings, react-hook-form) go through the bundler too, so the aliases reach their imports;
    // left to Node they would load the real React beside Preact.
    server: {
      deps: {
        inline: [
          /@testing-library[\\/]react/,
          /[\\/]swr[\\/]/,
          /[\\/]wouter[\\/]/,
          /@lingui[\\/]react/,
          /react-hook-form/,
          /@hookform/,
        ],
      },
    },
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
  },
});
