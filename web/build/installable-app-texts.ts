/**
 * The installable app's own words (its manifest, the offline page) in both languages. They are
 * written into static files at build time, outside React, so they live here rather than in the
 * Lingui catalogs; the offline page's sentence itself is §8's, from the contracts' messages.
 */
import type { Locale } from '@badal/contracts/core';

export interface InstallableAppTexts {
  name: string;
  shortName: string;
  description: string;
  offlineTitle: string;
  retry: string;
}

export const installableAppTexts: Record<Locale, InstallableAppTexts> = {
  en: {
    name: 'Badal — buy, sell and barter',
    shortName: 'Badal',
    description: 'Buy, sell and barter in Kuwait: cars, phones, furniture and more.',
    offlineTitle: 'You are offline',
    retry: 'Try again',
  },
  ar: {
    name: 'بدل — بيع وشراء ومقايضة',
    shortName: 'بدل',
    description: 'بيع وشراء ومقايضة في الكويت: سيارات وهواتف وأثاث والمزيد.',
    offlineTitle: 'أنت غير متصل بالإنترنت',
    retry: 'حاول مرة أخرى',
  },
};
