import { describe, expect, it } from 'vitest';
import { isLocale, LOCALE_HEADER, localeFromAcceptLanguage, resolveLocale } from './locale.js';

describe('localeFromAcceptLanguage', () => {
  it('takes the supported language of highest quality', () => {
    expect(localeFromAcceptLanguage('ar')).toBe('ar');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr, ar;q=0.8, en;q=0.5')).toBe('ar');
    expect(localeFromAcceptLanguage('en;q=0.4, ar-KW;q=0.6')).toBe('ar');
    expect(localeFromAcceptLanguage(' AR-kw ')).toBe('ar');
  });

  it('answers null when the header accepts none of ours', () => {
    for (const header of ['', 'fr', 'de-DE,fr;q=0.5', 'ar;q=0, en;q=0', undefined, null])
      expect(localeFromAcceptLanguage(header), String(header)).toBeNull();
  });

  it('matches tags as RFC 4647 does: arz (Egyptian Arabic) is another language, ar-EG is Arabic', () => {
    expect(localeFromAcceptLanguage('arz')).toBeNull();
    expect(localeFromAcceptLanguage('arz, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('ar-EG')).toBe('ar');
    expect(localeFromAcceptLanguage('english')).toBeNull();
  });

  it("reads '*' as any language the header does not name", () => {
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0, *')).toBe('ar');
    expect(localeFromAcceptLanguage('ar;q=0.2, *;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('fr, *;q=0.1, ar;q=0.3')).toBe('ar');
  });

  it('breaks ties by the order written, and lets the most specific range decide', () => {
    expect(localeFromAcceptLanguage('ar, en')).toBe('ar');
    expect(localeFromAcceptLanguage('en, ar')).toBe('en');
    expect(localeFromAcceptLanguage('ar-KW;q=0.3, ar;q=0.9, en;q=0.5')).toBe('ar');
  });

  it('skips ranges whose quality is malformed', () => {
    expect(localeFromAcceptLanguage('ar;q=2, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('ar;q=abc')).toBeNull();
    expect(localeFromAcceptLanguage('ar;q=0.0001, en;q=0.1')).toBe('en');
  });
});

describe('resolveLocale: page prefix → the app → cookie → Accept-Language → English', () => {
  it('lets the page prefix win over everything', () => {
    expect(resolveLocale({ path: '/ar/login', appLocale: 'en', cookie: 'en', acceptLanguage: 'en' })).toBe('ar');
    expect(resolveLocale({ path: '/en', cookie: 'ar', acceptLanguage: 'ar' })).toBe('en');
  });

  it("lets the app's language win over the cookie (an /ar page with an English cookie asks in Arabic)", () => {
    expect(resolveLocale({ path: '/api/categories/mini', appLocale: 'ar', cookie: 'en' })).toBe('ar');
  });

  it('then the cookie, then Accept-Language, then English', () => {
    expect(resolveLocale({ path: '/login', cookie: 'ar', acceptLanguage: 'en' })).toBe('ar');
    expect(resolveLocale({ path: '/login', cookie: 'fr', acceptLanguage: 'ar' })).toBe('ar');
    expect(resolveLocale({ appLocale: 'de', acceptLanguage: 'fr' })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('names the header and knows its languages', () => {
    expect(LOCALE_HEADER).toBe('x-badal-locale');
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('AR')).toBe(false);
  });
});
