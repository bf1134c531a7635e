import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A transparent HTTP proxy in front of the reference upstream that counts the requests reaching
 * it, and can be stopped to make the upstream unreachable. Requests whose path matches `hang`
 * never get an answer (an API that hangs).
 */
export const startCountingProxy = async (target: string, options: { hang?: RegExp } = {}) => {
  const to = new URL(target);
  const seen: string[] = [];
  /** The x-request-id of each request reaching the upstream (the BFF passes its request id on). */
  const requestIds: string[] = [];
  let server: Server | null = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    requestIds.push(String(req.headers['x-request-id'] ?? ''));
    if (options.hang?.test(req.url ?? '')) return;
    const upstream = httpRequest(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${to.pathname}`,
    seen,
    requestIds,
    count: (fragment: string) => seen.filter((s) => s.includes(fragment)).length,
    stop: async () => {
      if (!server) return;
      server.closeAllConnections();
      await new Promise((r) => server?.close(r));
      server = null;
    },
  };
};
