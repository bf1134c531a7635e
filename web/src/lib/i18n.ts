/**
 * Lingui set-up. Each locale's catalog is its own chunk: the compiled .po file together with that
 * language's contract message texts, so an Arabic reader never downloads the English ones and
 * vice versa. The strings of the members' pages (sign-in, sign-up, profile …) are a second
 * catalog, loaded with those pages (lingui.config.ts lists which sources they are).
 */
import type { Locale } from '@badal/contracts';
import { type I18n, i18n, type Messages } from '@lingui/core';
import { isLocale } from './locale';
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

const memberCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/members.po'),
  ar: () => import('../locales/ar/members.po'),
};

/** Adds the members' strings to an instance (the app's own unless told), in its current language. */
export const loadMembersCatalog = async (target: I18n = i18n): Promise<void> => {
  const { locale } = target;
  // An instance in no language yet has nothing to add to (tests render with an instance of their own).
  if (!isLocale(locale)) return;
  const { messages } = await memberCatalogs[locale]();
  target.load(locale, messages);
};

/** A page or part of the members' catalog: its code and its strings, arriving together. */
export const withMembersCatalog =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [loaded] = await Promise.all([load(), loadMembersCatalog()]);
    return loaded;
  };

export const activateLocale = async (locale: Locale): Promise<typeof i18n> => {
  i18n.loadAndActivate({ locale, messages: await loadCatalog(locale) });
  return i18n;
};

export { i18n };
