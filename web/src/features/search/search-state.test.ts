// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  parseSearch,
  serializeSearch,
  toMaxPriceQuery,
  toSearchQuery,
  withAttribute,
  withFilters,
  withSubCategory,
} from './search-state';

describe('search state in the URL', () => {
  it('reads every filter and writes it back the same way', () => {
    const query =
      'subCategory=cars&text=land+cruiser&minPrice=1000&maxPrice=25000.5&isNew=true&sellType=sell%2Fbarter&attr.1=toyota&attr.3=0-100000&attr.4=red&attr.4=white&sort=priceAsc&page=3';
    const state = parseSearch(query);
    expect(state).toEqual({
      subCategory: 'cars',
      text: 'land cruiser',
      minPrice: 1000,
      maxPrice: 25000.5,
      isNew: true,
      sellType: 'sell/barter',
      sort: 'priceAsc',
      page: 3,
      attributes: { 1: ['toyota'], 3: ['0-100000'], 4: ['red', 'white'] },
    });
    expect(serializeSearch(state)).toBe(query);
  });

  it('drops what is malformed instead of sending it on', () => {
    expect(
      parseSearch('page=0&minPrice=-5&maxPrice=abc&sellType=gift&sort=random&isNew=false&attr.x=1&attr.-2=3&attr.5='),
    ).toEqual({ page: 1, attributes: {} });
    expect(parseSearch('page=1001').page).toBe(1);
    expect(serializeSearch(parseSearch(''))).toBe('');
  });

  it('goes back to page 1 whenever a filter changes, and removes filters set to undefined', () => {
    const state = parseSearch('sellType=barter&page=4&sort=newest');
    expect(withFilters(state, { isNew: true })).toMatchObject({ page: 1, isNew: true, sellType: 'barter' });
    expect(withFilters(state, { sellType: undefined })).not.toHaveProperty('sellType');
    const picked = withAttribute(state, 4, ['red']);
    expect(picked).toMatchObject({ page: 1, attributes: { 4: ['red'] } });
    expect(withAttribute(picked, 4, []).attributes).toEqual({});
  });

  it('keeps text, price and sale type across sub-categories, but not their attribute filters', () => {
    const state = parseSearch('subCategory=cars&text=v8&minPrice=10&sellType=sell&attr.1=toyota&page=2');
    expect(serializeSearch(withSubCategory(state, 'boats'))).toBe(
      'subCategory=boats&text=v8&minPrice=10&sellType=sell',
    );
    expect(serializeSearch(withSubCategory(state, undefined))).toBe('text=v8&minPrice=10&sellType=sell');
  });

  it('tells whether any filter is set (sorting and paging are not filters)', () => {
    expect(hasFilters(parseSearch('sort=oldest&page=2&subCategory=cars'))).toBe(false);
    expect(hasFilters(parseSearch('attr.6=true'))).toBe(true);
    expect(hasFilters(parseSearch('maxPrice=10'))).toBe(true);
  });
});

describe('the search call from the state', () => {
  it('sends the category, the truthy filters and the attributes as JSON', () => {
    const state = parseSearch('subCategory=cars&isNew=true&minPrice=0&attr.3=-50000&attr.4=red&attr.4=white&page=2');
    expect(toSearchQuery(state, 'vehicles')).toEqual({
      categorySlug: 'vehicles',
      subCategorySlug: 'cars',
      isNew: 'true',
      attributes: JSON.stringify([
        { id: 3, values: ['-50000'] },
        { id: 4, values: ['red', 'white'] },
      ]),
      page: 2,
      perPage: 24,
    });
  });

  it('searches everything by text on the search page (no category)', () => {
    expect(toSearchQuery(parseSearch('text=iphone'), undefined)).toEqual({ text: 'iphone', page: 1, perPage: 24 });
  });

  it('bounds the price inputs by the filters without the price range, paging or order', () => {
    const query = toSearchQuery(parseSearch('minPrice=5&maxPrice=9&sort=priceDesc&page=3&sellType=barter'), 'pets');
    expect(toMaxPriceQuery(query)).toEqual({ categorySlug: 'pets', sellType: 'barter' });
  });
});
