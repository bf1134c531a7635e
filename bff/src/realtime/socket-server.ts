/**
 * socket.io on the BFF origin (architecture §8). The handshake is authenticated by the session cookie
 * or, for mobile clients, the session id as a bearer token; each socket joins its user's room
 * (`user:<id>`) and its session's room, and is closed when the session ends or expires. With
 * Redis, the socket.io Redis adapter carries emits across BFF instances.
 *
 * WebSocket is the only transport. Long-polling spreads one client over many HTTP requests, which a
 * balancer without sticky sessions sends to different instances, where they fail; a WebSocket is one
 * connection that stays on the instance that accepted it. So any balancer in front of several
 * instances works without stickiness; the web client asks for WebSocket only.
 * Decision: docs/decisions/005-websocket-only-realtime.md
 */
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_PATH,
  type SocketAck,
  typingEventSchema,
} from '@badal/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { closeRedis } from '../sessions/redis-client.js';
import { isWellFormedSessionId, type Session } from '../sessions/session-store.js';
import { TokenBucket } from './token-bucket.js';

export interface SocketData {
  userId: number;
  sessionId: string;
}

export type BadalIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type BadalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Emits per second a socket may send, and how far past that before it is disconnected. */
const EVENTS_PER_SECOND = 5;
const BURST = 20;
const FLOOD_DISCONNECT_AFTER = 50;

const credentialOf = (
  socket: BadalSocket,
  cookieName: string,
  parseCookie: (s: string) => Record<string, string | undefined>,
) => {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string') return { id: auth.token, via: 'bearer' as const };
  const header = socket.handshake.headers.authorization;
  if (header?.startsWith('Bearer ')) return { id: header.slice(7).trim(), via: 'bearer' as const };
  const cookies = parseCookie(socket.handshake.headers.cookie ?? '');
  const id = cookies[cookieName];
  return id ? { id, via: 'cookie' as const } : null;
};

export const createSocketServer = (
  app: FastifyInstance,
  redis: Redis | null,
  options: { onRedisError?: (connection: string) => void } = {},
): BadalIo => {
  const io: BadalIo = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket'],
    maxHttpBufferSize: 16 * 1024,
    connectionStateRecovery: undefined,
    // A draining instance hands its clients over: a reconnect that still reaches it is refused and
    // retried by the client, through the balancer, elsewhere.
    allowRequest: (_req, callback) => callback(null, !app.draining),
  });

  if (redis) {
    const pub = redis.duplicate();
    // The subscriber's few commands (its subscriptions) wait for Redis however long it is away,
    // rather than failing unheard inside the adapter; ioredis subscribes again on reconnection.
    const sub = redis.duplicate({ maxRetriesPerRequest: null, commandTimeout: undefined });
    for (const [name, connection] of [
      ['adapter-pub', pub],
      ['adapter-sub', sub],
    ] as const) {
      connection.on('error', (error) => {
        options.onRedisError?.(name);
        app.log.warn({ err: error, connection: name }, 'redis error');
      });
    }
    // The adapter sends these without waiting on the answer. While Redis is away a publish fails
    // after its time limit, and a subscription change waiting for Redis is refused when the
    // connection closes under it: each must be a logged miss (for a publish, the other instances'
    // sockets do not get this push), not an unhandled rejection that takes the process down.
    failQuietly(pub, ['publish'], (error) => {
      options.onRedisError?.('adapter-pub');
      app.log.warn({ err: error }, 'push not relayed to other instances: redis unavailable');
    });
    failQuietly(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], (error) => {
      options.onRedisError?.('adapter-sub');
      app.log.warn({ err: error }, 'socket.io adapter subscription not changed: redis unavailable');
    });
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    });
  }

  io.use(async (socket, next) => {
    try {
      const cred = credentialOf(socket, app.config.session.cookieName, app.parseCookie);
      if (!cred || !isWellFormedSessionId(cred.id)) return next(new Error('unauthorized'));
      if (cred.via === 'cookie') {
        // A page of another site cannot open a socket with the user's cookie.
        const origin = socket.handshake.headers.origin;
        const host = app.config.publicUrl ? new URL(app.config.publicUrl).host : socket.handshake.headers.host;
        if (origin && new URL(origin).host !== host) return next(new Error('forbidden origin'));
      }
      const session = await app.sessions.get(cred.id);
      if (!session) return next(new Error('unauthorized'));
      socket.data.userId = session.userId;
      socket.data.sessionId = session.id;
      scheduleExpiry(socket, session);
      next();
    } catch (error) {
      app.log.warn({ err: error }, 'socket handshake failed');
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    const bucket = new TokenBucket(EVENTS_PER_SECOND, BURST);
    let refused = 0;

    const guard = (ack: SocketAck | undefined): boolean => {
      if (bucket.take()) return true;
      refused += 1;
      if (typeof ack === 'function') ack({ error: { code: 'rate_limited', message: 'Too many events, slow down.' } });
      if (refused >= FLOOD_DISCONNECT_AFTER) socket.disconnect(true);
      return false;
    };

    socket.on('chat:typing', (payload, ack) => {
      if (!guard(ack)) return;
      const parsed = typingEventSchema.safeParse(payload);
      if (!parsed.success || parsed.data.toUserId === socket.data.userId) {
        if (typeof ack === 'function') ack({ error: { code: 'validation', message: 'A valid toUserId is required.' } });
        return;
      }
      socket.to(userRoom(parsed.data.toUserId)).emit('chat:typing', { userId: socket.data.userId });
      if (typeof ack === 'function') ack({ ok: true });
    });

    // Anything else a client emits is answered, never silently dropped.
    socket.onAny((event: string, ...args: unknown[]) => {
      if (event === 'chat:typing') return;
      const ack = args.at(-1);
      if (!guard(typeof ack === 'function' ? (ack as SocketAck) : undefined)) return;
      if (typeof ack === 'function')
        (ack as SocketAck)({ error: { code: 'not_found', message: `Unknown event ${event}.` } });
    });
  });

  // Logout or an upstream 401 anywhere ends the session's sockets on every instance.
  app.onSessionEnd(async (session) => {
    io.in(sessionRoom(session.id)).emit('session:ended');
    io.in(sessionRoom(session.id)).disconnectSockets(true);
  });

  app.addHook('onClose', async () => {
    // This instance's sockets only: through the Redis adapter, a plain disconnectSockets() would
    // disconnect every instance's clients, and a client disconnected by the server stays so.
    io.local.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  return io;
};

/** Makes the connection's `methods` answer a failure with `onFailure` and 0 instead of a rejection. */
const failQuietly = (connection: Redis, methods: readonly string[], onFailure: (error: unknown) => void) => {
  const commands = connection as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of methods) {
    const send = commands[method]!.bind(connection);
    commands[method] = (...args: unknown[]) =>
      send(...args).catch((error: unknown) => {
        onFailure(error);
        return 0;
      });
  }
};

/** A session that simply runs out (no logout) still closes its sockets at its end. */
const scheduleExpiry = (socket: BadalSocket, session: Session) => {
  const ms = session.expiresAt - Date.now();
  const timer = setTimeout(
    () => {
      socket.emit('session:ended');
      socket.disconnect(true);
    },
    Math.max(0, Math.min(ms, 2_147_000_000)),
  );
  timer.unref();
  socket.on('disconnect', () => clearTimeout(timer));
};
