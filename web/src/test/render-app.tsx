/** Renders the whole app at a path, in a locale, with real catalogs and a memory location. */
import type { Bootstrap, Locale } from '@badal/contracts';
import { type Messages, setupI18n } from '@lingui/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../app/app';
import { activateIn, loadSectionCatalog, type SectionCatalog } from '../lib/i18n';
import { applyDocumentLocale, localeBase } from '../lib/locale';
import { bootstrapFor } from './fixtures';

const SECTIONS = ['members', 'ads', 'realtime'] as const satisfies readonly SectionCatalog[];

/**
 * The sections' strings of a language, gathered once per test file: every dynamic import of a
 * catalog is a round trip to the transform server, even for a module already loaded, and each
 * render used to make three.
 */
const sectionMessages = new Map<Locale, Promise<Messages>>();
const sectionsOf = (locale: Locale): Promise<Messages> => {
  let messages = sectionMessages.get(locale);
  if (!messages) {
    messages = (async () => {
      const gathered = setupI18n();
      gathered.loadAndActivate({ locale, messages: {} });
      await Promise.all(SECTIONS.map((section) => loadSectionCatalog(section, gathered)));
      return gathered.messages;
    })();
    sectionMessages.set(locale, messages);
  }
  return messages;
};

/** A fresh i18n instance in a locale, with the same catalog chunk (and contract texts) the app loads. */
export const loadI18n = async (locale: Locale) => {
  const i18n = setupI18n();
  await activateIn(i18n, locale);
  // Pages load the sections' strings into the app's own instance; a test's instance gets them at once.
  i18n.load(locale, await sectionsOf(locale));
  // Those imports also made a render start a turn of the event loop later, after what the last
  // test's teardown deferred by a turn (the realtime connection closes a turn after its last
  // user leaves, so that a remount keeps it): the next render must not pick that up. Still one
  // turn, without the round trips (none under fake timers, where it would never come).
  if (!vi.isFakeTimers()) await new Promise((resolve) => setTimeout(resolve, 0));
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
