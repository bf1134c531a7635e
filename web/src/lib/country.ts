import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_AR, type Locale } from '@badal/contracts';

/** A profile's country as shown: Kuwait when none is set (spec §9), in the reader's language. */
export const countryName = (country: string | null | undefined, locale: Locale): string => {
  const value = country?.trim();
  if (!value || value === DEFAULT_COUNTRY || value === DEFAULT_COUNTRY_AR)
    return locale === 'ar' ? DEFAULT_COUNTRY_AR : DEFAULT_COUNTRY;
  return value;
};
