/**
 * The filters of a result page as they live in the URL, so a page of results can be shared,
 * reloaded, and the back button restores it. Pure functions, unit-tested both ways.
 *
 * URL keys: subCategory, text, minPrice, maxPrice, isNew, sellType, onSale, sort, page, and `attr.<id>`
 * (repeated) for a category filter's values — number ranges as 'min-max', booleans as 'true'.
 */
import { type AttributeFilters, MAX_PER_PAGE, type SearchQuery, SellType, SORTS } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';

export type Sort = (typeof SORTS)[number];

export interface SearchState {
  subCategory?: string;
  text?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Only 'new' can be asked for: the search leaves out falsy filters (spec §5), so 'used' would mean 'any'. */
  isNew?: true;
  sellType?: SellType;
  /** Only ads in a running flash sale. */
  onSale?: true;
  sort?: Sort;
  page: number;
  /** Attribute id → chosen values. */
  attributes: Readonly<Record<number, readonly string[]>>;
}

export const PER_PAGE = 24;
const ATTR = 'attr.';
const SELL_TYPES = Object.values(SellType) as string[];

const price = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** Reads the URL's query; anything malformed is dropped rather than sent on. */
export const parseSearch = (search: string): SearchState => {
  const params = new URLSearchParams(search);
  const attributes: Record<number, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(ATTR) || value.trim() === '') continue;
    const id = Number(key.slice(ATTR.length));
    if (!Number.isInteger(id) || id <= 0) continue;
    const values = attributes[id] ?? [];
    if (!values.includes(value)) values.push(value);
    attributes[id] = values;
  }
  const page = Number(params.get('page'));
  const sellType = params.get('sellType') ?? '';
  const sort = params.get('sort') ?? '';
  const state: SearchState = {
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    attributes,
  };
  const subCategory = params.get('subCategory')?.trim();
  const text = params.get('text')?.trim();
  const minPrice = price(params.get('minPrice'));
  const maxPrice = price(params.get('maxPrice'));
  if (subCategory) state.subCategory = subCategory;
  if (text) state.text = text;
  if (minPrice !== undefined) state.minPrice = minPrice;
  if (maxPrice !== undefined) state.maxPrice = maxPrice;
  if (params.get('isNew') === 'true') state.isNew = true;
  if (params.get('onSale') === 'true') state.onSale = true;
  if (SELL_TYPES.includes(sellType)) state.sellType = sellType as SellType;
  if ((SORTS as readonly string[]).includes(sort)) state.sort = sort as Sort;
  return state;
};

/** The URL query of a state (stable order, defaults left out); '' when nothing is set. */
export const serializeSearch = (state: SearchState): string => {
  const params = new URLSearchParams();
  if (state.subCategory) params.set('subCategory', state.subCategory);
  if (state.text) params.set('text', state.text);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.isNew) params.set('isNew', 'true');
  if (state.sellType) params.set('sellType', state.sellType);
  if (state.onSale) params.set('onSale', 'true');
  for (const id of Object.keys(state.attributes)
    .map(Number)
    .sort((a, b) => a - b))
    for (const value of state.attributes[id] ?? []) params.append(`${ATTR}${id}`, value);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
};

/** A state with some filters changed; any change of filter starts again at page 1. */
/** A category's result page (the search page for SEARCH_SLUG) with these filters. */
export const resultPageHref = (slug: string, state: SearchState): string => {
  const query = serializeSearch(state);
  return `${pathTo('category', { slug })}${query ? `?${query}` : ''}`;
};

export const withFilters = (state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState => {
  const next: SearchState = { ...state, ...change, page: 1 };
  // Removing a filter: an explicit undefined in `change` deletes the key.
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete next[key as keyof SearchState];
  return next;
};

/** One attribute filter set to these values (none removes it). */
export const withAttribute = (state: SearchState, id: number, values: readonly string[]): SearchState => {
  const attributes = { ...state.attributes };
  if (values.length === 0) delete attributes[id];
  else attributes[id] = values;
  return withFilters(state, { attributes });
};

/**
 * The page of another sub-category (undefined: the whole category). Its attribute filters belong
 * to the sub-category left behind, so they go; text, price, sale type and order stay.
 */
export const withSubCategory = (state: SearchState, subCategory: string | undefined): SearchState =>
  withFilters({ ...state, attributes: {} }, { subCategory });

/** True when a filter a reader would call "a filter" is set (sorting and paging are not). */
export const hasFilters = (state: SearchState): boolean =>
  Boolean(
    state.text ||
      state.minPrice !== undefined ||
      state.maxPrice !== undefined ||
      state.isNew ||
      state.sellType ||
      state.onSale ||
      Object.keys(state.attributes).length > 0,
  );

/**
 * The search call's query for a result page (`categorySlug` undefined for /categories/search).
 * Falsy values are left out (§5); the BFF would drop them anyway.
 */
export const toSearchQuery = (state: SearchState, categorySlug: string | undefined): SearchQuery => {
  const attributes: AttributeFilters = Object.entries(state.attributes)
    .map(([id, values]) => ({ id: Number(id), values: [...values] }))
    .filter((f) => f.values.length > 0);
  const query: SearchQuery = { page: state.page, perPage: Math.min(PER_PAGE, MAX_PER_PAGE) };
  if (categorySlug) query.categorySlug = categorySlug;
  if (state.subCategory) query.subCategorySlug = state.subCategory;
  if (state.text) query.text = state.text;
  if (state.minPrice) query.minPrice = state.minPrice;
  if (state.maxPrice) query.maxPrice = state.maxPrice;
  if (state.isNew) query.isNew = 'true';
  if (state.sellType) query.sellType = state.sellType;
  if (state.onSale) query.onSale = 'true';
  if (state.sort) query.sort = state.sort;
  if (attributes.length > 0) query.attributes = JSON.stringify(attributes);
  return query;
};

/** The filters without paging, sorting or the price range: what bounds the price inputs. */
export const toMaxPriceQuery = (query: SearchQuery): SearchQuery => {
  const { page: _p, perPage: _pp, sort: _s, minPrice: _min, maxPrice: _max, ...rest } = query;
  return rest;
};
