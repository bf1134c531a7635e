/**
 * Graceful drain (architecture §14: "a stopped instance drains"). `app.drain()` takes an instance out of
 * a balanced pool without failing a request:
 *
 * 1. It stops listening, so the balancer's new connections are refused and go to another instance
 *    (nginx passes a refused request on, even a POST, since nothing was sent).
 * 2. It closes its socket.io connections; the clients reconnect through the balancer to another
 *    instance (socket upgrades that still arrive here are refused) and fetch what they missed.
 * 3. Requests already received finish. Each answer from now on says `Connection: close`, so a
 *    keep-alive connection is closed after its request instead of being handed a new one.
 * 4. Idle keep-alive connections are left to the balancer, which closes them after its own upstream
 *    keepalive timeout; after `idleMs` (longer than that timeout) any still open are closed. Closing
 *    them earlier would race the balancer picking one for a new request.
 *
 * The app is then closed as usual (onClose hooks: Redis, the upstream pool, metrics).
 */
import type { Socket } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment drain() is called. */
    readonly draining: boolean;
    /** Stops taking work, lets what is under way finish, then closes the app. Safe to call twice. */
    drain(): Promise<void>;
  }
}

export interface DrainOptions {
  /** How long idle keep-alive connections are left to the balancer before they are closed. */
  idleMs: number;
  /** After this long, whatever is still open is closed and the app stops anyway. */
  timeoutMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export const drainPlugin = fp(
  async (app: FastifyInstance, opts: DrainOptions) => {
    const connections = new Set<Socket>();
    let draining = false;
    let drained: Promise<void> | undefined;

    app.server.on('connection', (socket: Socket) => {
      connections.add(socket);
      socket.once('close', () => connections.delete(socket));
    });
    // Registered before the routes, so they run for every request. A request that arrives while
    // draining says so on the raw response, which also covers answers written past Fastify's send
    // pipeline (api-routes.ts); one already under way says so as it is sent.
    app.addHook('onRequest', (_request, reply, done) => {
      if (draining) reply.raw.setHeader('connection', 'close');
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });

    Object.defineProperty(app, 'draining', { get: () => draining, enumerable: true });

    /** Resolves once no connection is open (an upgraded socket counts until it is closed). */
    const allClosed = async (until: number) => {
      while (connections.size > 0 && Date.now() < until) await sleep(25);
    };

    const run = async () => {
      const started = Date.now();
      draining = true;
      app.log.info({ connections: connections.size, sockets: app.io?.engine.clientsCount ?? 0 }, 'draining');
      // http.Server#close would also close idle keep-alive connections at once (see 4. above):
      // the listening socket alone is closed here.
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      // Their connections are closed, not the sockets disconnected: a client told it was
      // disconnected by the server stays so, while one that loses its connection reconnects.
      app.io?.engine.close();

      await allClosed(Math.min(started + opts.idleMs, started + opts.timeoutMs));
      // What is left is idle (or a request still running, which closes once answered).
      app.server.closeIdleConnections();
      await allClosed(started + opts.timeoutMs);
      const left = connections.size;
      if (left > 0) app.log.warn({ connections: left }, 'drain timed out; closing what is left');
      app.server.closeAllConnections();
      app.log.info({ ms: Date.now() - started }, 'drained');
      await app.close();
    };

    app.decorate('drain', () => {
      drained ??= run();
      return drained;
    });
  },
  { name: 'badal-drain' },
);
