import { describe, expect, it } from 'vitest';
import {
  carriesFcmToken,
  encodeQuery,
  formEntries,
  isEnglishOnlyPath,
  METHOD_OVERRIDE_FIELD,
  needsKwd,
  omitFalsy,
  upstreamLanguage,
  upstreamQuery,
  wireMethod,
  withMethodOverride,
} from './wire.js';

describe('the global rules of §7', () => {
  it('PUT and DELETE travel as POST with _method; GET and POST as they are', () => {
    expect(wireMethod('PUT')).toEqual({ method: 'POST', override: 'PUT' });
    expect(wireMethod('DELETE')).toEqual({ method: 'POST', override: 'DELETE' });
    expect(wireMethod('GET')).toEqual({ method: 'GET', override: null });
    expect(wireMethod('POST')).toEqual({ method: 'POST', override: null });
    expect(METHOD_OVERRIDE_FIELD).toBe('_method');
  });

  it('puts _method first and lets nobody else choose it', () => {
    expect(Object.keys(withMethodOverride({ a: 1 }, 'PUT'))).toEqual(['_method', 'a']);
    expect(withMethodOverride({ _method: 'DELETE', a: 1 }, 'PUT')).toEqual({ _method: 'PUT', a: 1 });
    expect(withMethodOverride({ a: 1 }, null)).toEqual({ a: 1 });
  });

  it('asks in English for product and ad-draft URLs, else in the reader language', () => {
    for (const path of [
      '/products/bmw-x5',
      '/products/favorite/get',
      '/v2/search/products',
      '/home/popular-categories/products',
      '/ad',
      '/ad/images/3/main',
    ])
      expect(upstreamLanguage(path, 'ar'), path).toBe('en');
    for (const path of ['/users/add-image', '/categories/mini', '/aboutus', '/adverts'])
      expect(upstreamLanguage(path, 'ar'), path).toBe('ar');
    expect(upstreamLanguage('/categories/mini', 'en')).toBe('en');
    expect(isEnglishOnlyPath('/ad/')).toBe(true);
  });

  it('asks for KWD prices on product, pay and cart URLs', () => {
    for (const p of ['/products/x', '/orders/myfatoorah/pay', '/cart', '/cart/items/3', '/memberships/cart'])
      expect(needsKwd(p), p).toBe(true);
    for (const p of ['/categories/mini', '/users/self', '/settings/keys', '/orders/myfatoorah/session'])
      expect(needsKwd(p), p).toBe(false);
    expect(upstreamQuery('/cart', undefined)).toBe('?convertCurrency=KWD');
    expect(upstreamQuery('/v2/search/products', { text: 'bmw', page: 1 })).toBe('?text=bmw&page=1&convertCurrency=KWD');
    // Nobody else decides the currency.
    expect(upstreamQuery('/products/x', { convertCurrency: 'USD' })).toBe('?convertCurrency=KWD');
    expect(upstreamQuery('/users/self', { a: 1 })).toBe('?a=1');
  });

  it('adds the push token to the three auth calls only', () => {
    expect(carriesFcmToken('/authentication')).toBe(true);
    expect(carriesFcmToken('/authentication/logout')).toBe(true);
    expect(carriesFcmToken('/authentication/message/check-code')).toBe(true);
    expect(carriesFcmToken('/authentication/password/email')).toBe(false);
  });
});

describe('encodeQuery', () => {
  it('keeps defined, non-empty values; lists repeat their key', () => {
    expect(encodeQuery({ a: 'b c', n: 0, f: false, e: '', u: undefined, z: null })).toBe('?a=b+c&n=0&f=false');
    expect(encodeQuery({ ids: [1, 2] })).toBe('?ids=1&ids=2');
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery(undefined)).toBe('');
  });

  it('sends objects and lists of objects as JSON in one parameter (search attributes)', () => {
    const attributes = [{ id: 3, values: ['2015-2020'] }];
    const qs = encodeQuery({ attributes });
    expect(new URLSearchParams(qs.slice(1)).get('attributes')).toBe(JSON.stringify(attributes));
    expect(encodeQuery({ o: { a: 1 } })).toBe(`?o=${encodeURIComponent('{"a":1}')}`);
  });
});

describe('formEntries', () => {
  it('repeats name[] for plain lists, writes JSON for structures, 1 and 0 for booleans', () => {
    expect(
      formEntries({
        name: 'Car',
        price: 12.5,
        isNew: true,
        isFeatured: false,
        categoryIds: [3, 4],
        attributes: [{ id: 1, value: 'x' }],
        gone: undefined,
        none: null,
      }),
    ).toEqual([
      ['name', 'Car'],
      ['price', '12.5'],
      ['isNew', '1'],
      ['isFeatured', '0'],
      ['categoryIds[]', '3'],
      ['categoryIds[]', '4'],
      ['attributes', '[{"id":1,"value":"x"}]'],
    ]);
  });
});

describe('omitFalsy', () => {
  it('drops false, 0, empty strings, null and empty lists (§5 product search)', () => {
    expect(omitFalsy({ a: 'x', b: '', c: 0, d: false, e: null, f: [], g: [1], h: true })).toEqual({
      a: 'x',
      g: [1],
      h: true,
    });
  });
});
