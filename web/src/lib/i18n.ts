/**
 * Lingui set-up. Each locale's catalog is its own chunk: the compiled .po file together with that
 * language's contract message texts, so an Arabic reader never downloads the English ones and
 * vice versa.
 */
import type { Locale } from '@badal/contracts';
import { i18n, type Messages } from '@lingui/core';
import { setMessageTexts } from './message-texts';

interface Catalog {
  messages: Messages;
  texts: Readonly<Record<string, string>>;
}

const catalogs: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('../locales/en/catalog'),
  ar: () => import('../locales/ar/catalog'),
};

/** Loads a language's catalog (texts included) without switching to it. */
export const loadCatalog = async (locale: Locale): Promise<Messages> => {
  const { messages, texts } = await catalogs[locale]();
  setMessageTexts(locale, texts);
  return messages;
};

export const activateLocale = async (locale: Locale): Promise<typeof i18n> => {
  i18n.loadAndActivate({ locale, messages: await loadCatalog(locale) });
  return i18n;
};

export { i18n };
