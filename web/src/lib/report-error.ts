/**
 * What the snackbar says for a failed call (spec §8): nothing for a cancelled one, 'check your
 * connection' when offline, the server's own words for code `upstream`, else the catalogue text.
 * A 401 `session_ended` is handled once, globally, by the session watcher.
 */
import { errorCatalogue, type MessageKey } from '@badal/contracts';
import { useCallback } from 'react';
import { ApiError, isAbort, NetworkError } from './api-error';
import { useMessages } from './messages';
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

export const useReportError = (): ((error: unknown) => void) => {
  const text = useMessages();
  return useCallback(
    (error: unknown) => {
      const key = errorMessageKey(error);
      if (key) snackbar.error(text(key));
      if (!(error instanceof ApiError) && !(error instanceof NetworkError) && !isAbort(error)) console.error(error);
    },
    [text],
  );
};
