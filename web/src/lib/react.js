/**
 * What `react` means in this app (the bundler's alias, build/preact-aliases.ts): Preact's
 * compatibility layer, with `useId` of our own (src/lib/use-id.ts: ids that match between the
 * server's markup and the browser's take-over). Decision 014. Plain JavaScript: TypeScript
 * refuses `export *` from compat's `export =` types, and the code is typed by @types/react.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';
export { useId } from './use-id';
