/** Renders one component in a locale (real catalogs, <html lang dir> set), without the app around it. */
import type { Locale } from '@badal/contracts';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { applyDocumentLocale } from '../lib/locale';
import { loadI18n } from './render-app';

export const renderWithI18n = async (ui: ReactElement, locale: Locale = 'en') => {
  const i18n = await loadI18n(locale);
  applyDocumentLocale(locale);
  const user = userEvent.setup();
  return { ...render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>), user };
};
