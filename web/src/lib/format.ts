/**
 * Prices, numbers and dates through Intl (spec §9: KWD with 3 decimals, 'KWD 0.000' when not
 * numeric). Every number on a page comes from here, so one page never mixes two presentations.
 *
 * Arabic pages write numbers in Latin digits (0–9); the words, month names and plural forms are
 * Arabic. A price reads 'KWD 1,250.500' in both languages.
 * Decision: docs/decisions/004-latin-digits-on-arabic-pages.md
 */
import { CURRENCY, CURRENCY_DECIMALS, KUWAIT_TIME_ZONE, type Locale, PRICE_NOT_NUMERIC } from '@badal/contracts/core';

/** The Intl locale of a language: Kuwait's conventions, Latin digits (see above). */
export const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-KW-u-nu-latn' : 'en-KW');

const kwdNumber = (locale: Locale) =>
  new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  });

/**
 * 'KWD 1,250.500': the code first in both languages (spec §9), joined by a no-break space. A
 * decimal string (Intl.StringNumericLiteral) is formatted exactly, never through a binary fraction.
 */
export const formatKwd = (amount: number | Intl.StringNumericLiteral, locale: Locale): string =>
  `${CURRENCY}\u00a0${kwdNumber(locale).format(amount)}`;

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replaceAll(',', ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

export const formatPrice = (value: unknown, locale: Locale): string => {
  const amount = toNumber(value);
  if (amount === null) return PRICE_NOT_NUMERIC;
  return formatKwd(amount, locale);
};

/** A share of a whole (0.2 → '20%'), in the same digits. */
export const formatPercent = (fraction: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format(fraction);

/** Digit groups from five digits on (12,500), so years and small counts read naturally (2025, 4000). */
export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale), { useGrouping: 'min2' }).format(value);

/** A calendar date ('yyyy-mm-dd' or ISO time) in the reader's language; unreadable input is returned as is. */
export const formatDate = (value: string, locale: Locale): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

/**
 * How a moment in Kuwait time is written (meeting times and the like, whatever the device's zone):
 * its day ('full'), its time ('short'), both, or a short day ({ weekday, day, month }).
 */
export const kuwaitTimeFormat = (
  locale: Locale,
  parts: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle' | 'weekday' | 'day' | 'month'>,
): Intl.DateTimeFormat => new Intl.DateTimeFormat(intlLocale(locale), { ...parts, timeZone: KUWAIT_TIME_ZONE });

/** A moment (ISO time) as its full day and time in Kuwait, in the reader's language. */
export const formatKuwaitTime = (value: string, locale: Locale): string =>
  kuwaitTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(value));
