/**
 * Which clients get the session id in a sign-in answer's body. Browsers keep it in an HttpOnly
 * cookie that no script on the page can read; handing it to them in the body as well would undo
 * that. Mobile apps, which send it back as `Authorization: Bearer <id>`, ask for it with the header
 * `Prefer: bearer-session` (RFC 7240), and are told it was honoured by `Preference-Applied`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const BEARER_SESSION_PREFERENCE = 'bearer-session';

const PREFERENCE = /(?:^|[\s,;])bearer-session(?:$|[\s,;=])/i;

export const wantsBearerSession = (request: FastifyRequest): boolean => {
  const prefer = request.headers.prefer;
  return typeof prefer === 'string' && PREFERENCE.test(prefer);
};

/** The session id for the answer's body when the client asked for it (and says so), else nothing. */
export const bearerSessionField = (
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): { sessionId?: string } => {
  reply.header('vary', 'Prefer');
  if (!wantsBearerSession(request)) return {};
  reply.header('preference-applied', BEARER_SESSION_PREFERENCE);
  return { sessionId };
};
