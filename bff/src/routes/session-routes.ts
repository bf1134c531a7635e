/**
 * /bff/session*: the calls whose answers carry the API token are consumed here. The token goes
 * into the session store; the client gets an HttpOnly cookie (and, for mobile apps that ask with
 * `Prefer: bearer-session`, the opaque session id), never the token.
 */
import {
  bffEndpoints,
  calls,
  fillPath,
  type LoginResponse,
  loginResponseSchema,
  pathTo,
  type SessionState,
} from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerSessionField } from '../lib/bearer-session.js';
import { bffEndpoint } from '../lib/bff-endpoint.js';
import { BffError } from '../lib/bff-error.js';
import { requestLocale } from '../lib/request-locale.js';
import type { Session } from '../sessions/session-store.js';
import { beginAttempt, callbackOrigin, finishAttempt, pkceChallenge, sitePath } from '../sessions/social-sign-in.js';
import { readJson, runCall } from '../upstream/call-runner.js';

export const sessionState = (session: Session | null): SessionState =>
  session
    ? {
        authenticated: true,
        session: {
          userId: session.userId,
          fullName: session.fullName,
          checkMembership: session.checkMembership,
          expiresAt: new Date(session.expiresAt).toISOString(),
        },
      }
    : { authenticated: false, session: null };

const readLogin = async (res: Awaited<ReturnType<typeof runCall>>): Promise<LoginResponse> => {
  const parsed = loginResponseSchema.safeParse(await readJson(res));
  if (!parsed.success) throw new BffError('upstream_unavailable', { status: 502 });
  return parsed.data;
};

const signedIn = async (request: FastifyRequest, reply: FastifyReply, login: LoginResponse, pushToken?: string) => {
  const session = await request.server.startSession(reply, request, login, pushToken);
  return { ...sessionState(session), ...bearerSessionField(request, reply, session.id) };
};

export const sessionRoutes = async (app: FastifyInstance) => {
  bffEndpoint(app, 'current', async (request) => sessionState(await request.loadSession()));

  bffEndpoint(app, 'login', async (request, reply, { body }) => {
    // No API token is asked for when there is nowhere to keep it.
    app.sessions.assertAvailable?.();
    const res = await runCall(request, reply, calls.login, { body }, { locale: requestLocale(request) });
    return signedIn(request, reply, await readLogin(res), body.fcmToken);
  });

  bffEndpoint(app, 'logout', async (request, reply) => {
    const session = await request.loadSession();
    if (session) {
      try {
        const res = await runCall(request, reply, calls.logout, { body: {} }, { locale: requestLocale(request) });
        await res.body.dump();
      } catch (error) {
        // The local session ends whatever the upstream says (§8: a 401 on logout just clears it).
        request.log.info({ err: error }, 'upstream logout failed; session cleared locally');
      }
    }
    await app.endSession(request, reply);
    return sessionState(null);
  });

  // A token the browser obtained after signing in (permission given later, or a refreshed token):
  // from now on the fan-out reaches it, and logout hands it to the API to forget (§7).
  bffEndpoint(app, 'pushToken', async (request, _reply, { body }) => {
    const session = await request.loadSession();
    if (!session) throw new BffError('session_ended');
    const kept = { ...session, pushToken: body.fcmToken };
    await app.sessions.set(kept);
    request.sessionLookup = Promise.resolve(kept);
    return sessionState(kept);
  });

  bffEndpoint(app, 'verify', async (request, reply, { body }) => {
    const { fcmToken, ...query } = body;
    app.sessions.assertAvailable?.();
    const res = await runCall(request, reply, calls.checkCode, { query }, { locale: requestLocale(request) });
    return signedIn(request, reply, await readLogin(res), fcmToken);
  });

  bffEndpoint(app, 'socialRedirect', async (request, reply, { params, query }) => {
    const back = new URL(fillPath(bffEndpoints.socialCallback.path, params), callbackOrigin(app.config, request));
    const attempt = beginAttempt(app.config, request, reply, params.provider, query.redirectTo);
    // The provider's page is the API's browser redirect (§7), not a call of the table.
    const target = new URL(`${app.config.upstream.publicUrl}/authentication/${params.provider}/redirect`);
    target.searchParams.set('redirect_uri', back.toString());
    target.searchParams.set('state', attempt.state);
    target.searchParams.set('code_challenge', pkceChallenge(attempt.verifier));
    target.searchParams.set('code_challenge_method', 'S256');
    return reply.redirect(target.toString(), 302);
  });

  bffEndpoint(app, 'socialCallback', async (request, reply, { params, query }) => {
    try {
      const attempt = finishAttempt(app.config, request, reply, params.provider, query.state);
      if (!query.code) throw new BffError(query.error === 'access_denied' ? 'cancelled' : 'code_not_found');
      const res = await runCall(
        request,
        reply,
        calls.socialCallback,
        { params, query: { code: query.code, code_verifier: attempt.verifier } },
        { locale: requestLocale(request) },
      );
      await request.server.startSession(reply, request, await readLogin(res));
      return reply.redirect(sitePath(attempt.redirectTo), 302);
    } catch (error) {
      const code = error instanceof BffError ? error.code : 'internal';
      request.log.warn({ code }, 'social sign-in failed');
      return reply.redirect(pathTo('login', { query: { error: code } }), 302);
    }
  });
};
