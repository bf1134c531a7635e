/**
 * Start-up data in one response (architecture §4): session, self user, category tree, unread count and
 * locale. The parts are fetched in parallel; a failed part is null and logged, never fatal.
 */
import { type Bootstrap, type Category, calls, type Locale, localeDirection, type SelfUser } from '@badal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fetchJson } from '../cache/cached-call.js';
import { bffEndpoint } from '../lib/bff-endpoint.js';
import { beforeDeadline } from '../lib/deadline.js';
import { optionalPart } from '../lib/optional-part.js';
import { requestLocale } from '../lib/request-locale.js';
import { readJson, runCall } from '../upstream/call-runner.js';
import { sessionState } from './session-routes.js';

export const loadBootstrap = async (
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  /** A page's deadline (epoch ms): a part not there by then is null. */
  deadline = Number.POSITIVE_INFINITY,
): Promise<Bootstrap> => {
  const session = await request.loadSession();
  const timely = <T>(part: Promise<T | null>) =>
    Number.isFinite(deadline) ? beforeDeadline(part, deadline, null) : part;
  const [self, categories, unread] = await Promise.all([
    session
      ? timely(
          optionalPart(request, 'self', async () =>
            readJson<SelfUser>(await runCall(request, reply, calls.self, {}, { locale })),
          ),
        )
      : Promise.resolve(null),
    timely(
      optionalPart(request, 'categories', () =>
        fetchJson<Category[]>(request, reply, calls.categoriesMini, {}, { locale }),
      ),
    ),
    session
      ? timely(
          optionalPart(request, 'unreadCount', async () => {
            // One notification is enough to learn the unread count.
            const list = await readJson<{ unreadCount: number }>(
              await runCall(request, reply, calls.notifications, { query: { perPage: 1, page: 1 } }, { locale }),
            );
            return list.unreadCount;
          }),
        )
      : Promise.resolve(null),
  ]);
  // A failed self fetch with an ended token has already ended the session (§4).
  const live = session ? await request.loadSession() : null;
  return {
    locale,
    direction: localeDirection[locale],
    session: sessionState(live).session,
    self: live ? self : null,
    categories,
    unreadCount: live ? unread : null,
    settings: {
      mapTileUrl: request.server.config.map.tileUrl,
      mapAttribution: request.server.config.map.attribution,
      webPush: request.server.config.push.web,
    },
  };
};

export const bootstrapRoutes = async (app: FastifyInstance) => {
  bffEndpoint(app, 'bootstrap', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return loadBootstrap(request, reply, requestLocale(request));
  });
};
