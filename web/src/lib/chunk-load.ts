/**
 * Loading the app's code-split chunks over a connection that may drop. A chunk asked for while the
 * browser is offline fails (its script, or a style sheet Vite loads before it); the lazy part that
 * asked (lazy.ts) waits until the browser is back online and asks again, instead of ending in the
 * error screen — a person who loses the network for a moment keeps the page they were on. (A page's
 * own chunk reloads the page first, lazy-page.ts, which the service worker answers offline.)
 */

/** True for the errors of a chunk that could not be fetched (its script or its style sheet). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|Unable to preload CSS/i.test(
    error.message,
  );

/**
 * Vite's loader skips a style sheet whose link is already in the page, loaded or not: the link of
 * one that failed goes, so that asking again fetches it.
 */
const forgetFailedStylesheet = (error: Error): void => {
  const href = /Unable to preload CSS for (\S+)/.exec(error.message)?.[1];
  if (href) for (const link of document.querySelectorAll(`link[href="${href}"]`)) link.remove();
};

/**
 * Runs `load`; when it fails for want of a connection while the browser says it is offline, waits
 * for the browser to be online again and runs it again (as often as that happens). Other failures,
 * and a chunk that fails while the browser says it is online, are the caller's.
 */
export const loadWhenOnline = async <T>(load: () => Promise<T>): Promise<T> => {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error) || globalThis.navigator?.onLine !== false) throw error;
      forgetFailedStylesheet(error as Error);
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    }
  }
};
