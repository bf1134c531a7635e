/**
 * How an upstream answer reaches the BFF: small answers whole, large ones streamed with
 * backpressure, cancellation at every stage, transport errors as rejections. A real HTTP server
 * and a real undici pool.
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_ANSWER_BYTES, UpstreamAnswerHandler, type UpstreamResponse } from './upstream-answer.js';

const BIG = Buffer.alloc(SMALL_ANSWER_BYTES * 4, 'x');

describe('UpstreamAnswerHandler', () => {
  const arrived: string[] = [];
  const closed: string[] = [];
  const server = http.createServer((req, res) => {
    arrived.push(req.url ?? '');
    req.socket.on('close', () => closed.push(req.url ?? ''));
    if (req.url === '/small') {
      res.writeHead(201, { 'content-type': 'application/json', 'content-length': 11, 'set-cookie': ['a=1', 'b=2'] });
      res.end('{"ok":true}');
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': BIG.length });
      res.end(BIG);
    } else if (req.url === '/unsized') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first ');
      setTimeout(() => res.end('second'), 10);
    } else if (req.url === '/endless') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('a chunk, then nothing');
    } else if (req.url === '/broken') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
      res.write('{"cut');
      setTimeout(() => res.socket?.destroy(), 10);
    }
    // '/silent' never answers.
  });
  let pool: Pool;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pool = new Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { connections: 4 });
  });
  afterAll(async () => {
    await pool.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string, signal?: EventEmitter) =>
    new Promise<UpstreamResponse>((resolve, reject) => {
      pool.dispatch({ method: 'GET', path }, new UpstreamAnswerHandler(resolve, reject, signal));
    });

  it('hands a small answer over whole, headers lower-cased and repeated ones listed', async () => {
    const res = await get('/small');
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(res.body.whole?.toString()).toBe('{"ok":true}');
    expect(await res.body.json()).toEqual({ ok: true });
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('{"ok":true}');
  });

  it('streams a large answer, resolving before its body has arrived', async () => {
    const res = await get('/big');
    expect(res.body.whole).toBeNull();
    let size = 0;
    for await (const chunk of res.body.stream()) size += (chunk as Buffer).length;
    expect(size).toBe(BIG.length);
  });

  it('streams an answer of unknown length and reads it as text', async () => {
    const res = await get('/unsized');
    expect(res.body.whole).toBeNull();
    expect(await res.body.text()).toBe('first second');
  });

  it('cancels a request still waiting for its answer', async () => {
    const signal = new EventEmitter();
    const pending = get('/silent', signal);
    await expect.poll(() => arrived).toContain('/silent');
    signal.emit('abort');
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => closed).toContain('/silent');
  });

  it('cancels a request that is already streaming and frees its connection', async () => {
    const signal = new EventEmitter();
    const res = await get('/endless', signal);
    const stream = res.body.stream();
    const failed = new Promise((resolve) => stream.on('error', resolve));
    signal.emit('abort');
    expect(await failed).toMatchObject({ name: 'AbortError' });
    await expect.poll(() => closed).toContain('/endless');
  });

  it('closes the upstream connection when the body is dumped unread', async () => {
    const res = await get('/endless');
    await res.body.dump();
    await expect.poll(() => closed.filter((url) => url === '/endless').length).toBe(2);
  });

  it('rejects when the connection breaks before a small answer is complete', async () => {
    await expect(get('/broken')).rejects.toBeInstanceOf(Error);
  });

  it('does not listen to its signal once the answer is complete', async () => {
    const signal = new EventEmitter();
    await get('/small', signal);
    expect(signal.listenerCount('abort')).toBe(0);
  });
});
