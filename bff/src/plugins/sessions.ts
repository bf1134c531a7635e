/**
 * Sessions (architecture §6): an opaque id in an HttpOnly cookie (or `Authorization: Bearer <id>` for
 * mobile clients) pointing at the API token kept in the store. Decorates each request with a lazy
 * `loadSession()`, and the app with helpers to start and end sessions.
 */

import type { LoginResponse } from '@badal/contracts';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config.js';
import { isWellFormedSessionId, newSessionId, type Session, type SessionStore } from '../sessions/session-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    startSession(
      reply: FastifyReply,
      request: FastifyRequest,
      login: LoginResponse,
      pushToken?: string,
    ): Promise<Session>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Hooks run when a session ends (e.g. disconnect its sockets). */
    onSessionEnd(listener: (session: Session) => void | Promise<void>): void;
  }
  interface FastifyRequest {
    /** The session, if the request carries a live one; cached per request. */
    loadSession(): Promise<Session | null>;
    /** loadSession's answer for this request, once asked. */
    sessionLookup: Promise<Session | null> | null;
    /** How the request presented a session id: cookie, bearer, or not at all. */
    sessionCredential(): { id: string; via: 'cookie' | 'bearer' } | null;
  }
}

const bearerId = (request: FastifyRequest): string | null => {
  const h = request.headers.authorization;
  if (!h?.startsWith('Bearer ')) return null;
  return h.slice(7).trim();
};

export const sessionsPlugin = fp(
  async (app: FastifyInstance, opts: { config: BffConfig; store: SessionStore; now?: () => number }) => {
    const { config, store } = opts;
    const endListeners: Array<(s: Session) => void | Promise<void>> = [];
    await app.register(cookie);
    app.decorate('sessions', store);

    const cookieOptions = (request: FastifyRequest) => ({
      httpOnly: true,
      sameSite: 'lax' as const,
      path: '/',
      secure:
        config.session.secure ??
        (config.publicUrl ? config.publicUrl.startsWith('https:') : request.protocol === 'https'),
    });

    app.decorateRequest('sessionCredential', function (this: FastifyRequest) {
      const bearer = bearerId(this);
      if (bearer) return { id: bearer, via: 'bearer' as const };
      const fromCookie = this.cookies[config.session.cookieName];
      return fromCookie ? { id: fromCookie, via: 'cookie' as const } : null;
    });

    // The lookup, once per request: a request property (declared up front so every request
    // object keeps one shape) rather than a WeakMap, whose entries cost the garbage collector.
    app.decorateRequest('sessionLookup', null);
    app.decorateRequest('loadSession', function (this: FastifyRequest) {
      if (!this.sessionLookup) {
        const cred = this.sessionCredential();
        this.sessionLookup = cred && isWellFormedSessionId(cred.id) ? store.get(cred.id) : Promise.resolve(null);
      }
      return this.sessionLookup;
    });

    app.decorate(
      'startSession',
      async (reply: FastifyReply, request: FastifyRequest, login: LoginResponse, pushToken?: string) => {
        // A new sign-in replaces whatever session the client had (no session fixation).
        const previous = await request.loadSession();
        if (previous) await endStored(previous);
        const now = (opts.now ?? Date.now)();
        const session: Session = {
          id: newSessionId(),
          apiToken: login.access_token,
          userId: login.id,
          fullName: login.fullname,
          checkMembership: login.checkMembership,
          createdAt: now,
          expiresAt: now + login.expires_in * 1000,
          ...(pushToken ? { pushToken } : {}),
        };
        await store.set(session);
        reply.setCookie(config.session.cookieName, session.id, {
          ...cookieOptions(request),
          expires: new Date(session.expiresAt),
        });
        request.sessionLookup = Promise.resolve(session);
        return session;
      },
    );

    const endStored = async (session: Session) => {
      await store.delete(session.id);
      for (const listener of endListeners) {
        try {
          await listener(session);
        } catch (error) {
          app.log.error({ err: error }, 'session end listener failed');
        }
      }
    };

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await request.loadSession();
      if (session) await endStored(session);
      if (request.cookies[config.session.cookieName])
        reply.clearCookie(config.session.cookieName, cookieOptions(request));
      request.sessionLookup = Promise.resolve(null);
    });

    app.decorate('onSessionEnd', (listener: (s: Session) => void | Promise<void>) => {
      endListeners.push(listener);
    });

    app.addHook('onClose', async () => {
      await store.close();
    });
  },
  { name: 'sessions' },
);
