/**
 * The screens of spec §2 as one route table, shared by the web app (which renders them) and the
 * BFF (which answers 404 for anything else and fills page meta). Every route exists bare
 * (English by default), under /en and under /ar.
 */
import { LOCALES } from './constants.js';
import type { Locale } from './enums.js';

/**
 * public: anyone; guest: only visitors (signed-in users go home); auth: signed-in users (visitors
 * go to /login?redirectTo=…); tempUser: needs the temporary user of a pending registration.
 */
export type RouteAccess = 'public' | 'guest' | 'auth' | 'tempUser';
export type RouteLayout = 'default' | 'chat' | 'empty';

export interface AppRoute {
  id: string;
  /** wouter / path-to-regexp style pattern without locale prefix, e.g. '/sellers/:userId'. */
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  /**
   * False while the page belongs to a feature that has not landed yet: the route is declared,
   * and until its page exists the app and the BFF answer it as not found.
   */
  available: boolean;
  /** Logging out on this page returns home (spec §2 "Other behaviour"). */
  logoutGoesHome?: boolean;
}

const r = (
  id: string,
  path: string,
  access: RouteAccess,
  layout: RouteLayout = 'default',
  available = false,
  logoutGoesHome = false,
): AppRoute => ({ id, path, access, layout, available, logoutGoesHome });

const PLACE_AD_STEPS = [
  'select-category',
  'select-subcategory',
  'select-brand',
  'set-details',
  'set-details/index-ref',
  'set-images',
  'select-location',
  'preview',
] as const;

const PROFILE_PAGES = [
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
] as const;

export const appRoutes: readonly AppRoute[] = [
  r('home', '/', 'public', 'default', true),
  r('categories', '/categories', 'public', 'default', true),
  r('category', '/categories/:slug', 'public', 'default', true),
  r('product', '/categories/:slug/products/:productSlug', 'public', 'default', true),
  r('seller', '/sellers/:userId', 'public', 'default', true),
  r('login', '/login', 'guest', 'default', true),
  r('resetPassword', '/login/reset-password', 'guest', 'default', true),
  r('signup', '/signup', 'guest', 'default', true),
  r('verification', '/verification', 'tempUser', 'default', true),
  r('memberships', '/memberships', 'auth'),
  r('companySubscription', '/company-subscription', 'auth', 'default', false, true),
  r('payment', '/payment', 'auth', 'default', false, true),
  r('paymentSucceeded', '/payment-succeeded', 'auth'),
  r('aboutOurStory', '/about/our-story', 'public', 'default', true),
  r('aboutOurMission', '/about/our-mission', 'public', 'default', true),
  r('aboutOurVision', '/about/our-vision', 'public', 'default', true),
  r('aboutOurLeadershipTeam', '/about/our-leadership-team', 'public', 'default', true),
  r('aboutTerms', '/about/terms-and-conditions', 'public', 'default', true),
  r('chatContacts', '/chats/contacts', 'auth', 'chat', true, true),
  r('chat', '/chats/contacts/:userId', 'auth', 'chat', true, true),
  r('placeBanner', '/double-banners/place-banner', 'auth', 'default', false, true),
  ...PLACE_AD_STEPS.map((step) => r(`placeAd:${step}`, `/place-ad/steps/${step}`, 'auth', 'empty', true, true)),
  r('placeAdDone', '/place-ad/done', 'auth', 'empty', true, true),
  r('profile', '/profile/info', 'auth', 'default', true, true),
  ...PROFILE_PAGES.map((page) =>
    r(
      `profile:${page}`,
      `/profile/info/${page}`,
      'auth',
      'default',
      page === 'account-settings' || page === 'security' || page === 'ads',
      true,
    ),
  ),
];

/** Splits an optional /en or /ar prefix off a path. */
export const splitLocalePrefix = (pathname: string): { locale: Locale | null; path: string } => {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: null, path: pathname };
};

const patternCache = new Map<string, RegExp>();
const compile = (pattern: string): RegExp => {
  let re = patternCache.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '([^/]+)' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${body}/?$`);
    patternCache.set(pattern, re);
  }
  return re;
};

/** Extracts `:param` values of a pattern from a path, or null when it does not match. */
export const matchPattern = (pattern: string, path: string): Record<string, string> | null => {
  const m = compile(pattern).exec(path);
  if (!m) return null;
  const names = pattern.split('/').filter((s) => s.startsWith(':'));
  const params: Record<string, string> = {};
  try {
    names.forEach((n, i) => {
      params[n.slice(1)] = decodeURIComponent(m[i + 1] ?? '');
    });
  } catch {
    // A malformed escape ('/sellers/%E0') names no page: a 404, not a thrown URIError (a 500).
    return null;
  }
  return params;
};

/** The route a (possibly locale-prefixed) path shows, with its params; null means 404. */
export const matchAppRoute = (
  pathname: string,
): { route: AppRoute; params: Record<string, string>; locale: Locale | null } | null => {
  const { locale, path } = splitLocalePrefix(pathname);
  for (const route of appRoutes) {
    const params = matchPattern(route.path, path);
    if (params && route.available) return { route, params, locale };
  }
  return null;
};

/** A redirect target is followed only when it is a same-origin path (no open redirect). */
export const isSafeRedirect = (target: unknown): target is string =>
  typeof target === 'string' &&
  target.startsWith('/') &&
  !target.startsWith('//') &&
  !target.startsWith('/\\') &&
  ![...target].some((ch) => ch.charCodeAt(0) < 0x20) &&
  target.length <= 2048;
