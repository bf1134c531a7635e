/**
 * The reader's language, decided by one rule (spec §7, §9; architecture §5) for the BFF, the reference
 * API and the web app alike. In order:
 *
 * 1. the page's prefix (/en/…, /ar/…);
 * 2. the language the app says it shows (the `x-badal-locale` header the web app sends with every
 *    call, or what the BFF decided for the page it is hydrating);
 * 3. the `lang_redirected` cookie;
 * 4. the Accept-Language header, by quality;
 * 5. English.
 *
 * No zod: the web app's start-up code decides its language with it too.
 */
import { DEFAULT_LOCALE, LOCALES } from './constants.js';
import type { Locale } from './enums.js';
import { splitLocalePrefix } from './routes.js';

/** The header in which an app names the language it shows; it beats the cookie and Accept-Language. */
export const LOCALE_HEADER = 'x-badal-locale';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** RFC 9110 quality: 0 to 1 with at most three decimals; anything else makes the range unusable. */
const QUALITY = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

interface LanguageRange {
  tag: string;
  q: number;
  position: number;
}

const parseRanges = (header: string): LanguageRange[] =>
  header.split(',').flatMap((part, position) => {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) return [];
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() !== 'q') continue;
      if (!QUALITY.test(value)) return [];
      q = Number(value);
    }
    return [{ tag, q, position }];
  });

/**
 * The supported language an Accept-Language header prefers, or null when it accepts none.
 * Ranges match as RFC 4647 basic filtering does: 'ar' and 'ar-KW' are Arabic, 'arz' (Egyptian
 * Arabic, a language of its own) is not; '*' stands for any language the header does not name.
 * The most specific range decides a language's quality; ties go to the range written first, then
 * to English.
 */
export const localeFromAcceptLanguage = (header: string | null | undefined): Locale | null => {
  if (!header) return null;
  const ranges = parseRanges(header);
  const wildcard = ranges.find((r) => r.tag === '*');
  let best: { locale: Locale; q: number; position: number } | null = null;
  for (const locale of LOCALES) {
    const specific = ranges.filter((r) => r.tag === locale || r.tag.startsWith(`${locale}-`));
    const chosen = specific.length > 0 ? specific.reduce((a, b) => (b.q > a.q ? b : a)) : wildcard;
    if (!chosen || chosen.q <= 0) continue;
    if (!best || chosen.q > best.q || (chosen.q === best.q && chosen.position < best.position))
      best = { locale, q: chosen.q, position: chosen.position };
  }
  return best?.locale ?? null;
};

export interface LocaleHints {
  /** The page's path (its /en or /ar prefix); an API path has none. */
  path?: string | null | undefined;
  /** What the app says it shows (`x-badal-locale`). */
  appLocale?: string | null | undefined;
  /** The `lang_redirected` cookie's value. */
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}

/** The one rule: page prefix → the app's language → cookie → Accept-Language → English. */
export const resolveLocale = ({ path, appLocale, cookie, acceptLanguage }: LocaleHints): Locale => {
  const prefixed = path ? splitLocalePrefix(path).locale : null;
  if (prefixed) return prefixed;
  if (isLocale(appLocale)) return appLocale;
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
};
