/**
 * Start-up data (session, self user, category tree, unread count, locale). The BFF inlines it into
 * index.html so the first render needs no API round trip; `vite dev` has no inlined copy, so the
 * app then asks GET /bff/bootstrap once.
 */
import { type Bootstrap, type Locale, localeDirection } from '@badal/contracts';
import useSWR from 'swr';
import { callBff } from './api-client';

export const BOOTSTRAP_KEY = 'bff.bootstrap';
export const BOOTSTRAP_ELEMENT_ID = 'badal-bootstrap';

export const visitorBootstrap = (locale: Locale): Bootstrap => ({
  locale,
  direction: localeDirection[locale],
  session: null,
  self: null,
  categories: null,
  unreadCount: null,
  // Used only before the BFF answered (e.g. `vite dev`); the BFF's configured values replace them.
  settings: {
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: '© OpenStreetMap contributors',
    webPush: null,
  },
});

/**
 * The parts the first render relies on, checked by hand (the start-up chunk carries no schemas);
 * development builds compare the whole copy with the contract as well.
 */
const looksLikeBootstrap = (value: unknown): value is Bootstrap => {
  if (!value || typeof value !== 'object') return false;
  const b = value as Record<string, unknown>;
  const settings = b.settings as Record<string, unknown> | null | undefined;
  return (
    (b.locale === 'en' || b.locale === 'ar') &&
    (b.direction === 'ltr' || b.direction === 'rtl') &&
    (b.session === null || typeof b.session === 'object') &&
    (b.self === null || typeof b.self === 'object') &&
    (b.categories === null || Array.isArray(b.categories)) &&
    (b.unreadCount === null || typeof b.unreadCount === 'number') &&
    !!settings &&
    typeof settings.mapTileUrl === 'string' &&
    typeof settings.mapAttribution === 'string'
  );
};

export const readInlineBootstrap = (doc: Document = document): Bootstrap | null => {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (looksLikeBootstrap(value)) {
      if (import.meta.env.DEV)
        void import('./call-checks').then(({ checkResponse }) => checkResponse('bff', 'bootstrap', value));
      return value;
    }
    console.error('inlined bootstrap does not match the contract', value);
  } catch (error) {
    console.error('inlined bootstrap is not JSON', error);
  }
  return null;
};

export const fetchBootstrap = (): Promise<Bootstrap> => callBff('bootstrap', {});

/** Inlined data, else one fetch; a failure is logged only (spec §8) and the app starts as a visitor. */
export const loadBootstrap = async (fallbackLocale: Locale, doc: Document = document): Promise<Bootstrap> => {
  const inline = readInlineBootstrap(doc);
  if (inline) return inline;
  try {
    return await fetchBootstrap();
  } catch (error) {
    console.error('start-up data could not be fetched', error);
    return visitorBootstrap(fallbackLocale);
  }
};

/** The current start-up data; always present because the providers seed SWR with it. */
export const useBootstrap = (): Bootstrap => {
  const { data } = useSWR(BOOTSTRAP_KEY, fetchBootstrap, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
  if (!data) throw new Error('bootstrap data missing: render inside <AppProviders>');
  return data;
};
