/**
 * Lingui set-up. Each locale's compiled catalog is its own chunk (the Vite plugin compiles the
 * .po file on import), so an Arabic reader never downloads the English one and vice versa.
 */
import type { Locale } from '@badal/contracts';
import { i18n, type Messages } from '@lingui/core';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
};

export const activateLocale = async (locale: Locale): Promise<typeof i18n> => {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  return i18n;
};

export { i18n };
