/**
 * Method and path of each of the BFF's own endpoints (zod-free), for clients that only send
 * requests. bff.ts spreads these into the full declarations (input and answer schemas), from
 * which the BFF registers the routes and builds /docs.
 */
import type { HttpMethod } from './call-routes.js';

export interface BffRoute {
  method: HttpMethod;
  /** Absolute path on the BFF, with `{param}` placeholders. */
  path: string;
}

export const bffRoutes = {
  login: { method: 'POST', path: '/bff/session' },
  logout: { method: 'DELETE', path: '/bff/session' },
  current: { method: 'GET', path: '/bff/session' },
  verify: { method: 'POST', path: '/bff/session/verify' },
  socialRedirect: { method: 'GET', path: '/bff/session/{provider}/redirect' },
  socialCallback: { method: 'GET', path: '/bff/session/{provider}/callback' },
  home: { method: 'GET', path: '/bff/home' },
  bootstrap: { method: 'GET', path: '/bff/bootstrap' },
} as const satisfies Record<string, BffRoute>;

export type BffRouteName = keyof typeof bffRoutes;
