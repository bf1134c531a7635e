import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on a fixed local port in front of a real service (Redis in the tests), which can be
 * taken down — every connection cut, nothing listening — and brought back on the same port, as a
 * service that dies and restarts; or stalled — connections kept open, nothing passed on — as a
 * service that stops answering (a network that drops packets).
 */
export const startTcpProxy = async (targetHost: string, targetPort: number) => {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let stalled = false;

  /** Passes `from`'s bytes and its end on to `to`, unless the relay is stalled. */
  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (!stalled) to.write(chunk);
    });
    from.on('end', () => to.end());
  };

  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      relay(client, upstream);
      relay(upstream, client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    /** Cuts every connection and stops listening. */
    down: async () => {
      for (const s of sockets) s.destroy();
      const closing = server;
      server = null;
      if (closing) await new Promise((r) => closing.close(r));
    },
    /** Listens again on the same port. */
    up: listen,
    /** Keeps every connection open and passes nothing on, either way, from now on. */
    stall: () => {
      stalled = true;
    },
  };
};
