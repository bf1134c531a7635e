/**
 * The global rules of spec §7 as pure functions, so the one upstream client applies them and
 * tests can check each one by itself.
 */
import type { HttpMethod, Locale } from '@badal/contracts';

/** PUT and DELETE travel as POST with a `_method` field; the others as they are. */
export const wireMethod = (method: HttpMethod): { method: 'GET' | 'POST'; override: 'PUT' | 'DELETE' | null } =>
  method === 'PUT' || method === 'DELETE'
    ? { method: 'POST', override: method }
    : { method: method as 'GET' | 'POST', override: null };

/**
 * `accept-language`: English for product URLs and the ad-draft calls, else the user's locale.
 * "/ad" is read as the ad-draft path (/ad, /ad/…), not as any path that happens to contain the
 * letters (e.g. /users/add-image).
 */
export const upstreamLanguage = (path: string, locale: Locale): Locale =>
  path.includes('product') || path === '/ad' || path.startsWith('/ad/') ? 'en' : locale;

/** URLs containing product, pay or cart ask for prices in KWD. */
export const needsKwd = (path: string): boolean => /product|pay|cart/.test(path);

const FCM_PATHS = new Set(['/authentication', '/authentication/logout', '/authentication/message/check-code']);
/** The three auth calls that carry the device's push token when there is one. */
export const carriesFcmToken = (path: string): boolean => FCM_PATHS.has(path);

/** A list of strings, numbers or booleans (not of objects): sent as repeated fields. */
export const isPlainList = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null);

/** Builds the query string: drops empty values, repeats array values, adds convertCurrency. */
export const buildQuery = (path: string, query: Record<string, unknown> | undefined): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    // Lists of plain values repeat the key; structured values (e.g. search attributes) travel as JSON.
    if (isPlainList(value)) for (const v of value) params.append(key, String(v));
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  if (needsKwd(path)) params.set('convertCurrency', 'KWD');
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** §5: product search forwards only truthy filters (false, 0, '', null and empty lists are dropped). */
export const omitFalsy = (query: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v))));
