/**
 * Which pages the service worker keeps for reading offline: complete pages (200) that the BFF lets
 * be stored. It sends a member's page, which carries their data, as `no-store`
 * (bff/src/routes/spa-routes.ts), so no one's data is ever kept.
 */
import { type Locale, splitLocalePrefix } from '@badal/contracts/core';

export const keepsPage = (response: Response): boolean =>
  response.status === 200 && !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '');

/** Never kept, never answered from a cache: calls, the BFF's endpoints, the socket, pictures, internals. */
export const NOT_PAGES = /^\/(api|bff|socket\.io|media|internal|docs)(\/|$)/;

/** The language of a page's address; unprefixed pages are in the language the app last showed. */
export const localeOfPath = (pathname: string, fallback: Locale): Locale =>
  splitLocalePrefix(pathname).locale ?? fallback;
