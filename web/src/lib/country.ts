import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_AR, type Locale } from '@badal/contracts';
import { intlLocale } from './format';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let regionCodes: Map<string, string> | null = null;

/** Region codes by their English and Arabic names (lower case), from the browser's own Intl data. */
const codesByName = (): Map<string, string> => {
  if (regionCodes) return regionCodes;
  regionCodes = new Map();
  const namers = ['en', 'ar'].map((l) => new Intl.DisplayNames([l], { type: 'region', fallback: 'none' }));
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = `${a}${b}`;
      for (const namer of namers) {
        const name = namer.of(code);
        if (name && !regionCodes.has(name.toLowerCase())) regionCodes.set(name.toLowerCase(), code);
      }
    }
  return regionCodes;
};

/**
 * A profile's country as shown: Kuwait when none is set (spec §9), in the reader's language. The
 * API keeps the name a person typed or chose; a country Intl knows by that name (in English or
 * Arabic) is named in the reader's language, anything else is shown as written.
 */
export const countryName = (country: string | null | undefined, locale: Locale): string => {
  const value = country?.trim();
  if (!value || value === DEFAULT_COUNTRY || value === DEFAULT_COUNTRY_AR)
    return locale === 'ar' ? DEFAULT_COUNTRY_AR : DEFAULT_COUNTRY;
  const code = codesByName().get(value.toLowerCase());
  if (!code) return value;
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'none' }).of(code) ?? value;
};
