/** Renders the whole app at a path, in a locale, with real catalogs and a memory location. */
import type { Bootstrap, Locale } from '@badal/contracts';
import { setupI18n } from '@lingui/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app';
import { activateIn, loadSectionCatalog } from '../lib/i18n';
import { applyDocumentLocale, localeBase } from '../lib/locale';
import { bootstrapFor } from './fixtures';

/** A fresh i18n instance in a locale, with the same catalog chunk (and contract texts) the app loads. */
export const loadI18n = async (locale: Locale) => {
  const i18n = setupI18n();
  await activateIn(i18n, locale);
  // Pages load the sections' strings into the app's own instance; a test's instance gets them at once.
  await Promise.all((['members', 'ads', 'realtime'] as const).map((section) => loadSectionCatalog(section, i18n)));
  return i18n;
};

export const renderApp = async ({
  locale = 'en',
  path = '/',
  bootstrap = bootstrapFor(locale),
}: {
  locale?: Locale;
  path?: string;
  bootstrap?: Bootstrap;
}) => {
  const i18n = await loadI18n(locale);
  applyDocumentLocale(locale);
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const view = render(
    <App
      i18n={i18n}
      bootstrap={bootstrap}
      base={localeBase(path.split('?')[0] ?? '/')}
      location={{ hook: location.hook, searchHook: location.searchHook }}
      cache={new Map()}
    />,
  );
  /** The current full URL (path and query) of the memory location. */
  const current = () => location.history.at(-1) ?? '';
  return { ...view, user, history: location.history, navigate: location.navigate, current };
};

export const LOCALES_UNDER_TEST = ['en', 'ar'] as const;
