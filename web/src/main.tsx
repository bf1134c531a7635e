/**
 * Start-up: pick the language, read the inlined start-up data, load that language's catalog
 * (its own chunk), then render. No API round trip happens before the first paint when the BFF
 * served the page. A page the BFF rendered on the server (public pages) is hydrated with the data
 * it was drawn with, once its chunk is in; anything else is rendered here.
 */
// Base styles first: component sheets that come with the app must be able to override them.
import './styles/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/router/pages';
import { loadBootstrap } from './lib/bootstrap';
import { stopKeepingEarlyTaps } from './lib/early-tap';
import { activateLocale } from './lib/i18n';
import { applyDocumentLocale, detectLocale, directionOf, localeBase } from './lib/locale';
import { readPageData, serverDataFresh } from './lib/page-data';

const start = async () => {
  const { pathname } = window.location;
  const hinted = detectLocale({ pathname, serverLocale: document.documentElement.lang, cookies: document.cookie });
  const bootstrap = await loadBootstrap(hinted);
  // The URL prefix beats everything; otherwise the BFF's choice for this request stands.
  const locale = detectLocale({ pathname, serverLocale: bootstrap.locale, cookies: document.cookie });
  applyDocumentLocale(locale);
  const started = { ...bootstrap, locale, direction: directionOf(locale) };
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const pageData = root.hasAttribute('data-server-rendered') ? readPageData() : null;
  // The page's chunk (and data, unless inlined) travel while the language catalog does.
  const pageReady = preloadFirstPage(pathname, started, { withData: !pageData });
  const i18n = await activateLocale(locale);
  const app = (
    <App
      i18n={i18n}
      bootstrap={started}
      base={localeBase(pathname)}
      {...(pageData ? { pageData, swrMiddleware: [serverDataFresh(pageData)] } : {})}
    />
  );
  if (pageData) {
    // The page's chunk first, so the page is taken over in one go (Preact keeps the markup of a
    // lazy part until its code is in, then takes it over: src/lib/lazy.ts).
    await pageReady;
    // From here the app answers clicks on the page itself; a tap kept before is replayed by the
    // control it was on (src/lib/early-tap.ts).
    stopKeepingEarlyTaps();
    hydrateRoot(root, app);
    return;
  }
  stopKeepingEarlyTaps();
  createRoot(root).render(app);
};

void start();
