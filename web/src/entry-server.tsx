/**
 * Server rendering, run by the BFF for the pages anyone may see. The page is rendered with the
 * same components, catalogs and SWR hooks as in the browser; the data the page asks for is
 * fetched through the BFF itself (a transport the BFF hands in, with the reader's cookie) and
 * sent along with the HTML, so the browser hydrates what it already shows without asking again.
 *
 * A page asks for its data while it renders, and some data depends on other data (a product's
 * related listings need the product), so rendering runs in passes: each pass records the keys it
 * missed, they are fetched together, and the next pass renders with them — at most MAX_PASSES.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Bootstrap, type Locale, matchAppRoute } from '@badal/contracts';
import { setupI18n } from '@lingui/core';
import { renderToStringAsync } from 'preact-render-to-string';
import { type Middleware, unstable_serialize } from 'swr';
import { App } from './app/app';
import { serverRenderedPages } from './app/router/server-pages';
import { setTransportResolver, type Transport } from './lib/api-client';
import { BOOTSTRAP_KEY } from './lib/bootstrap';
import { activateIn, loadSectionCatalog } from './lib/i18n';
import { serverCodeLoads } from './lib/lazy';
import { localeBase } from './lib/locale';
import { RENDERED_AT_KEY } from './lib/use-now';

export type { Transport };

export interface RenderInput {
  /** Path and query of the page, locale prefix included. */
  url: string;
  locale: Locale;
  bootstrap: Bootstrap;
  /** Sends one of the page's requests to the BFF on behalf of the reader. */
  transport: Transport;
  /** Gives up waiting for data this long after the call, over all passes; the page is then rendered with what arrived. */
  dataTimeoutMs?: number;
}

export interface RenderResult {
  /** The markup inside #root. */
  html: string;
  /** The answers the markup was rendered with, as [serialized SWR key, data], and the instant it was drawn at. */
  data: [string, unknown][];
  /** Source modules of the page (keys of the client build's manifest) whose styles and code it needs. */
  modules: string[];
}

const MAX_PASSES = 3;

const requestTransport = new AsyncLocalStorage<Transport>();
setTransportResolver(() => requestTransport.getStore());

/** Only pages anyone may open are rendered on the server; the rest stay the browser's work. */
export const rendersOnServer = (pathname: string): boolean => {
  const match = matchAppRoute(pathname);
  return !!match && match.route.access === 'public' && Object.hasOwn(serverRenderedPages, match.route.id);
};

const i18nFor = async (locale: Locale) => {
  const i18n = setupI18n();
  await activateIn(i18n, locale);
  await Promise.all((['members', 'ads', 'realtime'] as const).map((section) => loadSectionCatalog(section, i18n)));
  return i18n;
};

type Wanted = Map<string, () => Promise<unknown>>;

/** Notes every key a render asks for that has no data yet, with the way to fetch it. */
const recorder =
  (known: ReadonlyMap<string, unknown>, wanted: Wanted): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    let resolved: unknown = key;
    try {
      resolved = typeof key === 'function' ? key() : key;
    } catch {
      resolved = null;
    }
    // A hook with data of its own (the bootstrap's category tree, say) needs no fetch here.
    const hasOwnData = config?.fallbackData !== undefined;
    if (resolved !== null && resolved !== undefined && resolved !== false && fetcher && !hasOwnData) {
      const serialized = unstable_serialize(resolved);
      const args = Array.isArray(resolved) ? resolved : [resolved];
      if (!known.has(serialized) && !wanted.has(serialized))
        wanted.set(serialized, () => Promise.resolve((fetcher as (...a: unknown[]) => unknown)(...args)));
    }
    return useSWRNext(key, fetcher, config);
  };

const withTimeout = <T,>(work: Promise<T>, ms: number): Promise<T | undefined> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });

export const render = async ({ url, locale, bootstrap, transport, dataTimeoutMs = 2_000 }: RenderInput) => {
  const i18n = await i18nFor(locale);
  const pathname = new URL(url, 'http://localhost').pathname;
  const match = matchAppRoute(pathname);
  // The start-up data travels on its own (the providers seed it): never fetched again here. The
  // instant the page is drawn at travels with its data, so the browser hydrates at the same time.
  const known = new Map<string, unknown>([
    [BOOTSTRAP_KEY, bootstrap],
    [RENDERED_AT_KEY, Date.now()],
  ]);
  const failed = new Set<string>();

  const renderPass = async (wanted: Wanted): Promise<string> => {
    // Preact's renderer waits for every lazy page and part, and wraps each part that waited in
    // `<!--$s-->…<!--/$s-->`: the browser's hydration keeps that range as drawn until the part's
    // code is in, then takes it over (decision 014). One string: nothing is revealed by inline
    // scripts, which the Content-Security-Policy would refuse.
    return renderToStringAsync(
      <App
        i18n={i18n}
        bootstrap={bootstrap}
        base={localeBase(pathname)}
        serverUrl={{ path: pathname, search: url.includes('?') ? url.slice(url.indexOf('?') + 1) : '' }}
        cache={new Map()}
        pageData={Object.fromEntries(known)}
        swrMiddleware={[recorder(known, wanted)]}
      />,
    );
  };

  // One budget for all passes: a page whose data comes in two rounds waits no longer in all.
  const deadline = Date.now() + dataTimeoutMs;
  return requestTransport.run(transport, async (): Promise<RenderResult> => {
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const wanted: Wanted = new Map();
      const codeLoadsBefore = serverCodeLoads();
      html = await renderPass(wanted);
      // A pass that waited for a part's code drew the parts around it twice (their ids too): the
      // code is in now, the next pass is drawn in one go (src/lib/lazy.ts).
      const waitedForCode = serverCodeLoads() !== codeLoadsBefore;
      for (const key of failed) wanted.delete(key);
      if ((wanted.size === 0 && !waitedForCode) || pass === MAX_PASSES - 1 || Date.now() >= deadline) break;
      // A failed answer (a missing product, say) is left to the browser, which shows it as usual.
      await withTimeout(
        Promise.all(
          [...wanted].map(async ([key, fetch]) => {
            try {
              known.set(key, await fetch());
            } catch {
              failed.add(key);
            }
          }),
        ),
        deadline - Date.now(),
      );
      for (const key of wanted.keys()) if (!known.has(key)) failed.add(key);
    }
    const page = match ? serverRenderedPages[match.route.id] : undefined;
    known.delete(BOOTSTRAP_KEY);
    // The page's language catalog is the first thing the app loads after its entry: named here, it
    // travels with the entry instead of after it (as do the members' strings for a member's page).
    const catalogs = [
      `src/locales/${locale}/catalog.ts`,
      ...(bootstrap.session ? [`src/locales/${locale}/members.po`] : []),
    ];
    return { html, data: [...known], modules: [...(page ? [page] : []), ...catalogs] };
  });
};
