/**
 * Registers the service worker (web/src/service-worker/sw.ts, built to /sw.js) through
 * workbox-window, in its own chunk, once the page has loaded: precaching never competes with the
 * page itself. The worker is told the page's language (for notifications opened with no page
 * open), and a new version is offered, never forced: `onUpdate` gets the function that swaps it in
 * and reloads, so no page runs half on the old app and half on the new.
 */
import type { Locale } from '@badal/contracts/core';
import { Workbox } from 'workbox-window';
import { LOCALE_MESSAGE } from '../../service-worker/reader-locale';

export const SERVICE_WORKER_URL = '/sw.js';

export const registerServiceWorker = async (locale: Locale, onUpdate: (apply: () => void) => void): Promise<void> => {
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: LOCALE_MESSAGE, locale });
};
