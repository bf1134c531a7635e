import type { Locale } from '@badal/contracts';
import { kuwaitTimeFormat } from '../../../lib/format';

/** A moment in the console: its day and time in Kuwait, short. */
export const consoleTime = (iso: string, locale: Locale): string =>
  kuwaitTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
