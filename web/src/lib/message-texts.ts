/**
 * The contracts' message texts (validation and error wording) of the languages loaded so far. The
 * catalog chunk of a language brings most of them, the forms' texts follow (lib/i18n.ts); the
 * messages hook reads them.
 */
import type { Locale } from '@badal/contracts';

const loaded: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};

/** Adds texts of a language to those it has (a catalog's, then the forms'). */
export const addMessageTexts = (locale: Locale, texts: Readonly<Record<string, string>>): void => {
  loaded[locale] = { ...loaded[locale], ...texts };
};

/**
 * English texts as a person reads them: the spec words several of them in lower case ('no items
 * to show'); on screen each starts with a capital, like every other sentence of the app.
 */
export const sentenceCase = (locale: Locale, text: string): string =>
  locale === 'en' && text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text;

/** The text of a message key in a language; anything else (the API's own words) comes back as it is. */
export const messageTextIn = (locale: Locale, key: string): string => {
  const texts = loaded[locale];
  if (!texts) throw new Error(`the ${locale} catalog is not loaded: load it before rendering`);
  return Object.hasOwn(texts, key) ? sentenceCase(locale, texts[key] as string) : key;
};
