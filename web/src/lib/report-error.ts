/**
 * What the snackbar says for a failed call (spec §8): nothing for a cancelled one, 'check your
 * connection' when offline (once per outage: ./connection), the server's own words for code
 * `upstream`, else the catalogue text.
 * A 401 `session_ended` is handled once, globally, by the session watcher.
 */
import { errorCatalogue, type Locale, type MessageKey } from '@badal/contracts';
import { useCallback } from 'react';
import { ApiError, isAbort, NetworkError } from './api-error';
import { reportConnectionLost } from './connection';
import { intlLocale } from './format';
import { useLocale, useMessages } from './messages';
import { snackbar } from './snackbar';

/** The message key (or the API's own text) to show, or null when nothing should be shown. */
export const errorMessageKey = (error: unknown): MessageKey | string | null => {
  if (isAbort(error)) return null;
  if (error instanceof NetworkError) return 'error.checkConnection';
  if (error instanceof ApiError) {
    if (error.code === 'cancelled' || error.code === 'session_ended') return null;
    if (error.code === 'upstream' && error.message) return error.message;
    return errorCatalogue[error.code].messageKey;
  }
  return 'error.occurred';
};

/** A wait in the reader's language and its plural rules ("2 minutes", "دقيقتان"), rounded up. */
export const formatWait = (seconds: number, locale: Locale): string => {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
};

/**
 * What to show for a failed call in the current language, or null: the catalogue's text, and for
 * a 429 how long to wait before trying again.
 */
export const errorText = (error: unknown, text: (key: string) => string, locale: Locale): string | null => {
  const key = errorMessageKey(error);
  if (!key) return null;
  if (error instanceof ApiError && error.code === 'rate_limited' && error.retryAfterSeconds)
    return `${text(key)} ${text('error.retryAfter').replace('{wait}', formatWait(error.retryAfterSeconds, locale))}`;
  return text(key);
};

export const useReportError = (): ((error: unknown) => void) => {
  const text = useMessages();
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      const message = errorText(error, text, locale);
      if (message && error instanceof NetworkError) reportConnectionLost(message);
      else if (message) snackbar.error(message);
      if (!(error instanceof ApiError) && !(error instanceof NetworkError) && !isAbort(error)) console.error(error);
    },
    [text, locale],
  );
};
