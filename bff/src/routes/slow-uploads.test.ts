/**
 * Slow uploads cannot take the BFF from everyone else: uploads have their own upstream
 * connections and a per-session limit, and an upload that stops sending is ended with a 408.
 */
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { sharedTestUpstream } from '@badal/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, login, pngOfSize, startHarness } from '../test/harness.js';

interface SlowUpload {
  /** The status line and body of the answer, once one comes. */
  answer: Promise<{ status: number; body: string }>;
  /** Stops sending (the upload goes idle). */
  pause: () => void;
  socket: Socket;
}

/** A multipart avatar upload that sends its first 8 KB at once and then a few bytes every 100 ms. */
const slowUpload = (port: number, cookie: string): SlowUpload => {
  const boundary = 'slowboundary';
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    pngOfSize(8_192).subarray(0, 8_192),
  ]);
  const socket = connect(port, '127.0.0.1');
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      text += d;
    });
    const done = () => {
      clearInterval(timer);
      resolve({ status: Number(text.slice(9, 12)) || 0, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    };
    socket.on('close', done);
    socket.on('error', () => {});
  });
  socket.write(
    `POST /api/users/add-image HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 2000000\r\n\r\n`,
  );
  socket.write(head);
  timer = setInterval(() => socket.write(Buffer.alloc(16, 0x7f)), 100);
  return { answer, pause: () => clearInterval(timer), socket };
};

describe('slow uploads', () => {
  let h: Harness;
  let port: number;
  const uploads: SlowUpload[] = [];

  beforeAll(async () => {
    const upstream = await sharedTestUpstream();
    h = await startHarness({
      upstream,
      env: {
        UPSTREAM_CONNECTIONS: '4',
        UPSTREAM_UPLOAD_CONNECTIONS: '2',
        UPLOADS_PER_SESSION: '2',
        UPLOAD_IDLE_TIMEOUT_MS: '1500',
      },
    });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const u of uploads) u.socket.destroy();
    await h?.close();
  });

  it('leave every other request answered, limit each session, and end when they go idle', async () => {
    const demo = (await login(h, 'demo')).cookie;
    const seller = (await login(h, 'seller', 'seller1234')).cookie;
    // More slow uploads than the whole upstream pool has connections.
    for (const cookie of [demo, demo, seller, seller]) uploads.push(slowUpload(port, cookie));
    await new Promise((r) => setTimeout(r, 500));

    // A third at once from the same session is refused.
    const third = slowUpload(port, demo);
    uploads.push(third);
    const refused = await third.answer;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.code).toBe('rate_limited');

    // Everyone else is still served: a sign-in, their own data, the catalogue, readiness.
    const other = await h.http
      .post('/bff/session')
      .set('prefer', 'bearer-session')
      .send({ userName: 'company', password: 'company1234' })
      .timeout(5000);
    expect(other.status).toBe(200);
    const cookie = String(other.headers['set-cookie']?.[0]).split(';')[0] as string;
    expect((await h.http.get('/api/users/self').set('cookie', cookie).timeout(5000)).status).toBe(200);
    expect((await h.http.get('/api/v2/search/products?perPage=2').timeout(5000)).status).toBe(200);
    expect((await h.http.get('/ready').timeout(5000)).status).toBe(200);

    // Uploads that stop sending are ended with the catalogue's 408.
    for (const u of uploads) u.pause();
    const ended = await Promise.all(uploads.slice(0, 4).map((u) => u.answer));
    const timedOut = ended.filter((a) => a.status === 408);
    expect(timedOut.length).toBeGreaterThan(0);
    for (const a of timedOut) expect(JSON.parse(a.body).error.code).toBe('request_timeout');
    expect(ended.every((a) => a.status >= 400 && a.status < 600)).toBe(true);
  }, 30_000);
});
