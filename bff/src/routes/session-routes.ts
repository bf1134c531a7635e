/**
 * /bff/session*: the calls whose answers carry the API token are consumed here. The token goes
 * into the session store; the client gets an HttpOnly cookie (and, for mobile apps, the opaque
 * session id), never the token.
 */
import {
  bffEndpoints,
  calls,
  isSafeRedirect,
  type LoginResponse,
  loginResponseSchema,
  type SessionState,
  socialProviderSchema,
} from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BffError } from '../lib/bff-error.js';
import { parseInput } from '../lib/zod-fields.js';
import type { Session } from '../sessions/session-store.js';
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
  return { ...sessionState(session), sessionId: session.id };
};

export const sessionRoutes = async (app: FastifyInstance) => {
  app.get('/bff/session', { schema: { summary: bffEndpoints.current.summary, tags: ['bff'] } }, async (request) =>
    sessionState(await request.loadSession()),
  );

  app.post(
    '/bff/session',
    { schema: { summary: bffEndpoints.login.summary, tags: ['bff'] } },
    async (request, reply) => {
      const body = parseInput(bffEndpoints.login.body, request.body);
      const res = await runCall(request, reply, calls.login, { body });
      return signedIn(request, reply, await readLogin(res), body.fcmToken);
    },
  );

  app.delete(
    '/bff/session',
    { schema: { summary: bffEndpoints.logout.summary, tags: ['bff'] } },
    async (request, reply) => {
      const session = await request.loadSession();
      if (session) {
        try {
          const res = await runCall(request, reply, calls.logout, { body: {} });
          await res.body.dump();
        } catch (error) {
          // The local session ends whatever the upstream says (§8: a 401 on logout just clears it).
          request.log.info({ err: error }, 'upstream logout failed; session cleared locally');
        }
      }
      await app.endSession(request, reply);
      return sessionState(null);
    },
  );

  app.post(
    '/bff/session/verify',
    { schema: { summary: bffEndpoints.verify.summary, tags: ['bff'] } },
    async (request, reply) => {
      const { fcmToken, ...query } = parseInput(bffEndpoints.verify.body, request.body);
      const res = await runCall(request, reply, calls.checkCode, { query });
      return signedIn(request, reply, await readLogin(res), fcmToken);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: { redirectTo?: string } }>(
    '/bff/session/:provider/redirect',
    { schema: { summary: bffEndpoints.socialRedirect.summary, tags: ['bff'] } },
    async (request, reply) => {
      const provider = socialProviderSchema.safeParse(request.params.provider);
      if (!provider.success) throw new BffError('not_found');
      const self = app.config.publicUrl ?? `${request.protocol}://${request.headers.host}`;
      const back = new URL(`/bff/session/${provider.data}/callback`, self);
      if (isSafeRedirect(request.query.redirectTo)) back.searchParams.set('redirectTo', request.query.redirectTo);
      const target = new URL(`${app.config.upstream.publicUrl}/authentication/${provider.data}/redirect`);
      target.searchParams.set('redirect_uri', back.toString());
      return reply.redirect(target.toString(), 302);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: Record<string, string> }>(
    '/bff/session/:provider/callback',
    { schema: { summary: bffEndpoints.socialCallback.summary, tags: ['bff'] } },
    async (request, reply) => {
      const params = parseInput(bffEndpoints.socialCallback.params, request.params);
      const { code, redirectTo } = parseInput(bffEndpoints.socialCallback.query, request.query);
      try {
        const res = await runCall(request, reply, calls.socialCallback, { params, query: { code } });
        await request.server.startSession(reply, request, await readLogin(res));
        return reply.redirect(isSafeRedirect(redirectTo) ? redirectTo : '/', 302);
      } catch (error) {
        const code = error instanceof BffError ? error.code : 'internal';
        request.log.warn({ code }, 'social sign-in failed');
        return reply.redirect(`/login?error=${encodeURIComponent(code)}`, 302);
      }
    },
  );
};
