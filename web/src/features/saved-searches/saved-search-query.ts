/**
 * Between a result page's search and a saved one (issue #33). The page's search call query
 * (URL-shaped: flags as 'true', attributes as JSON text) becomes the saved search's JSON query;
 * a saved query becomes its results page's address, in the result pages' URL keys (subCategory,
 * text, minPrice, maxPrice, isNew, sellType, onSale, attr.<id>). Pure, unit-tested.
 */
import {
  type AttributeFilters,
  attributeFiltersSchema,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchQuery,
  type SearchQuery,
} from '@badal/contracts';
import { pathTo, SEARCH_SLUG } from '@badal/contracts/core';

const flag = (value: unknown): boolean | undefined =>
  value === 'true' || value === '1' || value === true ? true : value === 'false' || value === '0' ? false : undefined;

const price = (value: unknown): number | undefined => {
  if (value === undefined || value === '' || value === null) return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

const attributesOf = (json: string | undefined): AttributeFilters | undefined => {
  if (!json) return undefined;
  try {
    const parsed = attributeFiltersSchema.safeParse(JSON.parse(json));
    return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** The saved form of a result page's search (no page, no order). */
export const toSavedQuery = (query: SearchQuery): SavedSearchQuery => {
  const saved: SavedSearchQuery = {};
  if (query.categorySlug && query.categorySlug !== SEARCH_SLUG) saved.categorySlug = query.categorySlug;
  if (query.subCategorySlug) saved.subCategorySlug = query.subCategorySlug;
  if (query.text?.trim()) saved.text = query.text.trim();
  const attributes = attributesOf(typeof query.attributes === 'string' ? query.attributes : undefined);
  if (attributes) saved.attributes = attributes;
  const min = price(query.minPrice);
  const max = price(query.maxPrice);
  if (min !== undefined) saved.minPrice = min;
  if (max !== undefined) saved.maxPrice = max;
  const isNew = flag(query.isNew);
  if (isNew !== undefined) saved.isNew = isNew;
  if (query.sellType) saved.sellType = query.sellType;
  if (flag(query.onSale)) saved.onSale = true;
  return saved;
};

/** True when the search has something to save (a text or a filter; a category counts). */
export const canSave = (query: SavedSearchQuery): boolean => Object.keys(query).length > 0;

/** The results page of a saved search. */
export const savedSearchHref = (query: SavedSearchQuery): string => {
  const params = new URLSearchParams();
  if (query.subCategorySlug) params.set('subCategory', query.subCategorySlug);
  if (query.text) params.set('text', query.text);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.isNew) params.set('isNew', 'true');
  if (query.sellType) params.set('sellType', query.sellType);
  if (query.onSale) params.set('onSale', 'true');
  for (const filter of [...(query.attributes ?? [])].sort((a, b) => a.id - b.id))
    for (const value of filter.values) params.append(`attr.${filter.id}`, value);
  const search = params.toString();
  return `${pathTo('category', { slug: query.categorySlug ?? SEARCH_SLUG })}${search ? `?${search}` : ''}`;
};

/** A name to start from: the words searched for, and the category's name when there is one. */
export const suggestedName = (query: SavedSearchQuery, place: string | null): string => {
  const parts = [query.text, place].filter((part): part is string => Boolean(part?.trim()));
  return Array.from(parts.join(' – ')).slice(0, SAVED_SEARCH_NAME_MAX).join('');
};
