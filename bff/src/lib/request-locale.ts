/**
 * The reader's language for one request, by the contracts' one rule (page prefix → the app's
 * `x-badal-locale` → `lang_redirected` cookie → Accept-Language → English). Worked out from the
 * request's own headers and URL by each handler and passed on as an argument from there.
 */
import { LOCALE_COOKIE, LOCALE_HEADER, type Locale, resolveLocale } from '@badal/contracts';
import type { FastifyRequest } from 'fastify';

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export const requestLocale = (request: FastifyRequest): Locale =>
  resolveLocale({
    path: request.url.split('?', 1)[0],
    appLocale: header(request.headers[LOCALE_HEADER]),
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: header(request.headers['accept-language']),
  });

/** Answers that depend on the reader's language say so to caches. */
export const LOCALE_VARY = `Cookie, Accept-Language, ${LOCALE_HEADER}`;
