import type { Locale } from '@badal/contracts';

/** The text of a bilingual pair in the request language. */
export const inLocale = <T>(locale: Locale, en: T, ar: T): T => (locale === 'ar' ? ar : en);
