/**
 * The answers a server-rendered page was drawn with, inlined by the BFF next to the bootstrap as
 * [serialized SWR key, data] pairs. The app starts with them so hydration finds the same data.
 */
import { type Middleware, unstable_serialize } from 'swr';

export const PAGE_DATA_ELEMENT_ID = 'badal-page-data';

export const readPageData = (doc: Document = document): Record<string, unknown> | null => {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const entries: unknown = JSON.parse(text);
    if (!Array.isArray(entries)) return null;
    return Object.fromEntries(
      entries.filter((e): e is [string, unknown] => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string'),
    );
  } catch (error) {
    console.error('inlined page data is not JSON', error);
    return null;
  }
};

/** How long answers the server rendered the page with count as fresh: no refetch while hydrating. */
export const SERVER_DATA_FRESH_MS = 10_000;

/**
 * SWR middleware: a hook whose key came with the page does not fetch it again on mount while the
 * answer is fresh (SWR would otherwise revalidate every key at once, repeating the server's work).
 */
export const serverDataFresh = (
  pageData: Readonly<Record<string, unknown>>,
  now: () => number = Date.now,
): Middleware => {
  const until = now() + SERVER_DATA_FRESH_MS;
  return (useSWRNext) => (key, fetcher, config) => {
    let fresh = false;
    if (now() < until) {
      try {
        fresh = Object.hasOwn(pageData, unstable_serialize(key));
      } catch {
        fresh = false;
      }
    }
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
};
