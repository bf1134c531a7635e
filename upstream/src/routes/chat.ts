/**
 * Chat (spec §7 "Chat"): contacts with their last message and unread count, the other person,
 * messages with one user (newest first, paged), a product's welcome message, sending (text and
 * attachments, each field's formats checked by content), status updates (sent → receive → read,
 * by the receiver only) and deleting one's own messages. New messages and status changes are
 * pushed to the other person once their transaction has committed (services/chat/).
 */
import type { CallHandlers } from '../http/api-router.js';
import { notFound } from '../http-error.js';
import { toChatUser } from '../services/chat/chat-view.js';
import { chatContacts, conversationPage } from '../services/chat/conversations.js';
import { deleteMessages, updateMessageStatus } from '../services/chat/message-status.js';
import { activeUser, sendMessage, welcomeMessage } from '../services/chat/send-message.js';
import type { UpstreamContext } from '../services/context.js';
import { findUserById } from '../services/users.js';
import { say } from '../texts.js';

export const chatHandlers = (ctx: UpstreamContext) =>
  ({
    chatContacts: ({ auth, locale }) => chatContacts(ctx, auth.user.id, locale),

    chatUser: async ({ params }) => {
      const user = await activeUser(ctx, params.userId);
      if (!user) throw notFound();
      return toChatUser(ctx, user);
    },

    chatMessages: async ({ auth, query, locale }) => {
      // The history stays readable after the other account is closed; an id nobody has is a 404.
      if (!(await findUserById(ctx, query.userId))) throw notFound();
      return conversationPage(ctx, auth.user.id, query.userId, query, locale);
    },

    welcomeMessage: ({ auth, query, locale }) => welcomeMessage(ctx, auth.user, query.slug, locale),

    sendMessage: ({ auth, body, files, locale }) => sendMessage(ctx, auth.user, body, files, locale),

    updateMessageStatus: async ({ auth, body }) => ({
      updated: await updateMessageStatus(ctx, auth.user.id, body.messagesIds, body.status),
    }),

    deleteMessages: async ({ auth, body, locale }) => {
      await deleteMessages(ctx, auth.user.id, body.messagesIds);
      return { message: say('upstream.messagesDeleted', locale) };
    },
  }) satisfies Partial<CallHandlers>;
