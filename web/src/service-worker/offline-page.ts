import type { Locale } from '@badal/contracts/core';

/** The offline page of a language: the build writes one per language (web/build/installable-app-plugin.ts). */
export const offlinePageOf = (locale: Locale): string => `/offline/${locale}.html`;
