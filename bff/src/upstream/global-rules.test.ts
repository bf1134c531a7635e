import { describe, expect, it } from 'vitest';
import { buildQuery, carriesFcmToken, needsKwd, upstreamLanguage, wireMethod } from './global-rules.js';

describe('global rules', () => {
  it('maps verbs to the wire', () => {
    expect(wireMethod('PUT')).toEqual({ method: 'POST', override: 'PUT' });
    expect(wireMethod('DELETE')).toEqual({ method: 'POST', override: 'DELETE' });
    expect(wireMethod('GET')).toEqual({ method: 'GET', override: null });
    expect(wireMethod('POST')).toEqual({ method: 'POST', override: null });
  });
  it('chooses the upstream language', () => {
    expect(upstreamLanguage('/products/favorite/get', 'ar')).toBe('en');
    expect(upstreamLanguage('/home/popular-categories/products', 'ar')).toBe('en');
    expect(upstreamLanguage('/ad/details', 'ar')).toBe('en');
    expect(upstreamLanguage('/aboutus', 'ar')).toBe('ar');
    expect(upstreamLanguage('/users/add-image', 'ar')).toBe('ar');
  });
  it('knows which URLs need KWD and which carry fcmToken', () => {
    expect(needsKwd('/orders/myfatoorah/session')).toBe(false);
    expect(needsKwd('/orders/myfatoorah/pay')).toBe(true);
    expect(needsKwd('/cart/items/{itemId}')).toBe(true);
    expect(carriesFcmToken('/authentication')).toBe(true);
    expect(carriesFcmToken('/authentication/password/email')).toBe(false);
  });
  it('builds queries without empty values and with repeated arrays', () => {
    expect(buildQuery('/x', { a: [1, 2], b: '', c: null, d: false })).toBe('?a=1&a=2&d=false');
    expect(buildQuery('/products', {})).toBe('?convertCurrency=KWD');
  });
});
