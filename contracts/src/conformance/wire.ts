/**
 * The global rules of spec §7 (architecture §5) as the suite applies them, the same way the BFF does:
 * PUT and DELETE travel as POST with `_method`; `accept-language` is English for product and
 * ad-draft URLs, else the caller's locale; product, pay and cart URLs ask for KWD prices.
 */
import type { HttpMethod } from '../call.js';
import type { Locale } from '../enums.js';

export const wireMethod = (method: HttpMethod): { method: 'GET' | 'POST'; override?: 'PUT' | 'DELETE' } =>
  method === 'PUT' || method === 'DELETE' ? { method: 'POST', override: method } : { method };

/** "/ad" means the ad-draft calls (/ad, /ad/…), not any path with those letters (/users/add-image). */
export const acceptLanguageFor = (path: string, locale: Locale): Locale =>
  path.includes('product') || path === '/ad' || path.startsWith('/ad/') ? 'en' : locale;

export const needsKwd = (path: string): boolean => /product|pay|cart/.test(path);

const isStructured = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (!Array.isArray(value) || value.some((v) => typeof v === 'object'));

/**
 * Query string of defined, non-empty values, plus convertCurrency. Arrays of plain values repeat
 * the key; objects and lists of objects (search `attributes`) travel as JSON in one parameter.
 */
export const queryString = (path: string, query: Record<string, unknown> = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (isStructured(value)) {
      params.append(key, JSON.stringify(value));
      continue;
    }
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  if (needsKwd(path)) params.set('convertCurrency', 'KWD');
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** Joins the API base and a call path without doubling or losing the slash. */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;
