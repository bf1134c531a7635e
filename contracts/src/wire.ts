/**
 * How a request travels to the marketplace API: the global rules of spec §7 (architecture §5) and the
 * encodings of queries and form fields, as pure functions without zod. The BFF's upstream client,
 * the conformance suite and the web client all use these, so they can never disagree.
 *
 * The path rules read the path as it is sent: placeholders filled, relative to the API base,
 * without the query (e.g. '/products/bmw-x5/related-products').
 */
import type { HttpMethod } from './call-paths.js';
import type { Locale } from './enums.js';

/** PUT and DELETE travel as POST, naming the real verb in this field (JSON, form or multipart). */
export const METHOD_OVERRIDE_FIELD = '_method';

export type WireMethod = { method: 'GET' | 'POST'; override: 'PUT' | 'DELETE' | null };

/** The verb on the wire and, for PUT and DELETE, the `_method` value that names the real one. */
export const wireMethod = (method: HttpMethod): WireMethod =>
  method === 'PUT' || method === 'DELETE' ? { method: 'POST', override: method } : { method, override: null };

/** Body fields as sent: `_method` first when the verb needs it (it wins over a field of that name). */
export const withMethodOverride = (
  fields: Record<string, unknown>,
  override: WireMethod['override'],
): Record<string, unknown> => {
  if (!override) return fields;
  const { [METHOD_OVERRIDE_FIELD]: _ignored, ...rest } = fields;
  return { [METHOD_OVERRIDE_FIELD]: override, ...rest };
};

/**
 * Product URLs and the ad-draft calls are asked for in English whatever the reader's language
 * (§7). "/ad" means the ad-draft calls (/ad, /ad/…), not any path with those letters
 * (/users/add-image).
 */
export const isEnglishOnlyPath = (path: string): boolean =>
  path.includes('product') || path === '/ad' || path.startsWith('/ad/');

/** The `accept-language` a call is sent with. */
export const upstreamLanguage = (path: string, locale: Locale): Locale => (isEnglishOnlyPath(path) ? 'en' : locale);

/** URLs containing product, pay or cart ask for prices in KWD (§7). */
export const needsKwd = (path: string): boolean => /product|pay|cart/.test(path);

const FCM_PATHS = new Set(['/authentication', '/authentication/logout', '/authentication/message/check-code']);
/** The three auth calls that carry the device's push token when there is one (§7). */
export const carriesFcmToken = (path: string): boolean => FCM_PATHS.has(path);

/** A list of strings, numbers or booleans (not of objects). */
export const isPlainList = (value: unknown): value is readonly unknown[] =>
  Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null);

/** Objects, and lists holding objects (search `attributes`, ad attributes), travel as JSON text. */
const isStructured = (value: unknown): boolean => typeof value === 'object' && value !== null && !isPlainList(value);

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * A query string ('?a=1&b=2', or '' when nothing is left): empty values are dropped, lists of
 * plain values repeat the key, structured values travel as JSON in one parameter.
 */
export const encodeQuery = (query: Readonly<Record<string, unknown>> | undefined): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (isEmpty(value)) continue;
    if (isStructured(value)) params.append(key, JSON.stringify(value));
    else if (isPlainList(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The query string of a call to the marketplace API: `encodeQuery` plus convertCurrency=KWD where §7 asks. */
export const upstreamQuery = (path: string, query: Readonly<Record<string, unknown>> | undefined): string =>
  encodeQuery(needsKwd(path) ? { ...query, convertCurrency: 'KWD' } : query);

/**
 * Form and multipart text fields as [name, value] pairs, the marketplace API's convention: lists
 * of plain values repeat `name[]`, structured values are JSON text, booleans are 1 and 0, and
 * unset values are left out.
 */
export const formEntries = (fields: Readonly<Record<string, unknown>>): [string, string][] => {
  const entries: [string, string][] = [];
  const text = (value: unknown) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (isStructured(value)) entries.push([name, JSON.stringify(value)]);
    else if (isPlainList(value)) for (const item of value) entries.push([`${name}[]`, text(item)]);
    else entries.push([name, text(value)]);
  }
  return entries;
};

/** §5: product search forwards only truthy filters (false, 0, '', null and empty lists are dropped). */
export const omitFalsy = (query: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : Boolean(v))));
