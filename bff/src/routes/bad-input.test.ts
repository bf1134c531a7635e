/**
 * Bad input never reaches a 500 nor the API: malformed multipart, control characters, numbers
 * spelled the way Number() reads but a person does not, text parts longer than the limit,
 * fields a call does not take, and Fastify's own refusals (bad URL, oversized headers) — each
 * answered with a 4xx in the catalogue's shape, with nothing forwarded.
 */

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { sharedTestUpstream } from '@badal/upstream/testing';
import { Agent, FormData, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from '../test/counting-proxy.js';
import { type Harness, login, pngOfSize, startHarness, tinyPng } from '../test/harness.js';

const expectCatalogue = (res: { status: number; body: unknown }, status: number, code?: string) => {
  expect(res.status).toBe(status);
  const error = (res.body as { error?: { code?: unknown; message?: unknown } }).error;
  expect(typeof error?.code).toBe('string');
  expect(typeof error?.message).toBe('string');
  if (code) expect(error?.code).toBe(code);
};

/** Sends raw bytes and reads the whole answer (for requests no HTTP client would form). */
const rawRequest = async (port: number, text: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      answer += d;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(answer.slice(9, 12));
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });

describe('bad input is a 4xx in the catalogue shape and never reaches the API', () => {
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let h: Harness;
  let cookie: string;
  let port: number;
  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    proxy = await startCountingProxy(upstream.url);
    h = await startHarness({ upstream, upstreamUrl: proxy.url });
    ({ cookie } = await login(h));
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await h?.close();
    await proxy?.stop();
    await upstream?.close();
  });

  const forwarded = async (send: () => Promise<{ status: number; body: unknown }>) => {
    const before = proxy.seen.length;
    const res = await send();
    return { res, forwarded: proxy.seen.slice(before) };
  };

  it('answers a multipart body without a boundary with 400', async () => {
    const { res, forwarded: sent } = await forwarded(() =>
      h.http.post('/api/users/add-image').set('cookie', cookie).set('content-type', 'multipart/form-data').send('x'),
    );
    expectCatalogue(res, 400, 'bad_request');
    expect(sent).toEqual([]);
  });

  it('answers a multipart body cut off in the middle of a part with 400', async () => {
    const boundary = 'cut-here';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${tinyPng().toString('latin1').slice(0, 20)}`;
    const res = await h.http
      .post('/api/users/add-image')
      .set('cookie', cookie)
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .send(Buffer.from(body, 'latin1'));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectCatalogue(res, res.status);
  });

  it('refuses a text part longer than the limit instead of cutting it', async () => {
    const { res, forwarded: sent } = await forwarded(() =>
      h.http
        .post('/api/chat/send-message')
        .set('cookie', cookie)
        .field('receiverId', '2')
        .field('message', 'x'.repeat(70 * 1024))
        .attach('images', tinyPng(), { filename: 'a.png', contentType: 'image/png' }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectCatalogue(res, res.status);
    expect(sent).toEqual([]);
  });

  it('refuses a field the call does not take instead of forwarding it', async () => {
    const { res, forwarded: sent } = await forwarded(() =>
      h.http
        .post('/api/users/add-image')
        .set('cookie', cookie)
        .field('isAdmin', 'true')
        .attach('image', tinyPng(), { filename: 'a.png', contentType: 'image/png' }),
    );
    expectCatalogue(res, 400, 'validation');
    expect((res.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      isAdmin: 'validation.invalid',
    });
    expect(sent).toEqual([]);
  });

  it('an upload refused before its body was read does not hold up the next request on its connection', async () => {
    const agent = new Agent({ connections: 1 });
    try {
      const form = new FormData();
      form.append('isAdmin', 'true');
      form.append('image', new Blob([new Uint8Array(pngOfSize(512 * 1024))], { type: 'image/png' }), 'big.png');
      const refused = await fetch(`http://127.0.0.1:${port}/api/users/add-image`, {
        method: 'POST',
        headers: { cookie },
        body: form,
        dispatcher: agent,
        signal: AbortSignal.timeout(10_000),
      });
      expect(refused.status).toBe(400);
      await refused.text();
      const next = await fetch(`http://127.0.0.1:${port}/health`, {
        dispatcher: agent,
        signal: AbortSignal.timeout(10_000),
      });
      expect(next.status).toBe(200);
    } finally {
      await agent.close();
    }
  });

  it('answers an upload without a session with 401 at once, whatever its size, forwarding nothing', async () => {
    for (const [size, headers] of [
      [200_000, {}],
      [3_000_000, { cookie: 'badal_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ] as const) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(pngOfSize(size))], { type: 'image/png' }), 'big.png');
      const before = proxy.seen.length;
      const res = await fetch(`http://127.0.0.1:${port}/api/users/add-image`, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(
        /^(login_required|session_ended)$/,
      );
      expect(proxy.seen.slice(before)).toEqual([]);
    }
  });

  it('refuses control characters in text (user name, search words, user data, chat)', async () => {
    const cases = [
      () => h.http.post('/bff/session').send({ userName: 'demo\u0000', password: 'demo1234' }),
      () => h.http.get('/api/v2/search/products').query({ text: 'car\u0000' }),
      () => h.http.post('/api/users/user-data').set('cookie', cookie).send({ firstName: 'Dana\u0000' }),
      () =>
        h.http
          .post('/api/chat/send-message')
          .set('cookie', cookie)
          .field('receiverId', '2')
          .field('message', 'hi\u0000'),
    ];
    for (const send of cases) {
      const { res, forwarded: sent } = await forwarded(send);
      expectCatalogue(res, 400, 'validation');
      expect(JSON.stringify(res.body)).toContain('validation.unsafeText');
      expect(sent).toEqual([]);
    }
  });

  it('reads ids and numbers strictly: hex, booleans and arrays are refused', async () => {
    const cases = [
      () => h.http.get('/api/users/0x10'),
      () => h.http.get('/api/v2/search/products?page=0x10'),
      () => h.http.get('/api/v2/search/products?perPage=1e1'),
      () => h.http.get('/api/v2/search/products?page=1&page=2'),
      () => h.http.post('/api/products/add-favorite').set('cookie', cookie).send({ productId: true }),
      () =>
        h.http
          .post('/api/products/add-favorite')
          .set('cookie', cookie)
          .send({ productId: [5] }),
    ];
    for (const send of cases) {
      const { res, forwarded: sent } = await forwarded(send);
      expectCatalogue(res, 400, 'validation');
      expect(sent).toEqual([]);
    }
  });

  it("answers Fastify's own refusals in the catalogue shape: a bad URL, headers too large", async () => {
    const badUrl = await rawRequest(port, 'GET /api/users/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(badUrl.status).toBe(400);
    expect(JSON.parse(badUrl.body)).toMatchObject({ error: { code: 'bad_request' } });

    const big = await rawRequest(
      port,
      `GET /api/categories/mini HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toMatchObject({ error: { code: 'headers_too_large' } });
  });
});
