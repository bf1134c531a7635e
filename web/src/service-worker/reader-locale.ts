/**
 * The language the app last showed in this browser, kept by the service worker: a pushed
 * notification arrives with no page open, and its click must open the page in that language.
 * Each page tells the worker its language when it starts (lib/pwa/service-worker.ts).
 */
import { isLocale, type Locale } from '@badal/contracts/core';

const CACHE = 'badal-reader';
const KEY = '/reader-locale';

export const LOCALE_MESSAGE = 'badal:locale';

export const saveReaderLocale = async (locale: Locale): Promise<void> => {
  const cache = await caches.open(CACHE);
  await cache.put(KEY, new Response(locale));
};

export const readerLocale = async (): Promise<Locale> => {
  const saved = await (await caches.open(CACHE)).match(KEY);
  const locale = saved ? await saved.text() : null;
  return isLocale(locale) ? locale : 'en';
};
