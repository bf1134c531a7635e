/**
 * Cross-site request protection. A browser always says where an unsafe request comes from
 * (Sec-Fetch-Site, Origin); anything cross-site is refused before it can act with the user's
 * cookie. Bearer-authenticated clients (mobile apps) carry no ambient credentials and are exempt.
 * Together with SameSite=Lax cookies this closes CSRF without a token round trip.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config.js';
import { BffError } from '../lib/bff-error.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isCrossSite = (request: FastifyRequest, publicUrl: string | undefined): boolean => {
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false; // not a browser request, or a same-origin one from an old browser
  if (origin === 'null') return true;
  // The whole origin: scheme too, so http://site cannot act on https://site.
  const expected = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.headers.host}`;
  try {
    return new URL(origin).origin !== expected;
  } catch {
    return true;
  }
};

export const originGuardPlugin = fp(
  async (app: FastifyInstance, opts: { config: BffConfig }) => {
    // A callback hook: reads pass straight through without a promise per request.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE.has(request.method) || request.sessionCredential()?.via === 'bearer') return done();
      if (isCrossSite(request, opts.config.publicUrl)) return done(new BffError('forbidden_origin'));
      done();
    });
  },
  { name: 'origin-guard', dependencies: ['sessions'] },
);
