/**
 * `use-sync-external-store/shim` for libraries that still import it (SWR): React 18+ has the hook
 * built in, so the shim's fallback code for older Reacts need not ship (the bundler points the
 * shim's name here).
 */
export { useSyncExternalStore } from 'react';
