/**
 * The one shape of the texts the API words itself (confirmations, notifications, cart line titles,
 * SMS and e-mails, the payment sandbox's pages): a text module is a record of texts, each text an
 * `{ en, ar }` pair of words, or of functions of typed values that word them. Names, numbers and
 * codes inside a sentence are wrapped with the contracts' `isolateText`, so a value in the other
 * script keeps its shape.
 */
import type { Locale } from '@badal/contracts';

/** One text in English and Arabic: the words, or a function of typed values that words them. */
export type Bilingual<T = string> = Readonly<Record<Locale, T>>;

export type TextModule = Readonly<Record<string, Bilingual<unknown>>>;

/** A language as stored or asked for (a user's, a page's `lang`), read defensively: Arabic, or else English. */
export const localeOf = (value: string | null | undefined): Locale => (value === 'ar' ? 'ar' : 'en');

/** A text module as one reader reads it: each text in their language. */
export type TextsIn<M extends TextModule> = { readonly [K in keyof M]: M[K][Locale] };

/** Every text of a module in the reader's language. */
export const textsIn = <M extends TextModule>(module: M, locale: Locale): TextsIn<M> =>
  Object.fromEntries(Object.entries(module).map(([key, text]) => [key, text[locale]])) as TextsIn<M>;

/** A text worded in both languages with the same values (what is stored, or sent, in both). */
export const inBothLanguages = <A extends unknown[], T>(
  text: Bilingual<(...values: A) => T>,
  ...values: A
): Bilingual<T> => ({ en: text.en(...values), ar: text.ar(...values) });
