/**
 * Which language a page shows and how to switch it (spec §4, §9), by the contracts' one rule: the
 * URL prefix wins, then what the BFF decided for this page (its bootstrap or <html lang>), then
 * the cookie, then English.
 */
import {
  isLocale,
  LANGUAGE_SWITCH_RELOAD_MS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  type Locale,
  localeDirection,
  resolveLocale,
  splitLocalePrefix,
} from '@badal/contracts/core';

export { isLocale };

/** Reads one cookie from a `document.cookie` string. */
export const readCookie = (cookies: string, name: string): string | null => {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

export interface LocaleHints {
  pathname: string;
  /** What the BFF put into the inlined bootstrap (or <html lang>). */
  serverLocale?: string | null | undefined;
  cookies?: string;
}

export const detectLocale = ({ pathname, serverLocale, cookies = '' }: LocaleHints): Locale =>
  resolveLocale({ path: pathname, appLocale: serverLocale, cookie: readCookie(cookies, LOCALE_COOKIE) });

/** The router base for this page load: '/en' or '/ar' when the URL carries a prefix, else ''. */
export const localeBase = (pathname: string): string => {
  const { locale } = splitLocalePrefix(pathname);
  return locale ? `/${locale}` : '';
};

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => localeDirection[locale];

/** Keeps `<html lang dir>` right even when the page was not served by the BFF (vite dev). */
export const applyDocumentLocale = (locale: Locale, doc: Document = document): void => {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = directionOf(locale);
};

export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax`;

/**
 * Where the page goes after a switch: a prefixed URL swaps its prefix (the prefix beats the
 * cookie); a bare URL stays as it is and the new cookie decides.
 */
export const switchedUrl = (locale: Locale, where: { pathname: string; search: string; hash: string }): string => {
  const { locale: current, path } = splitLocalePrefix(where.pathname);
  const pathname = current ? `/${locale}${path === '/' ? '' : path}` : where.pathname;
  return `${pathname}${where.search}${where.hash}`;
};

/** Stores the choice for a year and reloads after half a second (spec §4). */
export const switchLanguage = (locale: Locale, win: Window = window): void => {
  win.document.cookie = localeCookie(locale);
  const target = switchedUrl(locale, win.location);
  win.setTimeout(() => {
    if (target === `${win.location.pathname}${win.location.search}${win.location.hash}`) win.location.reload();
    else win.location.assign(target);
  }, LANGUAGE_SWITCH_RELOAD_MS);
};

/** '/ar/' (home under a prefix, as base + '/') reads better as '/ar'; same with a query after it. */
export const tidyPath = (path: string): string => path.replace(/^\/(en|ar)\/(?=$|[?#])/, '/$1');
