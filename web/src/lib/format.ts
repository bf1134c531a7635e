/** Prices, numbers and dates through Intl (spec §9: KWD with 3 decimals, 'KWD 0.000' when not numeric). */
import { CURRENCY, CURRENCY_DECIMALS, type Locale, PRICE_NOT_NUMERIC } from '@badal/contracts';

export const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-KW' : 'en-KW');

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
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'code',
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  }).format(amount);
};

/** Digit groups from five digits on (12,500), so years and small counts read naturally (2025, 4000). */
export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale), { useGrouping: 'min2' }).format(value);

/** A calendar date ('yyyy-mm-dd' or ISO time) in the reader's language; unreadable input is returned as is. */
export const formatDate = (value: string, locale: Locale): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};
