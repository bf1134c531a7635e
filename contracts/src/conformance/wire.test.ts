import { describe, expect, it } from 'vitest';
import { acceptLanguageFor, joinUrl, needsKwd, queryString, wireMethod } from './wire.js';

describe('§7 global rules as the suite applies them', () => {
  it('PUT and DELETE travel as POST with _method; GET and POST as they are', () => {
    expect(wireMethod('PUT')).toEqual({ method: 'POST', override: 'PUT' });
    expect(wireMethod('DELETE')).toEqual({ method: 'POST', override: 'DELETE' });
    expect(wireMethod('GET')).toEqual({ method: 'GET' });
    expect(wireMethod('POST')).toEqual({ method: 'POST' });
  });

  it('accept-language is en for product and ad-draft URLs, else the locale', () => {
    expect(acceptLanguageFor('/products/bmw-x5', 'ar')).toBe('en');
    expect(acceptLanguageFor('/v2/search/products', 'ar')).toBe('en');
    expect(acceptLanguageFor('/home/popular-categories/products', 'ar')).toBe('en');
    expect(acceptLanguageFor('/ad', 'ar')).toBe('en');
    expect(acceptLanguageFor('/ad/images/3/main', 'ar')).toBe('en');
    expect(acceptLanguageFor('/users/add-image', 'ar')).toBe('ar');
    expect(acceptLanguageFor('/categories/mini', 'ar')).toBe('ar');
    expect(acceptLanguageFor('/categories/mini', 'en')).toBe('en');
  });

  it('convertCurrency=KWD for product, pay and cart URLs', () => {
    for (const p of ['/products/x', '/orders/myfatoorah/pay', '/cart', '/memberships/cart'])
      expect(needsKwd(p), p).toBe(true);
    for (const p of ['/categories/mini', '/users/self', '/settings/keys']) expect(needsKwd(p), p).toBe(false);
    expect(queryString('/cart')).toBe('?convertCurrency=KWD');
    expect(queryString('/v2/search/products', { text: 'bmw', page: 1 })).toBe('?text=bmw&page=1&convertCurrency=KWD');
  });

  it('builds the query from defined, non-empty values; arrays repeat their key', () => {
    expect(queryString('/x', { a: 'b c', n: 0, f: false, e: '', u: undefined, z: null })).toBe('?a=b+c&n=0&f=false');
    expect(queryString('/x', { ids: [1, 2] })).toBe('?ids=1&ids=2');
    expect(queryString('/x', {})).toBe('');
  });

  it('sends objects and lists of objects as JSON in one parameter (search attributes)', () => {
    const attributes = [{ id: 3, values: ['2015-2020'] }];
    const qs = queryString('/v2/search/products', { attributes });
    expect(new URLSearchParams(qs.slice(1)).get('attributes')).toBe(JSON.stringify(attributes));
  });

  it('joins base and path with one slash', () => {
    expect(joinUrl('http://h/api', '/users/self')).toBe('http://h/api/users/self');
    expect(joinUrl('http://h/api/', '/users/self')).toBe('http://h/api/users/self');
  });
});
