/**
 * The realtime path end to end at the BFF: the reference API (real database) pushes through the
 * signed webhook, the BFF delivers to the right user's sockets. A writes to B about a product, B
 * gets the message and its notification live, B reads it, A gets the read receipt. A barter offer
 * and its answer arrive the same way, each in its reader's language.
 */
import { type ChatMessage, messageStateSchema, type Notification, type ProductPage } from '@badal/contracts';
import { sharedTestUpstream } from '@badal/upstream/testing';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../app.js';
import { loadConfig } from '../config.js';
import { fixtureWebDist, sessionCookie } from '../test/harness.js';
import { freePort, nextEvent } from '../test/sockets.js';

const SECRET = 'chat-flow-push-secret-0123456789';

describe('chat and notifications pushed from the reference API', () => {
  let app: FastifyInstance;
  let upstream: Awaited<ReturnType<typeof sharedTestUpstream>>;
  let http: ReturnType<typeof supertest>;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    upstream = await sharedTestUpstream({ pushWebhookUrl: `${url}/internal/push`, pushSecret: SECRET });
    app = await buildBff(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        UPSTREAM_URL: upstream.url,
        PUSH_WEBHOOK_SECRET: SECRET,
        WEB_DIST: fixtureWebDist(),
      }),
    );
    await app.listen({ port, host: '127.0.0.1' });
    http = supertest(url);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await app?.close();
    await upstream?.close();
  });

  const signIn = async (userName: string, password: string) => {
    const res = await http.post('/bff/session').send({ userName, password }).expect(200);
    const cookie = sessionCookie(res);
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await nextEvent(socket, 'connect');
    return { cookie, socket, userId: res.body.session.userId as number };
  };

  it('delivers the message, its notification and the read receipt live', async () => {
    const a = await signIn('demo', 'demo1234');
    const b = await signIn('seller', 'seller1234');
    const sellerProfile = await http.get(`/api/users/${b.userId}`).expect(200);
    const products = await http.get(`/api/products/${sellerProfile.body.seller.id}/sellers?perPage=1`).expect(200);
    const product = (products.body as ProductPage).data[0]!;

    const gotMessage = nextEvent<ChatMessage>(b.socket, 'message:new');
    const gotNotification = nextEvent<Notification>(b.socket, 'notification:new');
    const sent = await http
      .post('/api/chat/send-message')
      .set('cookie', a.cookie)
      .field('receiverId', String(b.userId))
      .field('message', 'Is it still available? هل ما زال متوفرًا؟')
      .field('slug', product.slug)
      .expect(201);
    expect(sent.body.status).toBe('sent');

    const message = await gotMessage;
    expect(message).toMatchObject({ id: sent.body.id, senderId: a.userId, receiverId: b.userId });
    expect(message.product?.slug).toBe(product.slug);
    expect((await gotNotification).type).toBe('message');

    const receipt = nextEvent<{ messagesIds: number[]; status: string }>(a.socket, 'message:status');
    await http
      .put('/api/chat/messages/update-status')
      .set('cookie', b.cookie)
      .send({ status: 'read', messagesIds: [message.id] })
      .expect(200);
    const change = await receipt;
    expect(change.messagesIds).toEqual([message.id]);
    expect(messageStateSchema.parse(change.status)).toBe('read');

    // A cannot mark its own sent message read on B's behalf.
    const wrong = await http
      .put('/api/chat/messages/update-status')
      .set('cookie', a.cookie)
      .send({ status: 'read', messagesIds: [message.id] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('validation');
  });

  it('a follow produces a notification for the followed seller only', async () => {
    const a = await signIn('company', 'company1234');
    const b = await signIn('seller', 'seller1234');
    let leaked = 0;
    a.socket.on('notification:new', () => leaked++);
    const got = nextEvent<Notification>(b.socket, 'notification:new');
    await http.post('/api/accounts/follow').set('cookie', a.cookie).send({ accountId: b.userId }).expect(200);
    const n = await got;
    expect(n.type).toBe('follow');
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(0);
    const list = await http.get('/api/users/notifications').set('cookie', b.cookie).expect(200);
    expect(list.body.notifications[0].id).toBe(n.id);
  });

  it('a barter offer reaches the seller live in Arabic, and the answer reaches the buyer live', async () => {
    const a = await signIn('demo', 'demo1234');
    const b = await signIn('seller', 'seller1234');
    // B reads Badal in Arabic: the API writes B's pushes in Arabic from now on.
    await http.get('/api/users/self').set('cookie', `${b.cookie}; lang_redirected=ar`).expect(200);
    const sellerOf = async (userId: number) => (await http.get(`/api/users/${userId}`).expect(200)).body.seller.id;
    const theirs = (await http.get(`/api/products/${await sellerOf(b.userId)}/sellers?perPage=60`).expect(200)).body
      .data as ProductPage['data'];
    const mine = (await http.get(`/api/products/${await sellerOf(a.userId)}/sellers?perPage=60`).expect(200)).body
      .data as ProductPage['data'];
    // Products of an accepted request are promised and cannot be accepted again (issue #32).
    const accepted = (await http.get('/api/requests?status=2&perPage=60').set('cookie', a.cookie).expect(200)).body
      .data as { receiverProductId: number; senderProductId: number | null }[];
    const promised = new Set(accepted.flatMap((r) => [r.receiverProductId, r.senderProductId]));
    const wanted = theirs.filter((p) => p.sellType !== 'sell' && !promised.has(p.id)).at(-1)!;
    const free = mine.filter((p) => !promised.has(p.id));

    const offered = nextEvent<Notification>(b.socket, 'notification:new');
    const sent = await http
      .post('/api/requests')
      .set('cookie', a.cookie)
      .send({ type: 'bartering', receiverId: b.userId, receiverProductId: wanted.id, senderProductId: free[0]!.id })
      .expect(201);
    const toSeller = await offered;
    expect(toSeller).toMatchObject({
      type: 'request',
      title: 'عرض مقايضة جديد',
      value: String(sent.body.id),
      sender: { id: a.userId },
      data: { type: 2 },
    });

    const answered = nextEvent<Notification>(a.socket, 'notification:new');
    await http
      .put(`/api/requests/${sent.body.id}/change-status`)
      .set('cookie', b.cookie)
      .send({ status: 2 })
      .expect(200);
    expect(await answered).toMatchObject({ type: 'request', title: 'Request accepted', sender: { id: b.userId } });
  });
});
