import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale.js';

describe("a request's locale", () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(cookie);
    app.get('/*', async (request) => requestLocale(request));
    await app.ready();
  });
  afterAll(() => app.close());

  const localeOf = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).body;

  it('takes the page prefix first', async () => {
    expect(await localeOf('/ar/login', { cookie: 'lang_redirected=en', 'accept-language': 'en' })).toBe('ar');
    expect(await localeOf('/en?x=/ar', { cookie: 'lang_redirected=ar', 'x-badal-locale': 'ar' })).toBe('en');
  });

  it('answers an /api call from an /ar page in Arabic although the cookie says English', async () => {
    expect(await localeOf('/api/categories/mini', { cookie: 'lang_redirected=en', 'x-badal-locale': 'ar' })).toBe('ar');
  });

  it('then the cookie, then Accept-Language, then English', async () => {
    expect(await localeOf('/login', { cookie: 'lang_redirected=ar', 'accept-language': 'en' })).toBe('ar');
    expect(await localeOf('/login', { 'accept-language': 'fr;q=0.9, ar-KW;q=0.8' })).toBe('ar');
    expect(await localeOf('/login', { cookie: 'lang_redirected=de', 'x-badal-locale': 'fr' })).toBe('en');
    expect(await localeOf('/api/users/self', { 'accept-language': 'arz' })).toBe('en');
  });
});
