import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { calls } from '../calls/index.js';
import { createApiClient, InvalidInputError, joinUrl } from './client.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  // A real HTTP server that records what arrives and answers by path.
  server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(parts).toString(),
      });
      if (req.url?.startsWith('/api/text')) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal oops');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen.at(-1) as Seen;
const api = () => createApiClient({ upstream: base, fetch: globalThis.fetch });

const sample = {
  summary: 's',
  auth: 'required',
  response: z.object({}),
  exposure: 'api',
  tags: ['t'],
} as const;
const { multipartDelete, formPut, productGet } = defineCalls({
  multipartDelete: {
    ...sample,
    method: 'DELETE',
    path: '/things/{id}',
    encoding: 'multipart',
    params: z.object({ id: z.coerce.number() }),
    body: z.object({ note: z.string() }),
    files: [{ name: 'images[]', maxCount: 2, formats: ['png'], maxBytes: 1000, required: false }],
  },
  formPut: {
    ...sample,
    method: 'PUT',
    path: '/forms',
    encoding: 'form',
    body: z.object({ a: z.string() }),
  },
  productGet: {
    ...sample,
    method: 'GET',
    path: '/products/{slug}',
    encoding: 'none',
    params: z.object({ slug: z.string() }),
  },
});

describe('createApiClient', () => {
  it('sends PUT as POST with _method in the JSON body, with Bearer token and accept-language', async () => {
    const res = await api().send(calls.updateUser, {
      params: { id: 7 },
      body: { fullName: 'Demo User' },
      token: 'tok',
    });
    expect(res).toMatchObject({ status: 200, json: { ok: true } });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/users/7' });
    expect(JSON.parse(last().body)).toEqual({ fullName: 'Demo User', _method: 'PUT' });
    expect(last().headers).toMatchObject({
      authorization: 'Bearer tok',
      'accept-language': 'en',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('sends what the call schema makes of the input (defaults applied)', async () => {
    const body = { fullName: 'A B', userName: 'abc', email: 'a@example.com', phone: '99887766', password: 'secret1' };
    await api().send(calls.register, { body: { ...body, passwordConfirmation: 'secret1' } });
    expect(JSON.parse(last().body)).toMatchObject({ ...body, code: '965' });
    expect(last().headers.authorization).toBeUndefined();
  });

  it('refuses to send inputs its own schemas reject', async () => {
    await expect(api().send(calls.register, { body: {} })).rejects.toBeInstanceOf(InvalidInputError);
  });

  it('adds _method as a multipart part next to the files', async () => {
    await api().send(multipartDelete, {
      params: { id: 3 },
      body: { note: 'n' },
      files: { 'images[]': { bytes: new Uint8Array([1, 2, 3]), filename: 'a.png', type: 'image/png' } },
    });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/things/3' });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="_method"\r\n\r\nDELETE');
    expect(last().body).toContain('name="note"\r\n\r\nn');
    expect(last().body).toContain('name="images[]"; filename="a.png"');
  });

  it('adds _method as a form field', async () => {
    await api().send(formPut, { body: { a: '1' } });
    expect(last().headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(last().body).toBe('_method=PUT&a=1');
  });

  it('uploads files for multipart POST calls', async () => {
    const png = { bytes: new Uint8Array([0x89, 0x50]), filename: 'me.png', type: 'image/png' };
    await api().send(calls.addImage, { files: { image: png }, token: 't' });
    expect(last().body).toContain('name="image"; filename="me.png"\r\nContent-Type: image/png');
    expect(last().body).not.toContain('_method');
  });

  it('sends GET with the locale, but English and KWD for product URLs', async () => {
    await api().send(calls.categoriesMini, { locale: 'ar' });
    expect(last()).toMatchObject({ method: 'GET', url: '/api/categories/mini', body: '' });
    expect(last().headers['accept-language']).toBe('ar');
    await api().send(productGet, { params: { slug: 'bmw x5' }, locale: 'ar' });
    expect(last().url).toBe('/api/products/bmw%20x5?convertCurrency=KWD');
    expect(last().headers['accept-language']).toBe('en');
  });

  it('sends raw requests with the real verb', async () => {
    await api().raw('PUT', '/users/7', { body: { fullName: 'x' }, token: 't' });
    expect(last()).toMatchObject({ method: 'PUT', url: '/api/users/7' });
    expect(JSON.parse(last().body)).toEqual({ fullName: 'x' });
  });

  it('sends raw queries unvalidated, with the §7 currency rule', async () => {
    await api().raw('GET', '/v2/search/products', { query: { perPage: '61', text: "'; drop" } });
    expect(last()).toMatchObject({ method: 'GET', body: '' });
    const url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api/v2/search/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({ perPage: '61', text: "'; drop", convertCurrency: 'KWD' });
  });

  it('keeps non-JSON answers as text', async () => {
    const res = await api().raw('GET', '/text');
    expect(res).toMatchObject({ status: 500, json: undefined, text: 'Internal oops' });
  });

  it('turns a refused connection into status 0 instead of throwing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await createApiClient({ upstream: `http://127.0.0.1:${port}/api`, fetch }).send(calls.self, {
      token: 't',
    });
    expect(res.status).toBe(0);
    expect(res.networkError).toBe('ECONNREFUSED');
  });
});

describe('joinUrl', () => {
  it('joins base and path with one slash', () => {
    expect(joinUrl('http://h/api', '/users/self')).toBe('http://h/api/users/self');
    expect(joinUrl('http://h/api/', '/users/self')).toBe('http://h/api/users/self');
  });
});
