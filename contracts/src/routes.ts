/**
 * The screens of spec §2 as one route table, shared by the web app (which renders them) and the
 * BFF (which answers 404 for anything else and fills page meta). Every route exists bare
 * (English by default), under /en and under /ar.
 */
import { type AboutPage, LOCALES } from './constants.js';
import type { Locale } from './enums.js';
import { encodeQuery } from './wire.js';

/**
 * The place-ad wizard's pages (spec §2): signed-in, logout goes home. They keep the default
 * layout's top bar (its 'Place an ad' hidden), so the bell, chat and live updates stay with the
 * person while they place an ad.
 */
function placeAdStep<const Step extends string>(step: Step) {
  return {
    [`placeAd:${step}`]: { path: `/place-ad/steps/${step}`, access: 'auth', logoutGoesHome: true },
  } as {
    [K in `placeAd:${Step}`]: {
      path: `/place-ad/steps/${Step}`;
      access: 'auth';
      logoutGoesHome: true;
    };
  };
}

/** The profile's pages (spec §2): signed-in, logout goes home. */
function profilePage<const Page extends string>(page: Page) {
  return {
    [`profile:${page}`]: { path: `/profile/info/${page}`, access: 'auth', logoutGoesHome: true },
  } as {
    [K in `profile:${Page}`]: {
      path: `/profile/info/${Page}`;
      access: 'auth';
      logoutGoesHome: true;
    };
  };
}

/**
 * public: anyone; guest: only visitors (signed-in users go home); auth: signed-in users (visitors
 * go to /login?redirectTo=…); tempUser: needs the temporary user of a pending registration.
 */
export type RouteAccess = 'public' | 'guest' | 'auth' | 'tempUser';
export type RouteLayout = 'default' | 'chat';

/** One screen as the table declares it; every flag is a named field. */
export interface RouteDeclaration {
  /** wouter / path-to-regexp style pattern without locale prefix, e.g. '/sellers/:userId'. */
  path: string;
  access: RouteAccess;
  /** 'default' when left out. */
  layout?: RouteLayout;
  /** Logging out on this page returns home (spec §2 "Other behaviour"). */
  logoutGoesHome?: boolean;
  /**
   * The card provider's return address (§2 payment-return guard): the page is never shown, the
   * guard opens /payment-succeeded ('succeeded') or /payment ('failed') with the query.
   */
  paymentReturn?: 'succeeded' | 'failed';
}

const routeTable = {
  home: { path: '/', access: 'public' },
  categories: { path: '/categories', access: 'public' },
  category: { path: '/categories/:slug', access: 'public' },
  product: { path: '/categories/:slug/products/:productSlug', access: 'public' },
  seller: { path: '/sellers/:userId', access: 'public' },
  login: { path: '/login', access: 'guest' },
  resetPassword: { path: '/login/reset-password', access: 'guest' },
  signup: { path: '/signup', access: 'guest' },
  verification: { path: '/verification', access: 'tempUser' },
  memberships: { path: '/memberships', access: 'auth' },
  companySubscription: { path: '/company-subscription', access: 'auth', logoutGoesHome: true },
  payment: { path: '/payment', access: 'auth', logoutGoesHome: true },
  paymentSucceeded: { path: '/payment-succeeded', access: 'auth' },
  // Where the card provider sends the customer back (PAYMENT_RETURN_PATHS): never shown, the
  // payment-return guard turns them into the two pages above.
  paymentReturnSucceeded: { path: '/thanks', access: 'auth', paymentReturn: 'succeeded' },
  paymentReturnFailed: { path: '/check-out', access: 'auth', paymentReturn: 'failed' },
  aboutOurStory: { path: '/about/our-story', access: 'public' },
  aboutOurMission: { path: '/about/our-mission', access: 'public' },
  aboutOurVision: { path: '/about/our-vision', access: 'public' },
  aboutOurLeadershipTeam: { path: '/about/our-leadership-team', access: 'public' },
  aboutTerms: { path: '/about/terms-and-conditions', access: 'public' },
  chatContacts: { path: '/chats/contacts', access: 'auth', layout: 'chat', logoutGoesHome: true },
  chat: { path: '/chats/contacts/:userId', access: 'auth', layout: 'chat', logoutGoesHome: true },
  placeBanner: { path: '/double-banners/place-banner', access: 'auth', logoutGoesHome: true },
  // Badal's own (issue #31): the operator console — reports, banner review, audit log (404 for others).
  operator: { path: '/operator', access: 'auth' },
  // The banner review's old address: it opens the console's banner tab.
  operatorBanners: { path: '/operator/banners', access: 'auth' },
  // The wizard's entry without a step: it opens the draft at the step it stands at (§4 step mapping).
  placeAd: { path: '/place-ad', access: 'auth', logoutGoesHome: true },
  placeAdSteps: { path: '/place-ad/steps', access: 'auth', logoutGoesHome: true },
  ...placeAdStep('select-category'),
  ...placeAdStep('select-subcategory'),
  ...placeAdStep('select-brand'),
  ...placeAdStep('set-details'),
  ...placeAdStep('set-details/index-ref'),
  ...placeAdStep('set-images'),
  ...placeAdStep('select-location'),
  ...placeAdStep('preview'),
  placeAdDone: { path: '/place-ad/done', access: 'auth', logoutGoesHome: true },
  profile: { path: '/profile/info', access: 'auth', logoutGoesHome: true },
  ...profilePage('account-settings'),
  ...profilePage('ad-refresh'),
  ...profilePage('ads'),
  ...profilePage('banners'),
  ...profilePage('boost-ad'),
  ...profilePage('favorites'),
  ...profilePage('flash-sales'),
  ...profilePage('following'),
  // Badal's own: the member's past payments and their receipts (GET /orders).
  ...profilePage('payments'),
  ...profilePage('requests'),
  ...profilePage('requests/:userId'),
  // Badal's own (issue #33): saved searches, and one of them opened (a notification's click).
  ...profilePage('saved-searches'),
  ...profilePage('saved-searches/:id'),
  ...profilePage('security'),
} as const satisfies Record<string, RouteDeclaration>;

type RouteTable = typeof routeTable;
/** Every screen's id. */
export type RouteId = keyof RouteTable & string;
export interface AppRoute extends Required<Omit<RouteDeclaration, 'layout' | 'paymentReturn'>> {
  id: RouteId;
  layout: RouteLayout;
  paymentReturn: RouteDeclaration['paymentReturn'] | null;
}

export const appRoutes: readonly AppRoute[] = Object.entries(routeTable).map(
  ([id, route]: [string, RouteDeclaration]) => ({
    id: id as RouteId,
    path: route.path,
    access: route.access,
    layout: route.layout ?? 'default',
    logoutGoesHome: route.logoutGoesHome ?? false,
    paymentReturn: route.paymentReturn ?? null,
  }),
);

/** The about pages' route ids by their slug. */
export const ABOUT_ROUTES = {
  'our-story': 'aboutOurStory',
  'our-mission': 'aboutOurMission',
  'our-vision': 'aboutOurVision',
  'our-leadership-team': 'aboutOurLeadershipTeam',
  'terms-and-conditions': 'aboutTerms',
} as const satisfies Record<AboutPage, RouteId>;

const routesById = new Map<string, AppRoute>(appRoutes.map((route) => [route.id, route]));

/** The route of an id. */
export const routeOf = (id: RouteId): AppRoute => routesById.get(id) as AppRoute;

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
    if (params) return { route, params, locale };
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

/** ':userId' names of a pattern, as a union type. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;

export type RouteParamNames<Id extends RouteId> = ParamNames<RouteTable[Id]['path']>;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A route's path params, plus an optional query (its empty values are left out). */
export type PathParams<Id extends RouteId> = { readonly [Name in RouteParamNames<Id>]: string | number } & {
  readonly query?: Readonly<Record<string, QueryValue>>;
};

type PathArgs<Id extends RouteId> = [RouteParamNames<Id>] extends [never]
  ? [params?: PathParams<Id>, locale?: Locale | null]
  : [params: PathParams<Id>, locale?: Locale | null];

/**
 * The path of a screen: '/sellers/12', '/categories/cars?subCategory=suv', or with a locale
 * '/ar/sellers/12'. Every link and navigation of the app is made with it, so a path exists once,
 * here.
 */
export const pathTo = <Id extends RouteId>(id: Id, ...[params, locale]: PathArgs<Id>): string => {
  const route = routesById.get(id);
  if (!route) throw new Error(`no route ${id}`);
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const prefixed = locale ? `/${locale}${path === '/' ? '' : path}` : path;
  return `${prefixed}${encodeQuery(params?.query)}`;
};

/**
 * The §2 payment-return guard: where the card provider's return addresses lead. `check-out`
 * (failed, cancelled) opens the payment page again with the query kept, so it can say why;
 * `thanks` (paid) opens the confirmation, typed by what was bought — `customService` marks a
 * banner, `company` a company subscription, anything else a membership or a promotion. The
 * spec's "a user with a membership goes to the payment page" is not applied to `thanks`: it would
 * hide every member's confirmation, so members and others return alike.
 */
export const paymentReturnTarget = (kind: 'succeeded' | 'failed', search: string, locale?: Locale): string => {
  const query = Object.fromEntries(new URLSearchParams(search));
  if (kind === 'failed') return pathTo('payment', { query }, locale);
  const type = 'customService' in query ? 'banner' : 'company' in query ? 'subscription' : 'membership';
  return pathTo('paymentSucceeded', { query: { ...query, type } }, locale);
};
