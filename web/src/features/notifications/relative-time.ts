/** "5 minutes ago" / "قبل 5 دقائق" through Intl, for notification times. */
import type { Locale } from '@badal/contracts';
import { intlLocale } from '../../lib/format';

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

export const formatRelativeTime = (iso: string, locale: Locale, now: number): string => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  let amount = (time - now) / 1000;
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
};
