import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A transparent HTTP proxy in front of the reference upstream that counts the requests reaching
 * it, and can be stopped to make the upstream unreachable. Requests whose path matches `hang`
 * never get an answer (an API that hangs); those matching `reset` have their connection reset once
 * 32 KB of their body has arrived (an API that dies mid-upload). `garble(pattern, bytes)` makes matching requests answer
 * `200 application/json` with a body that is not JSON (an API gone wrong), until `garble(null)`.
 */
export const startCountingProxy = async (target: string, options: { hang?: RegExp; reset?: RegExp } = {}) => {
  const to = new URL(target);
  const seen: string[] = [];
  /** The x-request-id of each request reaching the upstream (the BFF passes its request id on). */
  const requestIds: string[] = [];
  let garbled: { pattern: RegExp; bytes: number } | null = null;
  let server: Server | null = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    requestIds.push(String(req.headers['x-request-id'] ?? ''));
    if (options.hang?.test(req.url ?? '')) return;
    if (options.reset?.test(req.url ?? '')) {
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= 32 * 1024) req.socket.resetAndDestroy();
      });
      return;
    }
    if (garbled?.pattern.test(req.url ?? '')) {
      const body = `<html>${'x'.repeat(Math.max(0, garbled.bytes - 13))}</html>`;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
      return;
    }
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
    garble: (pattern: RegExp | null, bytes = 40) => {
      garbled = pattern ? { pattern, bytes } : null;
    },
    count: (fragment: string) => seen.filter((s) => s.includes(fragment)).length,
    stop: async () => {
      if (!server) return;
      server.closeAllConnections();
      await new Promise((r) => server?.close(r));
      server = null;
    },
  };
};
