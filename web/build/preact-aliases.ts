/**
 * The app runs on Preact (docs/decisions/014-preact.md): the source, and every library it uses
 * (SWR, wouter, Lingui, react-hook-form, Testing Library), keep importing React's names, and the
 * bundler — the build, the server bundle and the unit tests alike — points those names at
 * `preact/compat`. Plain aliases rather than @preact/preset-vite: the same list serves Vite and
 * Vitest, and the preset's extras (a Babel pass over every file, its prerender, devtools) are not
 * needed. Exact names only (anchored patterns), so `react-hook-form` or `@lingui/react` stay theirs.
 */
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const exact = (name: string, replacement: string): Alias => ({
  find: new RegExp(`^${name.replace(/[/.]/g, (c) => `\\${c}`)}$`),
  replacement,
});

export const preactAliases: Alias[] = [
  // preact/compat, with a useId whose ids match between the server's markup and the browser.
  exact('react', fileURLToPath(new URL('../src/lib/react.js', import.meta.url))),
  exact('react-dom', 'preact/compat'),
  exact('react-dom/client', 'preact/compat/client'),
  exact('react-dom/server', 'preact/compat/server'),
  exact('react-dom/test-utils', 'preact/test-utils'),
  exact('react/jsx-runtime', 'preact/compat/jsx-runtime'),
  exact('react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'),
  // SWR still imports the shim for Reacts before 18: the hook is built in (here: preact/compat's).
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('../src/lib/use-sync-external-store-shim.ts', import.meta.url)),
  },
];
