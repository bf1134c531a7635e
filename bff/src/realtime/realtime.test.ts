/**
 * Realtime with real socket.io clients: handshake authentication, the signed webhook, session
 * end, bad client events — and two BFF instances over a real Redis.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Notification, PUSH_SIGNATURE_HEADER, PUSH_TIMESTAMP_HEADER } from '@badal/contracts';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../app.js';
import { loadConfig } from '../config.js';
import { newSessionId, type Session } from '../sessions/session-store.js';
import { redisAvailable, testRedisUrl } from '../test/redis.js';
import { nextEvent } from '../test/sockets.js';
import { signPush } from './push-signature.js';

const SECRET = 'test-push-secret-0123456789';

const start = async (env: Record<string, string> = {}) => {
  const app = await buildBff(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPSTREAM_URL: 'http://127.0.0.1:9/api',
      PUSH_WEBHOOK_SECRET: SECRET,
      ...env,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url };
};

const makeSession = async (app: FastifyInstance, userId: number, ttlMs = 60_000): Promise<Session> => {
  const session: Session = {
    id: newSessionId(),
    apiToken: `api-${randomUUID()}`,
    userId,
    fullName: `User ${userId}`,
    checkMembership: false,
    createdAt: Date.now(),
    expiresAt: Date.now() + ttlMs,
  };
  await app.sessions.set(session);
  return session;
};

const sockets: Socket[] = [];
const open = (url: string, opts: { cookie?: string; token?: string } = {}) => {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(opts.cookie ? { extraHeaders: { cookie: opts.cookie } } : {}),
    ...(opts.token ? { auth: { token: opts.token } } : {}),
  });
  sockets.push(socket);
  return socket;
};
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
const refused = (s: Socket) =>
  new Promise<string>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', (e) => resolve(e.message));
  });

const notification = (id: number): Notification => ({
  id,
  type: 'follow',
  title: 'New follower',
  body: 'Dana followed you',
  createdAt: new Date().toISOString(),
  read: false,
  value: '12',
  sender: { id: 12, fullName: 'Dana', image: null },
  data: { type: 4, value: '12' },
});

const push = async (
  url: string,
  payload: unknown,
  opts: { secret?: string; timestamp?: number; raw?: string } = {},
) => {
  const body = opts.raw ?? JSON.stringify(payload);
  const ts = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  return fetch(`${url}/internal/push`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PUSH_TIMESTAMP_HEADER]: ts,
      [PUSH_SIGNATURE_HEADER]: signPush(opts.secret ?? SECRET, ts, body),
    },
    body,
  });
};

afterEach(() => {
  while (sockets.length) sockets.pop()?.disconnect();
});

describe('socket handshake and the push webhook', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    ({ app, url } = await start());
  });
  afterAll(async () => app?.close());

  it('refuses sockets without a session, with a forged one, or with an expired one', async () => {
    expect(await refused(open(url))).toBe('unauthorized');
    expect(await refused(open(url, { cookie: 'badal_sid=forged' }))).toBe('unauthorized');
    expect(await refused(open(url, { cookie: `badal_sid=${newSessionId()}` }))).toBe('unauthorized');
    const expired = await makeSession(app, 5, -1000);
    expect(await refused(open(url, { cookie: `badal_sid=${expired.id}` }))).toBe('unauthorized');
  });

  it('accepts the cookie and the bearer session id, and delivers a signed push to that user only', async () => {
    const a = await makeSession(app, 101);
    const b = await makeSession(app, 102);
    const sa = open(url, { cookie: `badal_sid=${a.id}` });
    const sb = open(url, { token: b.id });
    await Promise.all([connected(sa), connected(sb)]);
    let wrong = 0;
    sb.on('notification:new', () => wrong++);
    const got = nextEvent<Notification>(sa, 'notification:new');
    const res = await push(url, { id: randomUUID(), userId: 101, event: 'notification', data: notification(1) });
    expect(res.status).toBe(202);
    expect((await got).id).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(wrong).toBe(0);
  });

  it("passes the API's account change on as account:changed (a payment settled: fetch your own data again)", async () => {
    const s = await makeSession(app, 151);
    const socket = open(url, { token: s.id });
    await connected(socket);
    const got = nextEvent<{ reason: string }>(socket, 'account:changed');
    const res = await push(url, { id: randomUUID(), userId: 151, event: 'account', data: { reason: 'payment' } });
    expect(res.status).toBe(202);
    expect(await got).toEqual({ reason: 'payment' });
  });

  it('refuses bad signatures, stale timestamps, replays and malformed payloads, emitting nothing', async () => {
    const s = await makeSession(app, 201);
    const socket = open(url, { token: s.id });
    await connected(socket);
    let received = 0;
    socket.on('notification:new', () => received++);
    const payload = { id: randomUUID(), userId: 201, event: 'notification', data: notification(2) };

    expect((await push(url, payload, { secret: 'wrong-secret-wrong-secret' })).status).toBe(401);
    expect((await push(url, payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(401);
    const unsigned = await fetch(`${url}/internal/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe('forbidden');

    const bad = await push(url, { id: randomUUID(), userId: 201, event: 'notification', data: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation');

    expect((await push(url, payload)).status).toBe(202);
    expect((await push(url, payload)).status).toBe(401); // the same request again
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toBe(1);
  });

  it('closes the sockets of a session that ends, and of one that expires', async () => {
    const s = await makeSession(app, 301);
    const socket = open(url, { token: s.id });
    await connected(socket);
    const ended = nextEvent(socket, 'session:ended');
    const gone = nextEvent(socket, 'disconnect');
    // End it as logout does (the upstream part of logout is covered by the session tests).
    const res = await app.inject({
      method: 'DELETE',
      url: '/bff/session',
      headers: { authorization: `Bearer ${s.id}` },
    });
    expect(res.statusCode).toBe(200);
    await ended;
    await gone;

    const short = await makeSession(app, 302, 300);
    const soon = open(url, { token: short.id });
    await connected(soon);
    await nextEvent(soon, 'session:ended', 2000);
  });

  it('answers malformed and unknown client events with an error, and throttles floods', async () => {
    const s = await makeSession(app, 401);
    const socket = open(url, { token: s.id });
    await connected(socket);
    const bad = await socket.timeout(1000).emitWithAck('chat:typing', { toUserId: 'me' });
    expect(bad.error.code).toBe('validation');
    const unknown = await socket.timeout(1000).emitWithAck('admin:drop-tables', {});
    expect(unknown.error.code).toBe('not_found');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => socket.timeout(1000).emitWithAck('chat:typing', { toUserId: 999 })),
    );
    expect(answers.filter((a) => a.error?.code === 'rate_limited').length).toBeGreaterThan(10);
    expect(socket.connected).toBe(true);
  });
});

const hasRedis = await redisAvailable();

describe.runIf(hasRedis)('two BFF instances over one Redis', () => {
  let one: Awaited<ReturnType<typeof start>>;
  let two: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    one = await start({ REDIS_URL: testRedisUrl });
    two = await start({ REDIS_URL: testRedisUrl });
  });
  afterAll(async () => {
    await one?.app.close();
    await two?.app.close();
  });

  it('a push received by one instance reaches a socket connected to the other', async () => {
    const userId = 900_000 + Math.floor(Math.random() * 99_999);
    const s = await makeSession(one.app, userId);
    const socket = open(two.url, { token: s.id });
    await connected(socket);
    const got = nextEvent<Notification>(socket, 'notification:new', 3000);
    const res = await push(one.url, { id: randomUUID(), userId, event: 'notification', data: notification(7) });
    expect(res.status).toBe(202);
    expect((await got).id).toBe(7);
  });

  it('a replay sent to the other instance is refused too', async () => {
    const payload = { id: randomUUID(), userId: 1, event: 'notification', data: notification(8) };
    expect((await push(one.url, payload)).status).toBe(202);
    expect((await push(two.url, payload)).status).toBe(401);
  });
});
