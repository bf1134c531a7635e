/**
 * A page waits for its data against one deadline: an API that hangs on the page's calls delays
 * the page by the deadline once, and the page still comes (with what arrived), instead of waiting
 * for each call's own timeout in turn.
 */
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestUpstream } from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness.js';

/** In front of the API: calls whose path matches `hang` never get an answer. */
const startHangingProxy = async (target: string, hang: RegExp) => {
  const to = new URL(target);
  const server: Server = createServer((req, res) => {
    if (hang.test(req.url ?? '')) return;
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
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${to.pathname}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
};

describe('one deadline for a page', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let proxy: Awaited<ReturnType<typeof startHangingProxy>>;
  let h: Harness;
  beforeAll(async () => {
    upstream = await startTestUpstream();
    proxy = await startHangingProxy(upstream.url, /\/categories|\/products\//);
    // The API's own timeout is far beyond the test's patience; only the page's deadline can answer.
    h = await startHarness({
      upstream,
      upstreamUrl: proxy.url,
      env: { UPSTREAM_TIMEOUT_MS: '120000', PAGE_DATA_DEADLINE_MS: '300' },
    });
  });
  afterAll(async () => {
    // The hanging calls go first, or closing the BFF would wait for them.
    await proxy?.stop();
    await h?.close();
    await upstream?.close();
  });

  it('sends a product page with what arrived when the API hangs on its data', async () => {
    const res = await h.http.get('/en/categories/cars/products/some-product').timeout(15_000).expect(200);
    expect(res.text).toContain('<html lang="en" dir="ltr">');
    const boot = /<script id="badal-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.text);
    expect(JSON.parse(boot?.[1] ?? '{}')).toMatchObject({ locale: 'en', categories: null });
  });
});
