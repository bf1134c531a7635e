/**
 * Texts that the server side can name by key (validation, errors, session notices) come from the
 * contracts' `messages` in the current language, not from the .po catalogs, so every client
 * shows the same wording. Each language's texts arrive with its catalog chunk (lib/i18n.ts).
 */
import type { Locale } from '@badal/contracts';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isLocale } from './locale';
import { messageTextIn } from './message-texts';

export const useLocale = (): Locale => {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
};

/** `(key) => text` in the current language; unknown strings (the API's own words) pass through. */
export const useMessages = (): ((key: string) => string) => {
  const locale = useLocale();
  return useCallback((key: string) => messageTextIn(locale, key), [locale]);
};
