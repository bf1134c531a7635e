/**
 * The BFF's own endpoints (architecture §4). These replace the upstream calls whose answers carry the
 * API token: the browser and mobile apps only ever see an opaque session id.
 */
import { z } from 'zod';
import type { CallAuth, CallDef } from './call.js';
import type { BffEndpointPath } from './call-paths.js';
import { authCalls, checkCodeQuerySchema, loginBodySchema, socialProviderSchema } from './calls/auth.js';
import { categorySchema } from './entities/category.js';
import { bannerSchema, companyValueSchema, popularCategorySchema } from './entities/content.js';
import { productCardSchema } from './entities/product.js';
import { selfUserSchema } from './entities/user.js';
import { localeSchema } from './enum-schemas.js';
import { errorBodySchema } from './error-schemas.js';
import { plainString } from './rules.js';

/** What a client may know of its session: never the API token. */
export const sessionViewSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  checkMembership: z.boolean(),
  /** ISO time at which the session ends (login time + expires_in). */
  expiresAt: z.string(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionStateSchema = z.object({
  authenticated: z.boolean(),
  session: sessionViewSchema.nullable(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

/**
 * POST /bff/session (and /verify) answer with the session id too for clients that ask with the
 * header `Prefer: bearer-session` (mobile apps, which send it back as `Authorization: Bearer`);
 * browsers only ever get it as an HttpOnly cookie.
 */
export const loginResultSchema = sessionStateSchema.extend({
  /** The opaque BFF session id, for `Prefer: bearer-session` clients only. */
  sessionId: z.string().optional(),
});

/**
 * The Firebase web app's public settings and the VAPID key, for the page to obtain its push token
 * (FCM for the web). None of it is secret: Firebase's console hands these to every web client.
 */
export const webPushConfigSchema = z.object({
  apiKey: z.string().min(1),
  projectId: z.string().min(1),
  messagingSenderId: z.string().min(1),
  appId: z.string().min(1),
  vapidKey: z.string().min(1),
});
export type WebPushConfig = z.infer<typeof webPushConfigSchema>;

export const bootstrapSchema = z.object({
  locale: localeSchema,
  direction: z.enum(['ltr', 'rtl']),
  session: sessionViewSchema.nullable(),
  /** Null for visitors, or when fetching it failed (logged by the BFF). */
  self: selfUserSchema.nullable(),
  categories: z.array(categorySchema).nullable(),
  /** Unread notifications; null until the notifications service answers. */
  unreadCount: z.number().int().nonnegative().nullable(),
  /** Deployment settings the app needs at start. */
  settings: z.object({
    /** Map tile URL template ({z}/{x}/{y}); maps fall back to the address text when tiles do not load. */
    mapTileUrl: z.string(),
    mapAttribution: z.string(),
    /** Push to closed tabs: null when the deployment configures no FCM web app (the feature is off). */
    webPush: webPushConfigSchema.nullable(),
  }),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/** GET /bff/home: the whole home page in one response; a part that failed is null. */
export const homeSchema = z.object({
  banners: z.object({
    double: z.array(bannerSchema).nullable(),
    horizontal: z.array(bannerSchema).nullable(),
    vertical: z.array(bannerSchema).nullable(),
  }),
  popularCategories: z.array(popularCategorySchema).nullable(),
  /** Ads in a running flash sale (the home page's row shows them when there are any). */
  flashSales: z.array(productCardSchema).nullable(),
  /** In display order: the API's list reversed (§7 "shown reversed"). */
  companyValues: z.array(companyValueSchema).nullable(),
});
export type Home = z.infer<typeof homeSchema>;

/**
 * One BFF endpoint, declared once (keyed by its name in `bffEndpoints`): its method and path, what
 * it is for, the schemas of its input (checked before the handler runs) and of its answer, or
 * `redirects` for an endpoint that answers with a browser redirect (302) instead of a body. The web
 * app gets each one's method and path without zod from its build (web/build/call-paths-plugin.ts).
 */
export interface BffEndpointDef extends BffEndpointPath {
  summary: string;
  /** Who may call it: `none` for the sign-in doors, `optional` for answers visitors and members both get. */
  auth: Exclude<CallAuth, 'required'>;
  /** The internal call it makes for the client: that call's declared errors are its answers too. */
  call?: CallDef;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  redirects?: true;
}

export const bffEndpoints = {
  login: {
    method: 'POST',
    path: '/bff/session',
    auth: 'none',
    call: authCalls.login,
    summary:
      'Sign in; sets the session cookie, and returns the session id to clients that send `Prefer: bearer-session` (mobile apps)',
    body: loginBodySchema,
    response: loginResultSchema,
  },
  logout: {
    method: 'DELETE',
    path: '/bff/session',
    auth: 'optional',
    call: authCalls.logout,
    summary: 'Sign out',
    response: sessionStateSchema,
  },
  current: {
    method: 'GET',
    path: '/bff/session',
    auth: 'optional',
    summary: 'The current session',
    response: sessionStateSchema,
  },
  verify: {
    method: 'POST',
    path: '/bff/session/verify',
    auth: 'none',
    call: authCalls.checkCode,
    summary: 'Check the SMS code sent at registration and sign in',
    body: checkCodeQuerySchema.extend({ fcmToken: plainString(4096).optional() }),
    response: loginResultSchema,
  },
  pushToken: {
    method: 'PUT',
    path: '/bff/session/push-token',
    // A session is needed (401 `session_ended` without one); `required` names API calls only.
    auth: 'optional',
    summary:
      "Keep this device's push token (FCM) in the session, for a token obtained after signing in: the BFF pushes to it, and logout tells the API to forget it (§7)",
    body: z.object({ fcmToken: plainString(4096).min(1) }),
    response: sessionStateSchema,
  },
  socialRedirect: {
    method: 'GET',
    path: '/bff/session/{provider}/redirect',
    auth: 'none',
    summary: 'Start a social sign-in (browser redirect to the provider)',
    params: z.object({ provider: socialProviderSchema }),
    query: z.object({
      /** Where the browser goes once signed in: a path of this site (anything else is ignored). */
      redirectTo: plainString(2048).optional(),
    }),
    redirects: true,
  },
  socialCallback: {
    method: 'GET',
    path: '/bff/session/{provider}/callback',
    auth: 'none',
    call: authCalls.socialCallback,
    summary:
      'Finish a social sign-in (state and PKCE checked); sets the session cookie and redirects home or where it started',
    params: z.object({ provider: socialProviderSchema }),
    query: z.object({
      code: plainString(2048).optional(),
      /** Must be the state this browser was given when it started the sign-in. */
      state: plainString(200).optional(),
      /** The provider's refusal (e.g. access_denied when the person cancelled). */
      error: plainString(200).optional(),
    }),
    redirects: true,
  },
  home: {
    method: 'GET',
    path: '/bff/home',
    auth: 'optional',
    summary: 'The home page (banners, popular categories with products, company values) in one response',
    response: homeSchema,
  },
  bootstrap: {
    method: 'GET',
    path: '/bff/bootstrap',
    auth: 'optional',
    summary: 'Start-up data in one response',
    response: bootstrapSchema,
  },
} as const satisfies Record<string, BffEndpointDef>;

export type BffEndpointName = keyof typeof bffEndpoints;

export { errorBodySchema };
