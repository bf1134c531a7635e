/**
 * Lingui set-up. Each locale's catalog is its own chunk: the compiled .po file together with that
 * language's contract message texts, so an Arabic reader never downloads the English ones and
 * vice versa. The texts that only answer a person's action (validation, refused requests, coupons)
 * are a chunk of their own, fetched once the app has started — a first page never shows them. The strings of the members' pages (sign-in, sign-up, profile …) are a second
 * catalog, loaded with those pages, and the place-an-ad and realtime sections have one each
 * (lingui.config.ts lists which sources they are).
 */
import type { Locale } from '@badal/contracts';
import { type I18n, i18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import { intlLocale } from './format';
import { afterAppStarted } from './lazy-page';
import { isLocale } from './locale';
import { addMessageTexts } from './message-texts';

type Texts = Readonly<Record<string, string>>;

interface Catalog {
  messages: Messages;
  texts: Texts;
  formTexts: () => Promise<{ texts: Texts }>;
}

const catalogs: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('../locales/en/catalog'),
  ar: () => import('../locales/ar/catalog'),
};

/** Loads a language's catalog (texts included) without switching to it. */
export const loadCatalog = async (locale: Locale): Promise<Messages> => {
  const { messages, texts } = await catalogs[locale]();
  addMessageTexts(locale, texts);
  return messages;
};

/** Adds a language's forms' texts (validation, refused requests, coupons, refunds). */
export const loadFormTexts = async (locale: Locale): Promise<void> => {
  addMessageTexts(locale, (await (await catalogs[locale]()).formTexts()).texts);
};

/** Catalogs of the signed-in sections (lingui.config.ts says which sources each holds). */
export type SectionCatalog = 'members' | 'ads' | 'realtime';

type SectionLoader = () => Promise<{ messages: Messages }>;

const sectionCatalogs: Record<SectionCatalog, Record<Locale, SectionLoader>> = {
  members: { en: () => import('../locales/en/members.po'), ar: () => import('../locales/ar/members.po') },
  ads: { en: () => import('../locales/en/ads.po'), ar: () => import('../locales/ar/ads.po') },
  realtime: { en: () => import('../locales/en/realtime.po'), ar: () => import('../locales/ar/realtime.po') },
};

/** The sections each instance already has, by language: adding them again would redraw every string. */
const loadedSections = new WeakMap<I18n, Set<string>>();

/** Adds a section's strings to an instance (the app's own unless told), in its current language. */
export const loadSectionCatalog = async (section: SectionCatalog, target: I18n = i18n): Promise<void> => {
  const { locale } = target;
  // An instance in no language yet has nothing to add to (tests render with an instance of their own).
  if (!isLocale(locale)) return;
  const done = loadedSections.get(target) ?? new Set<string>();
  loadedSections.set(target, done);
  if (done.has(`${locale}:${section}`)) return;
  const { messages } = await sectionCatalogs[section][locale]();
  done.add(`${locale}:${section}`);
  // Adding strings redraws everything that reads them. Preact applies it at once (a part still
  // being taken over keeps its server markup, decision 014); marked as a transition all the same,
  // the update that may wait.
  startTransition(() => target.load(locale, messages));
};

/** Adds the members' strings (sign-in, profile, top-bar menus) to an instance. */
export const loadMembersCatalog = (target: I18n = i18n): Promise<void> => loadSectionCatalog('members', target);

/** A page or part of a section: its code and its strings (members' ones too), arriving together. */
export const withSectionCatalog =
  (section: SectionCatalog) =>
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const extra = section === 'members' ? [] : [loadSectionCatalog(section)];
    // Their forms may answer at once: the forms' texts are in before they are drawn.
    const texts = isLocale(i18n.locale) ? [loadFormTexts(i18n.locale)] : [];
    const [loaded] = await Promise.all([load(), loadMembersCatalog(), ...extra, ...texts]);
    return loaded;
  };

/** A page or part of the members' catalog: its code and its strings, arriving together. */
export const withMembersCatalog = withSectionCatalog('members');

/**
 * Switches an instance to a language with its catalog and every text (the server render and
 * tests); numbers and dates follow lib/format's rule.
 */
export const activateIn = async (target: I18n, locale: Locale): Promise<I18n> => {
  const [messages] = await Promise.all([loadCatalog(locale), loadFormTexts(locale)]);
  target.loadAndActivate({ locale, locales: intlLocale(locale), messages });
  return target;
};

/** The app's start: the language's catalog now, the forms' texts once the app has started. */
export const activateLocale = async (locale: Locale): Promise<typeof i18n> => {
  i18n.loadAndActivate({ locale, locales: intlLocale(locale), messages: await loadCatalog(locale) });
  void afterAppStarted(() => loadFormTexts(locale));
  return i18n;
};

export { i18n };
