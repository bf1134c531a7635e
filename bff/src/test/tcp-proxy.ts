import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on a fixed local port in front of a real service (Redis in the tests), which can be
 * taken down — every connection cut, nothing listening — and brought back on the same port, as a
 * service that dies and restarts.
 */
export const startTcpProxy = async (targetHost: string, targetPort: number) => {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

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
      client.pipe(upstream).pipe(client);
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
  };
};
