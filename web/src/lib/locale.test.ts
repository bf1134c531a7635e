// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { detectLocale, localeBase, localeCookie, readCookie, switchedUrl, switchLanguage, tidyPath } from './locale';

describe('locale', () => {
  it('prefers the URL prefix, then the server, then the cookie, then English', () => {
    expect(detectLocale({ pathname: '/ar/login', serverLocale: 'en', cookies: 'lang_redirected=en' })).toBe('ar');
    expect(detectLocale({ pathname: '/login', serverLocale: 'ar' })).toBe('ar');
    expect(detectLocale({ pathname: '/login', serverLocale: 'fr', cookies: 'a=1; lang_redirected=ar' })).toBe('ar');
    expect(detectLocale({ pathname: '/arabic', cookies: '' })).toBe('en');
  });

  it('keeps the prefix as the router base', () => {
    expect(localeBase('/ar')).toBe('/ar');
    expect(localeBase('/en/profile/info')).toBe('/en');
    expect(localeBase('/profile/info')).toBe('');
  });

  it('reads cookies and writes a year-long locale cookie', () => {
    expect(readCookie('x=1; lang_redirected=ar', 'lang_redirected')).toBe('ar');
    expect(readCookie('x=1', 'lang_redirected')).toBeNull();
    expect(localeCookie('ar')).toBe('lang_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('swaps a prefix and leaves bare URLs to the cookie', () => {
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(switchedUrl('en', at('/ar/login', '?redirectTo=%2Fx', '#top'))).toBe('/en/login?redirectTo=%2Fx#top');
    expect(switchedUrl('ar', at('/en'))).toBe('/ar');
    expect(switchedUrl('ar', at('/login'))).toBe('/login');
  });

  it('tidies "/ar/" into "/ar"', () => {
    expect(tidyPath('/ar/')).toBe('/ar');
    expect(tidyPath('/en/?text=a')).toBe('/en?text=a');
    expect(tidyPath('/ar/login')).toBe('/ar/login');
    expect(tidyPath('/')).toBe('/');
  });

  it('sets the cookie at once and reloads only after 500 ms', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    const reload = vi.fn();
    const doc = { cookie: '' };
    const win = {
      document: doc,
      location: { pathname: '/en/signup', search: '', hash: '', assign, reload },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    } as unknown as Window;
    switchLanguage('ar', win);
    expect(doc.cookie).toContain('lang_redirected=ar');
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/ar/signup');
    expect(reload).not.toHaveBeenCalled();
  });
});
