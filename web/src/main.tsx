/**
 * Start-up: pick the language, read the inlined start-up data, load that language's catalog
 * (its own chunk), then render. No API round trip happens before the first paint when the BFF
 * served the page.
 */
// Base styles first: component sheets that come with the app must be able to override them.
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/router/pages';
import { loadBootstrap } from './lib/bootstrap';
import { activateLocale } from './lib/i18n';
import { applyDocumentLocale, detectLocale, directionOf, localeBase } from './lib/locale';

const start = async () => {
  const { pathname } = window.location;
  const hinted = detectLocale({ pathname, serverLocale: document.documentElement.lang, cookies: document.cookie });
  const bootstrap = await loadBootstrap(hinted);
  // The URL prefix beats everything; otherwise the BFF's choice for this request stands.
  const locale = detectLocale({ pathname, serverLocale: bootstrap.locale, cookies: document.cookie });
  applyDocumentLocale(locale);
  const started = { ...bootstrap, locale, direction: directionOf(locale) };
  // The page's chunk and data travel while the language catalog does.
  preloadFirstPage(pathname, started);
  const i18n = await activateLocale(locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App i18n={i18n} bootstrap={started} base={localeBase(pathname)} />);
};

void start();
