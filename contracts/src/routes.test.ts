import { describe, expect, it } from 'vitest';
import {
  appRoutes,
  isSafeRedirect,
  matchAppRoute,
  matchPattern,
  pathTo,
  type RouteId,
  routeOf,
  splitLocalePrefix,
} from './routes.js';

/** The screens of spec §2 (with the children of place-ad and profile spelled out). */
const SPEC_ROUTES = [
  '/',
  '/categories',
  '/categories/:slug',
  '/categories/:slug/products/:productSlug',
  '/sellers/:userId',
  '/login',
  '/login/reset-password',
  '/signup',
  '/verification',
  '/memberships',
  '/company-subscription',
  '/payment',
  '/payment-succeeded',
  // The card provider's return addresses, which the §2 payment-return guard reads.
  '/thanks',
  '/check-out',
  // Badal's own: the operator console and the banner review's old address, and a member's payments and receipts.
  '/operator',
  '/operator/banners',
  '/profile/info/payments',
  '/profile/info/saved-searches',
  '/profile/info/saved-searches/:id',
  '/about/our-story',
  '/about/our-mission',
  '/about/our-vision',
  '/about/our-leadership-team',
  '/about/terms-and-conditions',
  '/chats/contacts',
  '/chats/contacts/:userId',
  '/double-banners/place-banner',
  // §2 names /place-ad/steps (and the wizard lives under /place-ad): both open the draft's step.
  '/place-ad',
  '/place-ad/steps',
  ...[
    'select-category',
    'select-subcategory',
    'select-brand',
    'set-details',
    'set-details/index-ref',
    'set-images',
    'select-location',
    'preview',
  ].map((s) => `/place-ad/steps/${s}`),
  '/place-ad/done',
  '/profile/info',
  ...[
    'account-settings',
    'ad-refresh',
    'ads',
    'banners',
    'boost-ad',
    'favorites',
    'flash-sales',
    'following',
    'requests',
    'requests/:userId',
    'security',
  ].map((p) => `/profile/info/${p}`),
];

/** A concrete URL for a pattern: every :param becomes a sample value. */
const sample = (pattern: string) => pattern.replace(/:(\w+)/g, (_, n: string) => `${n}-1`);

describe('the route table', () => {
  it('declares every §2 screen once, and nothing else', () => {
    expect(appRoutes.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES].sort());
    expect(new Set(appRoutes.map((r) => r.id)).size).toBe(appRoutes.length);
  });

  it('guards as §2 says: login and signup for visitors, the account pages for signed-in users', () => {
    const access = (path: string) => appRoutes.find((r) => r.path === path)?.access;
    expect(access('/login')).toBe('guest');
    expect(access('/signup')).toBe('guest');
    expect(access('/verification')).toBe('tempUser');
    expect(access('/')).toBe('public');
    expect(access('/categories/:slug/products/:productSlug')).toBe('public');
    expect(access('/profile/info/security')).toBe('auth');
    expect(access('/place-ad/steps/preview')).toBe('auth');
  });

  it('sends logout home from place-ad, profile, chats, double-banners, company-subscription and payment', () => {
    const home = /^\/(place-ad|profile|chats|double-banners|company-subscription|payment(\/|$))/;
    for (const r of appRoutes) expect(Boolean(r.logoutGoesHome), r.path).toBe(home.test(r.path));
  });

  it("marks the card provider's return addresses for the payment-return guard", () => {
    expect(routeOf('paymentReturnSucceeded')).toMatchObject({ path: '/thanks', paymentReturn: 'succeeded' });
    expect(routeOf('paymentReturnFailed')).toMatchObject({ path: '/check-out', paymentReturn: 'failed' });
    expect(appRoutes.filter((r) => r.paymentReturn !== null)).toHaveLength(2);
  });

  it('uses the chat layout for chats and the default layout (its top bar) everywhere else, the place-ad flow too', () => {
    for (const r of appRoutes) expect(r.layout, r.path).toBe(r.path.startsWith('/chats') ? 'chat' : 'default');
  });

  it("matches the wizard's entry with and without /steps, in each language, as a signed-in page", () => {
    for (const [path, id] of [
      ['/place-ad', 'placeAd'],
      ['/place-ad/steps', 'placeAdSteps'],
      ['/ar/place-ad/', 'placeAd'],
      ['/en/place-ad/steps', 'placeAdSteps'],
    ] as const) {
      const match = matchAppRoute(path);
      expect(match?.route, path).toMatchObject({ id, access: 'auth', logoutGoesHome: true });
    }
    expect(matchAppRoute('/place-ad/steps/select-category')?.route.id).toBe('placeAd:select-category');
  });
});

describe('splitLocalePrefix', () => {
  it('splits /en and /ar only as whole segments', () => {
    expect(splitLocalePrefix('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePrefix('/ar/login')).toEqual({ locale: 'ar', path: '/login' });
    expect(splitLocalePrefix('/login')).toEqual({ locale: null, path: '/login' });
    expect(splitLocalePrefix('/english')).toEqual({ locale: null, path: '/english' });
    expect(splitLocalePrefix('/fr/login')).toEqual({ locale: null, path: '/fr/login' });
  });
});

describe('matchAppRoute', () => {
  it('matches every route bare, under /en and under /ar', () => {
    for (const route of appRoutes) {
      const path = sample(route.path);
      for (const [prefix, locale] of [
        ['', null],
        ['/en', 'en'],
        ['/ar', 'ar'],
      ] as const) {
        const url = prefix && path === '/' ? prefix : `${prefix}${path}`;
        const match = matchAppRoute(url);
        expect(match, url).toMatchObject({ route: { id: route.id }, locale });
      }
    }
  });

  it('finds home at /, /en, /en/, /ar and /ar/', () => {
    for (const url of ['/', '/en', '/en/', '/ar', '/ar/']) expect(matchAppRoute(url)?.route.id, url).toBe('home');
    expect(matchAppRoute('/ar')?.locale).toBe('ar');
  });

  it('accepts a trailing slash and tells locales apart', () => {
    expect(matchAppRoute('/login/')?.route.id).toBe('login');
    expect(matchAppRoute('/ar/login')).toMatchObject({ route: { id: 'login' }, locale: 'ar' });
    expect(matchAppRoute('/en/profile/info/security')).toMatchObject({ route: { id: 'profile:security' } });
  });

  it('answers null for unknown paths', () => {
    for (const url of ['/nope', '/fr/login', '/en/nope', '/ar/ar/login', '/login/extra', '//login', '/LOGIN', '']) {
      expect(matchAppRoute(url), url).toBeNull();
    }
  });
});

describe('matchPattern', () => {
  it('extracts and decodes params', () => {
    expect(matchPattern('/sellers/:userId', '/sellers/42')).toEqual({ userId: '42' });
    expect(matchPattern('/categories/:slug/products/:productSlug', '/categories/cars/products/bmw-x5')).toEqual({
      slug: 'cars',
      productSlug: 'bmw-x5',
    });
    expect(matchPattern('/categories/:slug', `/categories/${encodeURIComponent('سيارات')}`)).toEqual({
      slug: 'سيارات',
    });
  });

  it('does not let a param span segments, and treats regex characters literally', () => {
    expect(matchPattern('/sellers/:userId', '/sellers/1/2')).toBeNull();
    expect(matchPattern('/a.b', '/axb')).toBeNull();
    expect(matchPattern('/a.b', '/a.b')).toEqual({});
  });

  it('answers null (a 404) for malformed escapes instead of throwing', () => {
    expect(matchPattern('/sellers/:userId', '/sellers/%E0%A4%A')).toBeNull();
    expect(() => matchAppRoute('/ar/profile/info/requests/%ZZ')).not.toThrow();
  });
});

describe('isSafeRedirect', () => {
  it('allows same-origin paths', () => {
    for (const ok of ['/', '/profile/info', '/ar/categories/cars?x=1#top', '/a/b\\c', '/%2F%2Fevil.com']) {
      expect(isSafeRedirect(ok), ok).toBe(true);
    }
  });

  it('refuses protocol-relative, backslash, absolute, scheme and control-character targets', () => {
    const bad = [
      '//evil.com',
      '//evil.com/path',
      '/\\evil.com',
      '/\\/evil.com',
      'http://evil.com',
      'https://evil.com/profile',
      'javascript:alert(1)',
      'evil.com',
      '',
      '/\tevil',
      '/\n/evil.com',
      '/x\r\nSet-Cookie: a=b',
      '/\u0000',
      `/${'a'.repeat(2048)}`,
    ];
    for (const target of bad) expect(isSafeRedirect(target), JSON.stringify(target)).toBe(false);
  });

  it('refuses non-strings', () => {
    for (const v of [undefined, null, 42, ['/'], { toString: () => '/' }]) expect(isSafeRedirect(v)).toBe(false);
  });
});

describe('pathTo', () => {
  it('fills params (encoded) and adds the locale prefix when asked', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('home', {}, 'ar')).toBe('/ar');
    expect(pathTo('seller', { userId: 12 })).toBe('/sellers/12');
    expect(pathTo('seller', { userId: 12 }, 'ar')).toBe('/ar/sellers/12');
    expect(pathTo('product', { slug: 'سيارات', productSlug: 'a b' })).toBe(
      `/categories/${encodeURIComponent('سيارات')}/products/a%20b`,
    );
    expect(pathTo('placeAd:set-details/index-ref')).toBe('/place-ad/steps/set-details/index-ref');
  });

  it('adds the query, leaving out empty values', () => {
    expect(pathTo('category', { slug: 'search', query: { text: 'land cruiser', page: undefined } })).toBe(
      '/categories/search?text=land+cruiser',
    );
    expect(pathTo('login', { query: { redirectTo: '/ar/profile/info' } }, 'en')).toBe(
      '/en/login?redirectTo=%2Far%2Fprofile%2Finfo',
    );
  });

  it('makes paths the table matches back to the same route', () => {
    for (const route of appRoutes) {
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1], `${m[1]}-1`]));
      const made = (pathTo as (id: RouteId, p: object, l?: 'ar') => string)(route.id, params, 'ar');
      expect(matchAppRoute(made), made).toMatchObject({ route: { id: route.id }, params, locale: 'ar' });
    }
  });

  it('refuses unknown routes and missing params', () => {
    const anyId = pathTo as (id: string, params?: object) => string;
    expect(() => anyId('nope')).toThrow(/no route/);
    expect(() => anyId('seller', {})).toThrow(/missing path parameter userId/);
    // @ts-expect-error the seller page needs its userId
    expect(() => pathTo('seller')).toThrow();
  });

  it('names each route by id', () => {
    expect(routeOf('profile:banners')).toMatchObject({ path: '/profile/info/banners' });
    expect(routeOf('companySubscription')).toMatchObject({ path: '/company-subscription' });
  });
});
