/** spec §7 "Chat" and "Notifications". */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { CHAT_MAX_TEXT } from '../constants.js';
import { chatContactSchema, chatMessageSchema, chatUserSchema, notificationSchema } from '../entities/chat.js';
import { pageMetaSchema, productMiniSchema } from '../entities/product.js';
import { messageResponseSchema } from '../entities/session.js';
import { messageStateSchema } from '../enum-schemas.js';
import * as rule from '../rules.js';

const invalid = { error: 'validation.invalid' } as const;
const idList = z.array(rule.id, invalid).min(1, { error: 'validation.requiredArray' }).max(200, invalid);

const MB = 1024 * 1024;

export const chatCalls = defineCalls({
  chatContacts: {
    method: 'GET',
    path: '/chat/contacts',
    encoding: 'none',
    exposure: 'api',
    summary: 'People the user has chatted with, last message and unread count first',
    auth: 'required',
    response: z.array(chatContactSchema),
    tags: ['chat'],
  },
  chatUser: {
    method: 'GET',
    path: '/chat/users/{userId}',
    encoding: 'none',
    exposure: 'api',
    summary: 'The other person of a conversation',
    auth: 'required',
    params: z.object({ userId: rule.id }),
    response: chatUserSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['chat'],
  },
  chatMessages: {
    method: 'GET',
    path: '/chat/messages',
    encoding: 'none',
    exposure: 'api',
    summary: 'Messages with one user, newest first, paged',
    auth: 'required',
    query: z.object({
      userId: rule.id,
      page: rule.integer(1, 10_000).default(1),
      perPage: rule.integer(1, 100).default(30),
    }),
    response: z.object({ data: z.array(chatMessageSchema), meta: pageMetaSchema }),
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['chat'],
  },
  welcomeMessage: {
    method: 'GET',
    path: '/chat/messages/welcome',
    encoding: 'none',
    exposure: 'api',
    summary: "A product's welcome message and card, to start a conversation from its page",
    auth: 'required',
    query: z.object({ slug: rule.slug }),
    response: z.object({ message: chatMessageSchema, product: productMiniSchema }),
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['chat'],
  },
  sendMessage: {
    method: 'POST',
    path: '/chat/send-message',
    encoding: 'multipart',
    exposure: 'api',
    summary: 'Send a message with optional attachments (only truthy fields are sent)',
    auth: 'required',
    body: z.object({
      receiverId: rule.id,
      message: rule.plainString(CHAT_MAX_TEXT).trim().optional(),
      slug: rule.slug.optional(),
    }),
    files: [
      {
        name: 'images',
        maxCount: 10,
        formats: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
        maxBytes: 10 * MB,
        required: false,
      },
      { name: 'videos', maxCount: 3, formats: ['mp4', 'webm', 'mov'], maxBytes: 50 * MB, required: false },
      {
        name: 'files',
        maxCount: 5,
        formats: ['pdf', 'zip', 'docx', 'xlsx', 'txt'],
        maxBytes: 20 * MB,
        required: false,
      },
      {
        name: 'audios',
        maxCount: 3,
        formats: ['mp3', 'ogg', 'wav', 'webm', 'm4a'],
        maxBytes: 20 * MB,
        required: false,
      },
    ],
    response: chatMessageSchema,
    successStatus: 201,
    errors: [
      { status: 422, code: 'validation' },
      { status: 404, code: 'not_found' },
    ],
    tags: ['chat'],
  },
  updateMessageStatus: {
    method: 'PUT',
    path: '/chat/messages/update-status',
    encoding: 'json',
    exposure: 'api',
    summary: 'Mark messages received or read (only messages sent to the user)',
    auth: 'required',
    body: z.object({ status: messageStateSchema, messagesIds: idList }),
    response: z.object({ updated: z.number().int().nonnegative() }),
    errors: [{ status: 422, code: 'validation' }],
    tags: ['chat'],
  },
  deleteMessages: {
    method: 'DELETE',
    path: '/chat/messages',
    encoding: 'json',
    exposure: 'api',
    summary: "Delete the user's own messages",
    auth: 'required',
    body: z.object({ messagesIds: idList }),
    response: messageResponseSchema,
    errors: [{ status: 422, code: 'validation' }],
    tags: ['chat'],
  },
  notifications: {
    method: 'GET',
    path: '/users/notifications',
    encoding: 'none',
    exposure: 'api',
    summary: 'Notifications, newest first (30 a page)',
    auth: 'required',
    query: z.object({
      perPage: rule.integer(1, 100).default(30),
      page: rule.integer(1, 10_000).default(1),
    }),
    response: z.object({
      notifications: z.array(notificationSchema),
      unreadCount: z.number().int().nonnegative(),
      meta: pageMetaSchema,
    }),
    tags: ['notifications'],
  },
  readNotification: {
    method: 'PUT',
    path: '/users/notifications/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Mark one notification read',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: z.object({}),
    response: messageResponseSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['notifications'],
  },
  readAllNotifications: {
    method: 'PUT',
    path: '/users/notifications/all',
    encoding: 'json',
    exposure: 'api',
    summary: 'Mark every notification read',
    auth: 'required',
    body: z.object({}),
    response: messageResponseSchema,
    tags: ['notifications'],
  },
});
