/**
 * The global rules of §7 as they go over the wire: a recording HTTP server stands in for the
 * marketplace API so each header, query and body the client sends can be checked exactly.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { type CallDef, type CallSpec, calls, defineCalls } from '@badal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BffError } from '../lib/bff-error.js';
import { UpstreamClient } from './upstream-client.js';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const call = (over: Partial<CallSpec>): CallDef =>
  defineCalls({
    testCall: {
      summary: 'test',
      method: 'GET',
      path: '/things',
      auth: 'optional',
      encoding: 'none',
      response: z.unknown(),
      exposure: 'api',
      tags: [],
      ...over,
    },
  }).testCall;

describe('UpstreamClient applies the global rules of §7', () => {
  let server: Server;
  let seen: Recorded[] = [];
  let client: UpstreamClient;
  let delayMs = 0;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      seen.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    client = new UpstreamClient({
      url: `http://127.0.0.1:${port}/api`,
      connectTimeoutMs: 1000,
      timeoutMs: 300,
      connections: 4,
      uploadConnections: 2,
    });
  });
  beforeEach(() => {
    seen = [];
    delayMs = 0;
  });
  afterAll(async () => {
    await client.close();
    server.close();
  });

  const send = async (c: CallDef, extra: Partial<Parameters<UpstreamClient['send']>[0]> = {}) => {
    const res = await client.send({ call: c, locale: 'ar', ...extra });
    await res.body.dump();
    return seen.at(-1)!;
  };

  it('sends PUT and DELETE as POST with _method in JSON and form bodies', async () => {
    const put = await send(call({ method: 'PUT', path: '/users/{id}', encoding: 'json' }), {
      params: { id: 7 },
      body: { fullName: 'A' },
    });
    expect(put.method).toBe('POST');
    expect(put.url).toBe('/api/users/7');
    expect(JSON.parse(put.body)).toEqual({ fullName: 'A', _method: 'PUT' });

    const del = await send(call({ method: 'DELETE', path: '/ad/images/{id}', encoding: 'form' }), {
      params: { id: 3 },
      body: { note: 'x y' },
    });
    expect(del.method).toBe('POST');
    expect(del.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(del.body).get('_method')).toBe('DELETE');
    expect(new URLSearchParams(del.body).get('note')).toBe('x y');

    const form = await send(call({ method: 'POST', path: '/ad/details', encoding: 'form' }), {
      body: { tags: ['a', 'b'], attributes: [{ id: 3, values: ['red'] }] },
    });
    const fields = new URLSearchParams(form.body);
    expect(fields.getAll('tags[]')).toEqual(['a', 'b']);
    expect(JSON.parse(fields.get('attributes')!)).toEqual([{ id: 3, values: ['red'] }]);
  });

  it('streams a multipart body as given (the forwarder writes _method first)', async () => {
    const boundary = 'b0undary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${boundary}--\r\n`;
    const rec = await send(call({ method: 'PUT', path: '/things/{id}', encoding: 'multipart' }), {
      params: { id: 1 },
      multipart: {
        stream: Readable.from([Buffer.from(multipart)]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(rec.method).toBe('POST');
    expect(rec.headers['transfer-encoding']).toBe('chunked');
    expect(rec.body).toBe(multipart);
  });

  it('asks for English on product and ad-draft URLs and the user locale elsewhere', async () => {
    expect((await send(call({ path: '/products/{slug}' }), { params: { slug: 'x' } })).headers['accept-language']).toBe(
      'en',
    );
    expect((await send(call({ path: '/v2/search/products' }))).headers['accept-language']).toBe('en');
    expect((await send(call({ path: '/ad' }))).headers['accept-language']).toBe('en');
    expect((await send(call({ path: '/ad/images' }))).headers['accept-language']).toBe('en');
    expect((await send(call({ path: '/categories/mini' }))).headers['accept-language']).toBe('ar');
    expect((await send(call({ path: '/users/add-image' }))).headers['accept-language']).toBe('ar');
  });

  it('adds convertCurrency=KWD to product, pay and cart URLs only', async () => {
    expect((await send(call({ path: '/products/{slug}' }), { params: { slug: 'a b' }, query: { page: 2 } })).url).toBe(
      '/api/products/a%20b?page=2&convertCurrency=KWD',
    );
    expect((await send(call({ path: '/orders/myfatoorah/pay', method: 'POST', encoding: 'json' }))).url).toContain(
      'convertCurrency=KWD',
    );
    expect((await send(call({ path: '/cart' }))).url).toBe('/api/cart?convertCurrency=KWD');
    expect((await send(call({ path: '/categories/mini' }), { query: { empty: '', none: undefined } })).url).toBe(
      '/api/categories/mini',
    );
  });

  it('carries the Bearer token and the request id', async () => {
    const rec = await send(call({}), { apiToken: 'tok-123', requestId: 'req-9' });
    expect(rec.headers.authorization).toBe('Bearer tok-123');
    expect(rec.headers['x-request-id']).toBe('req-9');
    expect((await send(call({}))).headers.authorization).toBeUndefined();
  });

  it('adds fcmToken to the three auth calls only, when a push token is held', async () => {
    const loginRec = await send(calls.login, { body: { userName: 'u', password: 'p' }, pushToken: 'fcm-1' });
    expect(JSON.parse(loginRec.body).fcmToken).toBe('fcm-1');
    const logoutRec = await send(calls.logout, { body: {}, pushToken: 'fcm-1' });
    expect(JSON.parse(logoutRec.body).fcmToken).toBe('fcm-1');
    const check = await send(calls.checkCode, { query: { number: '50000001', code: '123456' }, pushToken: 'fcm-1' });
    expect(new URL(check.url, 'http://x').searchParams.get('fcmToken')).toBe('fcm-1');
    const other = await send(calls.register, { body: { a: 1 }, pushToken: 'fcm-1' });
    expect(JSON.parse(other.body).fcmToken).toBeUndefined();
    const without = await send(calls.login, { body: { userName: 'u', password: 'p' } });
    expect(JSON.parse(without.body).fcmToken).toBeUndefined();
  });

  it('turns a slow upstream into upstream_timeout and a dead one into upstream_unavailable', async () => {
    delayMs = 1000;
    await expect(client.send({ call: call({}), locale: 'en' })).rejects.toMatchObject({
      code: 'upstream_timeout',
      status: 504,
    });
    const dead = new UpstreamClient({
      url: 'http://127.0.0.1:9/api',
      connectTimeoutMs: 500,
      timeoutMs: 500,
      connections: 1,
      uploadConnections: 1,
    });
    const err = await dead.send({ call: call({}), locale: 'en' }).catch((e) => e);
    expect(err).toBeInstanceOf(BffError);
    expect(err.code).toBe('upstream_unavailable');
    await dead.close();
  });
});
