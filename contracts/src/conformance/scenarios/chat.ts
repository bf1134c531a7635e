/**
 * Chat (spec §7 "Chat") between the main account and the seller of a product the search found:
 * the product's welcome message (stored once: the main account receives it), text and picture
 * messages to the seller, the refusals (empty, to oneself, to nobody, a wrong attachment),
 * contacts, the conversation, status updates (only on received messages) and deleting the
 * messages it sent, so a run leaves the seller's inbox as it found it but for the welcome.
 */

import type { CallDef } from '../../call.js';
import { calls } from '../../calls/index.js';
import type { ChatContact, ChatMessage } from '../../entities/chat.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { tinyPng } from '../png.js';
import { otherSellersProduct } from './other-seller.js';

const CALLS: readonly CallDef[] = [
  calls.chatContacts,
  calls.chatUser,
  calls.chatMessages,
  calls.welcomeMessage,
  calls.sendMessage,
  calls.updateMessageStatus,
  calls.deleteMessages,
];

export const chatChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const token = state.token;
  const me = state.self?.id;
  if (!token || !me) {
    for (const call of CALLS) rec.skip(call, 'chat', 'not run: signing in the main account failed', 'all');
    return;
  }
  const other = await otherSellersProduct(ctx);
  if (!other) {
    for (const call of CALLS) rec.skip(call, 'chat', 'not run: no product of another seller found', 'all');
    return;
  }
  const { sellerUserId: partner, slug } = other;
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });

  let welcome: ChatMessage | undefined;
  await rec.guard(calls.welcomeMessage, 'welcome', async () => {
    welcome = rec.success<{ message: ChatMessage }>(
      calls.welcomeMessage,
      "the product's welcome message, from its seller",
      await send(calls.welcomeMessage, { query: { slug } }),
      ({ message }) =>
        message.isWelcome && message.senderId === partner && message.receiverId === me
          ? undefined
          : 'it is not a welcome from the seller to the main account',
    )?.message;
    if (!welcome) return;
    const id = welcome.id;
    rec.success<{ message: ChatMessage }>(
      calls.welcomeMessage,
      'stored once: asked again, the same message',
      await send(calls.welcomeMessage, { query: { slug } }),
      ({ message }) => (message.id === id ? undefined : `a second message ${message.id} instead of ${id}`),
    );
    const unknown = await send(calls.welcomeMessage, { query: { slug: 'conformance-no-such-product' } });
    rec.error(calls.welcomeMessage, 'an unknown product → 404', unknown, 404, 'not_found');
  });

  await rec.guard(calls.chatUser, 'user', async () => {
    rec.success(calls.chatUser, 'the seller', await send(calls.chatUser, { params: { userId: partner } }));
    rec.error(
      calls.chatUser,
      'nobody → 404',
      await send(calls.chatUser, { params: { userId: UNKNOWN_ID } }),
      404,
      'not_found',
    );
  });

  const sent: number[] = [];
  await rec.guard(calls.sendMessage, 'send', async () => {
    const text = await send(calls.sendMessage, {
      body: { receiverId: partner, message: 'Conformance check: is it available?', slug },
    });
    const message = rec.success<ChatMessage>(calls.sendMessage, 'a text about the product → 201', text, (m) =>
      m.senderId === me && m.product?.slug === slug ? undefined : 'sender or product not as sent',
    );
    if (message) sent.push(message.id);
    const picture = await send(calls.sendMessage, {
      body: { receiverId: partner },
      files: { 'images[]': { bytes: tinyPng(), filename: 'photo.png', type: 'image/png' } },
    });
    const withImage = rec.success<ChatMessage>(calls.sendMessage, 'a picture alone → 201', picture, (m) =>
      m.attachments.length === 1 && m.attachments[0]?.kind === 'image' ? undefined : 'not one image attachment',
    );
    if (withImage) sent.push(withImage.id);

    rec.error(
      calls.sendMessage,
      'no text and no file → 422',
      await send(calls.sendMessage, { body: { receiverId: partner } }),
      422,
      'validation',
    );
    const self = await send(calls.sendMessage, { body: { receiverId: me, message: 'hello me' } });
    rec.error(calls.sendMessage, 'to oneself → 422', self, 422, 'validation');
    const nobody = await send(calls.sendMessage, { body: { receiverId: UNKNOWN_ID, message: 'hello?' } });
    rec.error(calls.sendMessage, 'to nobody → 404', nobody, 404, 'not_found');
    const lying = await send(calls.sendMessage, {
      body: { receiverId: partner },
      files: { 'images[]': { bytes: new TextEncoder().encode('%PDF-1.4'), filename: 'photo.png', type: 'image/png' } },
    });
    rec.error(calls.sendMessage, 'a PDF named .png as an image → 422', lying, 422, 'validation');
  });

  await rec.guard(calls.chatMessages, 'conversation', async () => {
    const res = await send(calls.chatMessages, { query: { userId: partner, perPage: 50 } });
    rec.success<{ data: ChatMessage[] }>(calls.chatMessages, 'the conversation, newest first', res, (p) => {
      const ids = p.data.map((m) => m.id);
      if (!sent.every((id) => ids.includes(id))) return 'the messages sent are not all there';
      return ids.every((id, i) => i === 0 || (ids[i - 1] as number) > id) ? undefined : 'not newest first';
    });
    const nobody = await send(calls.chatMessages, { query: { userId: UNKNOWN_ID } });
    rec.error(calls.chatMessages, 'with nobody → 404', nobody, 404, 'not_found');
  });

  await rec.guard(calls.chatContacts, 'contacts', async () => {
    rec.success<ChatContact[]>(
      calls.chatContacts,
      'the seller is a contact, with a last message',
      await send(calls.chatContacts),
      (list) =>
        list.some((c) => c.id === partner && c.lastMessage)
          ? undefined
          : 'the seller is not listed with a last message',
    );
  });

  await rec.guard(calls.updateMessageStatus, 'status', async () => {
    if (welcome) {
      const read = await send(calls.updateMessageStatus, { body: { status: 'read', messagesIds: [welcome.id] } });
      rec.success(calls.updateMessageStatus, 'read the welcome message (received)', read);
    } else rec.skip(calls.updateMessageStatus, 'read a received message', 'not run: no welcome message received');
    if (sent[0] === undefined)
      return rec.skip(calls.updateMessageStatus, 'own message', 'not run: sending failed', {
        status: 422,
        code: 'validation',
      });
    const own = await send(calls.updateMessageStatus, { body: { status: 'read', messagesIds: [sent[0]] } });
    rec.error(calls.updateMessageStatus, 'a message the user sent → 422', own, 422, 'validation');
  });

  await rec.guard(calls.deleteMessages, 'delete', async () => {
    if (welcome) {
      const theirs = await send(calls.deleteMessages, { body: { messagesIds: [welcome.id] } });
      rec.error(calls.deleteMessages, "the seller's message → 422", theirs, 422, 'validation');
    } else
      rec.skip(calls.deleteMessages, "another's message", 'not run: no welcome message received', {
        status: 422,
        code: 'validation',
      });
    if (sent.length === 0) return rec.skip(calls.deleteMessages, 'own messages', 'not run: sending failed');
    rec.success(
      calls.deleteMessages,
      'the messages the suite sent',
      await send(calls.deleteMessages, { body: { messagesIds: sent } }),
    );
  });
};
