/**
 * Route-level code splitting. A page chunk that fails to load (usually: a new deploy removed the
 * old hashed file) reloads the page once; a second failure is a real error for the error layout.
 * Offline, reloading would trade the app for the browser's own error page: the error layout says
 * 'check your connection' instead and reloads when the connection is back (app/app.tsx).
 * Pages opened after the first one keep the loader up at least PAGE_LOADER_MIN_DELAY_MS (spec §9)
 * so a fast chunk does not make it flash.
 */
import { PAGE_LOADER_MIN_DELAY_MS } from '@badal/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const RELOAD_FLAG = 'badal:chunk-reload';

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|ChunkLoadError/i.test(
    error.message,
  );

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  /** What the browser says about the network (navigator.onLine). */
  online: () => boolean;
}

/** Runs `load`; on a chunk error reloads once (returning a promise that never settles meanwhile). */
export const loadWithReload = async <T>(load: () => Promise<T>, env: ChunkReloadEnv): Promise<T> => {
  try {
    const loaded = await load();
    env.storage.removeItem(RELOAD_FLAG);
    return loaded;
  } catch (error) {
    if (isChunkLoadError(error) && env.online() && !env.storage.getItem(RELOAD_FLAG)) {
      env.storage.setItem(RELOAD_FLAG, '1');
      env.reload();
      return new Promise<T>(() => {});
    }
    throw error;
  }
};

/** The performance mark of the moment the app has taken the first page over (measured in infra/bench). */
export const APP_STARTED_MARK = 'badal:app-started';

let firstPageShown = false;
/** Called once the first page rendered: later page loads honour the loader's minimum time. */
export const markFirstPageShown = (): void => {
  if (!firstPageShown) performance.mark?.(APP_STARTED_MARK);
  firstPageShown = true;
  // For people and tests alike: from here on the page answers clicks (a server-rendered page is
  // on screen, but inert, until it has been hydrated).
  document.documentElement.setAttribute('data-app-ready', '');
};

const browserEnv = (): ChunkReloadEnv => ({
  storage: sessionStorage,
  reload: () => window.location.reload(),
  online: () => navigator.onLine,
});

/** `lazyPage(() => import('./x').then((m) => m.XPage))`: pages keep named exports. */
export const lazyPage = (load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> =>
  lazy(async () => {
    // The server renderer has its chunks on disk: nothing to wait for or reload.
    if (typeof window === 'undefined') return { default: await load() };
    const minimum = firstPageShown ? wait(PAGE_LOADER_MIN_DELAY_MS) : Promise.resolve();
    const [component] = await Promise.all([loadWithReload(load, browserEnv()), minimum]);
    return { default: component };
  });
