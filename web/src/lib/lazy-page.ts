/**
 * Route-level code splitting. A page chunk that fails to load (usually: a new deploy removed the
 * old hashed file) reloads the page once; a second failure is a real error for the error layout.
 * Pages opened after the first one keep the loader up at least PAGE_LOADER_MIN_DELAY_MS (spec §9)
 * so a fast chunk does not make it flash.
 */
import { PAGE_LOADER_MIN_DELAY_MS } from '@badal/contracts';
import { type ComponentType, createElement, type LazyExoticComponent, useEffect, useState } from 'react';
import { isChunkLoadError } from './chunk-load';
import { lazy, PartsLoading, partsLoaded } from './lazy';

const RELOAD_FLAG = 'badal:chunk-reload';

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

/** Runs `load`; on a chunk error reloads once (returning a promise that never settles meanwhile). */
export const loadWithReload = async <T>(load: () => Promise<T>, env: ChunkReloadEnv): Promise<T> => {
  try {
    const loaded = await load();
    env.storage.removeItem(RELOAD_FLAG);
    return loaded;
  } catch (error) {
    if (isChunkLoadError(error) && !env.storage.getItem(RELOAD_FLAG)) {
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
let started: () => void = () => {};
const appStarted = new Promise<void>((resolve) => {
  started = resolve;
});

/** Called once the first page rendered: later page loads honour the loader's minimum time. */
export const markFirstPageShown = (): void => {
  if (!firstPageShown) performance.mark?.(APP_STARTED_MARK);
  firstPageShown = true;
  started();
  // For people and tests alike: from here on the page answers clicks (a server-rendered page is
  // on screen, but inert, until it has been hydrated).
  document.documentElement.setAttribute('data-app-ready', '');
};

/**
 * Loads code the app can take a page over without (the footer, below the fold) once it has: a
 * server-drawn page shows that part already, and its chunk does not compete with the start's for
 * a phone's bandwidth. The server renders it at once.
 */
export const afterAppStarted = <T>(load: () => Promise<T>): Promise<T> =>
  typeof window === 'undefined' ? load() : appStarted.then(load);

/**
 * Marks the first page shown once it has been drawn (or taken over) — placed after the page — and
 * the lazy parts inside it that were still loading then have their code (`parts`).
 */
export const FirstPageMarker = ({ parts }: { parts?: Set<Promise<void>> }) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is first drawn
  useEffect(() => {
    if (!parts) return markFirstPageShown();
    void partsLoaded(parts).then(markFirstPageShown);
  }, []);
  return null;
};

/**
 * A page with the marker after it. The marker belongs inside the page's own chunk: Preact draws
 * (and takes over) what follows a part that is still loading, so a marker beside the lazy page
 * would mark the start before the page is live.
 */
const markedWhenShown = (Page: ComponentType): ComponentType => {
  const Marked = () => {
    const [parts] = useState(() => new Set<Promise<void>>());
    return createElement(
      PartsLoading.Provider,
      { value: parts },
      createElement(Page),
      createElement(FirstPageMarker, { parts }),
    );
  };
  return Marked;
};

const browserEnv = (): ChunkReloadEnv => ({ storage: sessionStorage, reload: () => window.location.reload() });

/** `lazyPage(() => import('./x').then((m) => m.XPage))`: pages keep named exports. */
export const lazyPage = (load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> =>
  lazy('page', async () => {
    // The server renderer has its chunks on disk: nothing to wait for or reload.
    if (typeof window === 'undefined') return { default: markedWhenShown(await load()) };
    const minimum = firstPageShown ? wait(PAGE_LOADER_MIN_DELAY_MS) : Promise.resolve();
    const [component] = await Promise.all([loadWithReload(load, browserEnv()), minimum]);
    return { default: markedWhenShown(component) };
  });
