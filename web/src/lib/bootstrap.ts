/**
 * Start-up data (session, self user, category tree, unread count, locale). The BFF inlines it into
 * index.html so the first render needs no API round trip; `vite dev` has no inlined copy, so the
 * app then asks GET /bff/bootstrap once.
 */
import { type Bootstrap, bootstrapSchema, type Locale, localeDirection } from '@badal/contracts';
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
  },
});

export const readInlineBootstrap = (doc: Document = document): Bootstrap | null => {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = bootstrapSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.error('inlined bootstrap does not match the contract', parsed.error.issues);
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
