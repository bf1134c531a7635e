/**
 * POST /internal/push: the marketplace API's webhook. The request must carry a fresh timestamp
 * and a valid HMAC signature of `timestamp.body`, an id never seen before, and a payload of the
 * contracts' shape; then its event reaches the user's sockets on every instance and, when FCM is
 * configured, that user's mobile devices. Anything else is refused and nothing is emitted.
 */
import {
  PUSH_REPLAY_WINDOW_SECONDS,
  PUSH_SIGNATURE_HEADER,
  PUSH_TIMESTAMP_HEADER,
  type PushPayload,
  pushPayloadSchema,
} from '@badal/contracts';
import type { FastifyInstance } from 'fastify';
import { BffError } from '../lib/bff-error.js';
import { parseInput } from '../lib/zod-fields.js';
import type { BffMetrics } from '../observability/bff-metrics.js';
import type { PushSender } from './fcm-sender.js';
import { checkPushSignature } from './push-signature.js';
import type { ReplayGuard } from './replay-guard.js';
import { type BadalIo, userRoom } from './socket-server.js';

const emit = (io: BadalIo, payload: PushPayload) => {
  const room = io.to(userRoom(payload.userId));
  if (payload.event === 'notification') room.emit('notification:new', payload.data);
  else if (payload.event === 'message') room.emit('message:new', payload.data);
  else if (payload.event === 'account') room.emit('account:changed', payload.data);
  else room.emit('message:status', payload.data);
};

export const pushRoutes =
  (deps: { io: BadalIo; replay: ReplayGuard; fcm: PushSender | null; metrics?: BffMetrics | null }) =>
  async (app: FastifyInstance) => {
    // The signature is over the exact bytes received, so this route keeps the raw body.
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => {
      done(null, body);
    });

    app.post('/internal/push', { schema: { hide: true } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const v = request.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const check = checkPushSignature(
        app.config.push.secret,
        header(PUSH_TIMESTAMP_HEADER),
        header(PUSH_SIGNATURE_HEADER),
        raw,
      );
      if (check !== 'ok') {
        request.log.warn({ check }, 'push refused');
        deps.metrics?.pushRefused('signature');
        throw new BffError('forbidden', { status: 401, message: 'Invalid push signature.' });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        deps.metrics?.pushRefused('payload');
        throw new BffError('bad_request');
      }
      let payload: PushPayload;
      try {
        payload = parseInput(pushPayloadSchema, json);
      } catch (error) {
        deps.metrics?.pushRefused('payload');
        throw error;
      }
      if (!(await deps.replay.firstSeen(payload.id, PUSH_REPLAY_WINDOW_SECONDS))) {
        request.log.warn({ id: payload.id }, 'push replay refused');
        deps.metrics?.pushRefused('replay');
        throw new BffError('forbidden', { status: 401, message: 'This push was already delivered.' });
      }
      emit(deps.io, payload);
      deps.metrics?.push(payload.event);
      if (deps.fcm) {
        const sessions = await app.sessions.listByUser(payload.userId);
        const tokens = [...new Set(sessions.flatMap((s) => (s.pushToken ? [s.pushToken] : [])))];
        deps.fcm.send(tokens, payload).catch((error) => request.log.warn({ err: error }, 'FCM push failed'));
      }
      return reply.code(202).send({ delivered: true });
    });
  };
