/**
 * What ties a social sign-in's callback to the browser that started it (RFC 6749 §10.12, RFC 7636):
 * a random `state` and a PKCE verifier, kept for ten minutes in an HttpOnly cookie scoped to the
 * sign-in paths. The callback is taken only with the state this browser was given, once; a code
 * an attacker obtained for their own account and slipped to a victim arrives without it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isSafeRedirect, pathTo, type SocialProvider } from '@badal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config.js';
import { BffError } from '../lib/bff-error.js';

/**
 * On an HTTPS site the cookie is `__Host-` prefixed (Secure, Path=/, this host only), so a sibling
 * subdomain cannot plant a state of its own choosing next to an attacker's code.
 */
const cookieName = (secure: boolean) => (secure ? '__Host-badal_social' : 'badal_social');
const MAX_AGE_SECONDS = 10 * 60;

export interface SocialAttempt {
  provider: SocialProvider;
  state: string;
  verifier: string;
  /** A path of this site to land on once signed in. */
  redirectTo: string | null;
}

const random = () => randomBytes(32).toString('base64url');

export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

const isSecure = (config: BffConfig, request: FastifyRequest) =>
  config.session.secure ?? (config.publicUrl ? config.publicUrl.startsWith('https:') : request.protocol === 'https');

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The origin the provider sends the browser back to: PUBLIC_URL. Without it (development), a
 * loopback Host is taken as it is, which can only send the code back to the same machine; any other
 * Host header is never trusted to say where a sign-in code goes.
 */
export const callbackOrigin = (config: BffConfig, request: FastifyRequest): string => {
  if (config.publicUrl) return config.publicUrl;
  const host = request.headers.host ?? '';
  if (LOOPBACK_HOST.test(host)) return `http://${host}`;
  throw new BffError('not_found');
};

/** Starts an attempt: a fresh state and verifier, remembered in this browser's cookie. */
export const beginAttempt = (
  config: BffConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  redirectTo: string | undefined,
): SocialAttempt => {
  const attempt: SocialAttempt = {
    provider,
    state: random(),
    verifier: random(),
    redirectTo: isSafeRedirect(redirectTo) ? redirectTo : null,
  };
  const secure = isSecure(config, request);
  reply.setCookie(cookieName(secure), Buffer.from(JSON.stringify(attempt)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: MAX_AGE_SECONDS,
    secure,
  });
  return attempt;
};

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const readAttempt = (request: FastifyRequest, name: string): SocialAttempt | null => {
  const raw = request.cookies[name];
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<SocialAttempt>;
    if (typeof value.state !== 'string' || typeof value.verifier !== 'string' || typeof value.provider !== 'string')
      return null;
    return {
      provider: value.provider as SocialProvider,
      state: value.state,
      verifier: value.verifier,
      redirectTo: isSafeRedirect(value.redirectTo) ? value.redirectTo : null,
    };
  } catch {
    return null;
  }
};

/**
 * Ends the attempt (its cookie is cleared whatever happens: single use) and returns it when the
 * callback carries the state it was started with, for the same provider; otherwise throws.
 */
export const finishAttempt = (
  config: BffConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  state: string | undefined,
): SocialAttempt => {
  const secure = isSecure(config, request);
  const name = cookieName(secure);
  const attempt = readAttempt(request, name);
  if (request.cookies[name] !== undefined)
    reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  if (!attempt || attempt.provider !== provider || !state || !sameText(attempt.state, state))
    throw new BffError('social_state');
  return attempt;
};

/**
 * A Location header for a path of this site: percent-encoded as URL parsing writes it, so any
 * character (U+3002, Arabic …) becomes a valid header value; anything that would leave the site
 * becomes home.
 */
export const sitePath = (target: string | null): string => {
  if (!target || !isSafeRedirect(target)) return pathTo('home');
  try {
    const url = new URL(target, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return pathTo('home');
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return pathTo('home');
  }
};
