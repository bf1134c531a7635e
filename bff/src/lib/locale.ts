import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, splitLocalePrefix } from '@badal/contracts';

const isLocale = (v: unknown): v is Locale => v === 'en' || v === 'ar';

/** First supported language of an Accept-Language header, by quality. */
export const fromAcceptLanguage = (header: string | undefined): Locale | null => {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((x) => x.lang).find(isLocale) ?? null;
};

/**
 * The request's locale (architecture §5): URL prefix, then the `lang_redirected` cookie, then
 * Accept-Language, then English.
 */
export const resolveLocale = (input: {
  pathname?: string;
  cookies?: Record<string, string | undefined>;
  acceptLanguage?: string | undefined;
}): Locale => {
  if (input.pathname) {
    const { locale } = splitLocalePrefix(input.pathname);
    if (locale) return locale;
  }
  const cookie = input.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return fromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
};
