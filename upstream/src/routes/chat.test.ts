/**
 * Chat (spec §7 "Chat"): sending text and attachments (formats by content, per field), the
 * refusals (empty, to oneself, to nobody, wrong formats, too many), contacts with the last message
 * and unread count, paging, the welcome message of a product (stored once), status updates by the
 * receiver only, deleting one's own messages — and the signed pushes each of these sends.
 */
import { createHmac } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type ChatMessage, calls, pushPayloadSchema } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PUSH_SECRET } from '../config.js';
import {
  type ApiClient,
  apiClient,
  filesForm,
  login,
  PNG_1PX,
  type ReceivedPush,
  startPushReceiver,
} from '../test/api-client.js';
import { startTestUpstream, type TestUpstream } from '../testing.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)]);
/** The first page of an Ogg Opus voice note: the page header, one segment, the Opus head. */
const OGG = Buffer.concat([
  Buffer.from('OggS'),
  Buffer.from([0, 2]),
  Buffer.alloc(20),
  Buffer.from([1, 19]),
  Buffer.from('OpusHead'),
  Buffer.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0]),
]);

describe('chat', () => {
  let upstream: TestUpstream;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let api: ApiClient;
  let buyer: { token: string; id: number };
  let seller: { token: string; id: number };
  let productSlug: string;

  const send = (
    fields: Record<string, string>,
    files: { field: string; name: string; data: Buffer }[] = [],
    t = buyer.token,
  ) => {
    const form = filesForm('unused', [], fields);
    for (const f of files) form.append(f.field, new Blob([f.data]), f.name);
    return api.multipart('/chat/send-message', form, { token: t });
  };
  const pushesTo = (userId: number, event: string) =>
    receiver.received.filter((p) => p.body.userId === userId && p.body.event === event);
  const signedCorrectly = (p: ReceivedPush) =>
    p.signature === `sha256=${createHmac('sha256', DEV_PUSH_SECRET).update(`${p.timestamp}.${p.raw}`).digest('hex')}`;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    upstream = await startTestUpstream({ pushWebhookUrl: receiver.url });
    api = apiClient(upstream.url);
    const who = async (userName: string, password: string) => {
      const token = await login(api, userName, password);
      return { token, id: (await api.get('/users/self', { token })).body.id as number };
    };
    buyer = await who('demo', 'demo1234');
    seller = await who('seller', 'seller1234');
    const sellerId = (await api.get('/users/self', { token: seller.token })).body.seller.id;
    productSlug = (await api.get(`/products/${sellerId}/sellers`)).body.data[0].slug;
  });
  afterAll(async () => {
    await upstream?.close();
    await receiver?.close();
  });

  it('sends a text about a product; the receiver gets it, and a notification, pushed and signed', async () => {
    const answer = await send({
      receiverId: String(seller.id),
      message: '  Is it still available?  ',
      slug: productSlug,
    });
    expect(answer.status).toBe(201);
    const message = calls.sendMessage.response.parse(answer.body);
    expect(message).toMatchObject({
      senderId: buyer.id,
      receiverId: seller.id,
      message: 'Is it still available?',
      status: 'sent',
      isWelcome: false,
      attachments: [],
      product: { slug: productSlug },
    });
    const pushed = await receiver.waitFor((p) => p.body.event === 'message' && p.body.data.id === message.id);
    expect(pushed.body.userId).toBe(seller.id);
    expect(signedCorrectly(pushed)).toBe(true);
    expect(pushPayloadSchema.parse(pushed.body)).toMatchObject({ data: { message: 'Is it still available?' } });
    const note = await receiver.waitFor((p) => p.body.event === 'notification' && p.body.userId === seller.id);
    expect(note.body.data).toMatchObject({
      type: 'message',
      value: String(buyer.id),
      data: { type: 6, value: String(buyer.id) },
      sender: { id: buyer.id },
      read: false,
    });
    expect(signedCorrectly(note)).toBe(true);
  });

  it('stores attachments of every kind, by content, with their names and media types', async () => {
    const answer = await send({ receiverId: String(seller.id) }, [
      { field: 'images[]', name: 'car.png', data: PNG_1PX },
      { field: 'videos[]', name: 'walkaround.mp4', data: MP4 },
      { field: 'files[]', name: '../../etc/invoice\u202Efdp.pdf', data: PDF },
      { field: 'files[]', name: 'notes.txt', data: Buffer.from('Pick up after 5 pm, Salmiya.\n') },
      { field: 'audios[]', name: 'voice.ogg', data: OGG },
    ]);
    expect(answer.status).toBe(201);
    const message = calls.sendMessage.response.parse(answer.body);
    expect(message.message).toBeNull();
    expect(message.attachments.map((a) => [a.kind, a.name, a.mimeType, a.size])).toEqual([
      ['image', 'car.png', 'image/png', PNG_1PX.length],
      ['video', 'walkaround.mp4', 'video/mp4', MP4.length],
      ['file', 'invoicefdp.pdf', 'application/pdf', PDF.length],
      ['file', 'notes.txt', 'text/plain', 29],
      ['audio', 'voice.ogg', 'audio/ogg; codecs=opus', OGG.length],
    ]);
    const served = await fetch(message.attachments[2]?.url as string);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    const note = await receiver.waitFor(
      (p) =>
        p.body.event === 'notification' &&
        p.body.userId === seller.id &&
        p.body.data.body === 'Sent you an attachment.',
    );
    // One unread message notification per sender, kept up to date rather than stacked.
    const list = (await api.get('/users/notifications', { token: seller.token })).body;
    expect(list.notifications.filter((n: { type: string }) => n.type === 'message')).toHaveLength(1);
    expect(list.notifications[0].id).toBe(note.body.data.id);
  });

  it('refuses empty messages, messages to oneself or to nobody, and wrong attachments — storing nothing', async () => {
    const filesBefore = await readdir(join(upstream.storageDir, 'chat', String(buyer.id)));
    const pushesBefore = receiver.received.length;
    const cases: [
      Promise<{ status: number; body: { errors?: Record<string, string[]> } }>,
      number,
      string?,
      string?,
    ][] = [
      [send({ receiverId: String(seller.id), message: '   ' }), 422, 'message', 'validation.emptyMessage'],
      [send({ receiverId: String(buyer.id), message: 'hi me' }), 422, 'receiverId', 'validation.ownAccount'],
      [send({ receiverId: '999999', message: 'anyone?' }), 404],
      [send({ message: 'to whom?' }), 422, 'receiverId', 'validation.invalid'],
      [send({ receiverId: String(seller.id), message: 'x'.repeat(2001) }), 422, 'message', 'validation.tooLong'],
      [
        send({ receiverId: String(seller.id), slug: 'no-such-product' }, [
          { field: 'images[]', name: 'a.png', data: PNG_1PX },
        ]),
        422,
        'slug',
        'validation.invalid',
      ],
      [
        send({ receiverId: String(seller.id) }, [{ field: 'images[]', name: 'doc.png', data: PDF }]),
        422,
        'images',
        'validation.fileType',
      ],
      [
        send({ receiverId: String(seller.id) }, [{ field: 'videos[]', name: 'clip.mp4', data: PNG_1PX }]),
        422,
        'videos',
        'validation.fileType',
      ],
      [
        send({ receiverId: String(seller.id) }, [
          { field: 'files[]', name: 'x.exe', data: Buffer.from([0x4d, 0x5a, 0x90, 0, 3]) },
        ]),
        422,
        'files',
        'validation.fileType',
      ],
      [
        send({ receiverId: String(seller.id) }, [{ field: 'audios[]', name: 'song.mp3', data: MP4 }]),
        422,
        'audios',
        'validation.fileType',
      ],
      [
        send(
          { receiverId: String(seller.id) },
          Array.from({ length: 4 }, (_, n) => ({ field: 'audios[]', name: `v${n}.ogg`, data: OGG })),
        ),
        422,
        'audios',
        'validation.tooManyFiles',
      ],
    ];
    for (const [pending, status, field, key] of cases) {
      const answer = await pending;
      expect(answer.status, `${field} ${key}`).toBe(status);
      if (field) expect(answer.body.errors?.[field]).toEqual([key]);
    }
    expect(await readdir(join(upstream.storageDir, 'chat', String(buyer.id)))).toEqual(filesBefore);
    expect(receiver.received.length).toBe(pushesBefore);
  });

  it('lists contacts with the last message and unread count, and the other person', async () => {
    const buyerContacts = calls.chatContacts.response.parse(
      (await api.get('/chat/contacts', { token: buyer.token })).body,
    );
    expect(buyerContacts[0]).toMatchObject({ id: seller.id, userName: 'seller', unreadCount: 0 });
    expect(buyerContacts[0]?.lastMessage?.attachments).toHaveLength(5);
    const sellerContacts = calls.chatContacts.response.parse(
      (await api.get('/chat/contacts', { token: seller.token })).body,
    );
    expect(sellerContacts[0]).toMatchObject({ id: buyer.id, userName: 'demo', unreadCount: 2, country: 'Kuwait' });

    const user = calls.chatUser.response.parse(
      (await api.get(`/chat/users/${seller.id}`, { token: buyer.token })).body,
    );
    expect(user).toMatchObject({ id: seller.id, userName: 'seller', accountType: 2 });
    expect((await api.get('/chat/users/999999', { token: buyer.token })).status).toBe(404);
    expect((await api.get('/chat/contacts')).status).toBe(401);
  });

  it('pages the messages of a conversation, newest first', async () => {
    const first = calls.chatMessages.response.parse(
      (await api.get(`/chat/messages?userId=${seller.id}&perPage=1`, { token: buyer.token })).body,
    );
    expect(first.meta).toEqual({ currentPage: 1, perPage: 1, total: 2, lastPage: 2 });
    expect(first.data[0]?.attachments).toHaveLength(5);
    const second = (await api.get(`/chat/messages?userId=${seller.id}&perPage=1&page=2`, { token: buyer.token })).body;
    expect(second.data[0].message).toBe('Is it still available?');
    // The same conversation from the other side.
    const theirs = (await api.get(`/chat/messages?userId=${buyer.id}`, { token: seller.token })).body;
    expect(theirs.data.map((m: ChatMessage) => m.id)).toEqual([first.data[0]?.id, second.data[0].id]);
    expect((await api.get('/chat/messages?userId=999999', { token: buyer.token })).status).toBe(404);
    expect((await api.get('/chat/messages?userId=abc', { token: buyer.token })).status).toBe(422);
  });

  it("opens a chat from a product with its seller's welcome in the reader's language, stored once", async () => {
    const company = await login(api, 'company', 'company1234');
    const answer = await api.get(`/chat/messages/welcome?slug=${productSlug}`, { token: company });
    expect(answer.status).toBe(200);
    const { message, product } = calls.welcomeMessage.response.parse(answer.body);
    expect(message).toMatchObject({
      senderId: seller.id,
      isWelcome: true,
      status: 'sent',
      product: { slug: productSlug },
    });
    // One language, the reader's (English without a preference); the stored text holds both.
    expect(message.message).toContain('Hello! Thanks for your interest in');
    expect(message.message).not.toContain('مرحبًا');
    expect(product.slug).toBe(productSlug);
    const inArabic = (await api.get(`/chat/messages?userId=${seller.id}`, { token: company, lang: 'ar' })).body;
    const greeting = inArabic.data.find((m: ChatMessage) => m.id === message.id);
    expect(greeting.message).toContain('مرحبًا! شكرًا لاهتمامك');
    expect(greeting.message).not.toContain('Hello');
    const again = (await api.get(`/chat/messages/welcome?slug=${productSlug}`, { token: company })).body;
    expect(again.message.id).toBe(message.id);
    await receiver.waitFor((p) => p.body.event === 'message' && p.body.data.id === message.id);
    expect(receiver.received.filter((p) => p.body.event === 'message' && p.body.data.id === message.id)).toHaveLength(
      1,
    );

    expect((await api.get('/chat/messages/welcome?slug=no-such-product', { token: company })).status).toBe(404);
    const own = await api.get(`/chat/messages/welcome?slug=${productSlug}`, { token: seller.token });
    expect(own).toMatchObject({ status: 422, body: { errors: { slug: ['validation.ownAccount'] } } });
  });

  it('moves statuses forward for the receiver only, pushing each change to the sender', async () => {
    const ids = (await api.get(`/chat/messages?userId=${buyer.id}`, { token: seller.token })).body.data.map(
      (m: ChatMessage) => m.id,
    );
    const update = (status: string, messagesIds: number[], token: string) =>
      api.post('/chat/messages/update-status', { status, messagesIds }, { token, method: 'PUT' });

    // The sender cannot mark its own messages; a mix with someone else's changes nothing.
    expect(await update('read', ids, buyer.token)).toMatchObject({
      status: 422,
      body: { errors: { messagesIds: ['validation.invalid'] } },
    });
    expect((await update('read', [...ids, 999_999], seller.token)).status).toBe(422);
    expect((await update('read', [], seller.token)).body.errors).toEqual({ messagesIds: ['validation.requiredArray'] });
    expect((await update('seen', ids, seller.token)).body.errors).toEqual({ status: ['validation.invalid'] });

    expect((await update('receive', ids, seller.token)).body).toEqual({ updated: 2 });
    const pushed = await receiver.waitFor((p) => p.body.event === 'message-status' && p.body.data.status === 'receive');
    expect(pushed.body).toMatchObject({ userId: buyer.id, data: { byUserId: seller.id } });
    expect([...pushed.body.data.messagesIds].sort()).toEqual([...ids].sort());
    expect(signedCorrectly(pushed)).toBe(true);

    expect((await update('read', [ids[0]], seller.token)).body).toEqual({ updated: 1 });
    // Backwards, or where a message already is, is no change, and is not pushed.
    expect((await update('receive', ids, seller.token)).body).toEqual({ updated: 0 });
    expect((await update('sent', ids, seller.token)).body).toEqual({ updated: 0 });
    expect(pushesTo(buyer.id, 'message-status').map((p) => p.body.data.status)).toEqual(['receive', 'read']);

    const contacts = (await api.get('/chat/contacts', { token: seller.token })).body as {
      id: number;
      unreadCount: number;
    }[];
    expect(contacts.find((c) => c.id === buyer.id)?.unreadCount).toBe(1);
  });

  it('deletes only its own messages, with their files', async () => {
    const mine = (await api.get(`/chat/messages?userId=${seller.id}`, { token: buyer.token })).body
      .data as ChatMessage[];
    const withFiles = mine.find((m) => m.attachments.length > 0) as ChatMessage;
    const remove = (messagesIds: number[], token: string) =>
      api.post('/chat/messages', { messagesIds }, { token, method: 'DELETE' });
    expect((await remove([withFiles.id], seller.token)).status).toBe(422);
    expect((await api.get(`/chat/messages?userId=${seller.id}`, { token: buyer.token })).body.meta.total).toBe(2);

    const done = await remove([withFiles.id], buyer.token);
    expect(done).toMatchObject({ status: 200, body: { message: 'The messages were deleted.' } });
    expect((await api.get(`/chat/messages?userId=${seller.id}`, { token: buyer.token })).body.meta.total).toBe(1);
    for (const a of withFiles.attachments) expect((await fetch(a.url)).status).toBe(404);
  });
});
