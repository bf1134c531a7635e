/// <reference lib="webworker" />
/**
 * Badal's service worker (built by vite-plugin-pwa's injectManifest from this file, served as
 * /sw.js). It precaches the app's static files, serves pages network-first and keeps visitors'
 * pages for reading offline (./kept-pages.ts), answers the offline page in the page's language when
 * a page can be neither fetched nor found, and shows and opens pushed notifications. A new version
 * waits until the page's reload prompt says go (SKIP_WAITING), so no page runs half old, half new.
 */

import { callPaths } from 'virtual:badal/call-paths';
import type { Locale, Notification, ProductCard } from '@badal/contracts';
import { fillPath } from '@badal/contracts/core';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { notificationTag } from '../lib/push/notification-tag';
import { clickTarget } from './click-target';
import { keepsPage, localeOfPath, NOT_PAGES } from './kept-pages';
import { offlinePageOf } from './offline-page';
import { notificationOfPush } from './push-message';
import { LOCALE_MESSAGE, readerLocale, saveReaderLocale } from './reader-locale';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit is looked after at once, not from the next one on.
clientsClaim();

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'badal-pages',
      plugins: [{ cacheWillUpdate: async ({ response }) => (keepsPage(response) ? response : null) }],
    }),
    { denylist: [NOT_PAGES] },
  ),
);

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const locale = localeOfPath(new URL(request.url).pathname, await readerLocale());
  return (await matchPrecache(offlinePageOf(locale))) ?? Response.error();
});

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; locale?: Locale } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === LOCALE_MESSAGE && message.locale) event.waitUntil(saveReaderLocale(message.locale));
});

const badalWindows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

/**
 * A notification pushed to this device. An open Badal tab in view shows it itself, live over its
 * socket (a toast, or nothing on a chat page: §4), so the system notification is only for a
 * closed or hidden app.
 */
const showPushed = async (n: Notification) => {
  if ((await badalWindows()).some((w) => w.visibilityState === 'visible')) return;
  await self.registration.showNotification(n.title, {
    body: n.body,
    tag: notificationTag(n),
    dir: 'auto',
    lang: await readerLocale(),
    icon: '/icons/icon-192.png',
    data: n,
  });
};

self.addEventListener('push', (event) => {
  const n = notificationOfPush(event.data?.json());
  if (n) event.waitUntil(showPushed(n));
});

const productMini = async (slug: string) => {
  const res = await fetch(`/api${fillPath(callPaths.productMini.path, { slug })}`, {
    headers: { 'x-badal-locale': 'en' },
  });
  return res.ok ? ((await res.json()) as Pick<ProductCard, 'slug' | 'categories'>) : null;
};

/** A click opens the notification's page (§4), in a Badal tab if one is open, else in a new one. */
const openClicked = async (n: Notification) => {
  const url = await clickTarget(n, await readerLocale(), productMini).catch(() => null);
  const windows = await badalWindows();
  const tab = windows.find((w) => w.focused) ?? windows[0];
  if (!url) {
    await tab?.focus();
    return;
  }
  if (!tab) {
    await self.clients.openWindow(url);
    return;
  }
  const shown = (await tab.navigate(url)) ?? tab;
  await shown.focus().catch(() => undefined);
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Started before waitUntil: the work goes on even when waitUntil is refused.
  const opening = openClicked(event.notification.data as Notification);
  event.waitUntil(opening);
});
