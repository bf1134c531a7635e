/** spec §7 "Chat" and "Notifications". */
import { z } from 'zod';
import { defineCall } from '../call.js';
import { chatContactSchema, chatMessageSchema, chatUserSchema, notificationSchema } from '../entities/chat.js';
import { pageMetaSchema, productMiniSchema } from '../entities/product.js';
import { messageResponseSchema } from '../entities/session.js';
import { messageStateSchema } from '../enums.js';
import * as rule from '../rules.js';

const invalid = { error: 'validation.invalid' } as const;
const idList = z.array(rule.id, invalid).min(1, { error: 'validation.requiredArray' }).max(200, invalid);

export const chatContacts = defineCall({
  name: 'chat.contacts',
  summary: 'People the user has chatted with, last message and unread count first',
  method: 'GET',
  path: '/chat/contacts',
  auth: 'required',
  encoding: 'none',
  response: z.array(chatContactSchema),
  exposure: 'api',
  tags: ['chat'],
});

export const chatUser = defineCall({
  name: 'chat.user',
  summary: 'The other person of a conversation',
  method: 'GET',
  path: '/chat/users/{userId}',
  auth: 'required',
  encoding: 'none',
  params: z.object({ userId: rule.id }),
  response: chatUserSchema,
  errors: [{ status: 404, code: 'not_found' }],
  exposure: 'api',
  tags: ['chat'],
});

export const chatMessages = defineCall({
  name: 'chat.messages',
  summary: 'Messages with one user, newest first, paged',
  method: 'GET',
  path: '/chat/messages',
  auth: 'required',
  encoding: 'none',
  query: z.object({
    userId: rule.id,
    page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
    perPage: z.coerce.number(invalid).int(invalid).min(1, invalid).max(100, invalid).default(30),
  }),
  response: z.object({ data: z.array(chatMessageSchema), meta: pageMetaSchema }),
  errors: [{ status: 404, code: 'not_found' }],
  exposure: 'api',
  tags: ['chat'],
});

export const welcomeMessage = defineCall({
  name: 'chat.welcome',
  summary: "A product's welcome message and card, to start a conversation from its page",
  method: 'GET',
  path: '/chat/messages/welcome',
  auth: 'required',
  encoding: 'none',
  query: z.object({ slug: rule.slug }),
  response: z.object({ message: chatMessageSchema, product: productMiniSchema }),
  errors: [{ status: 404, code: 'not_found' }],
  exposure: 'api',
  tags: ['chat'],
});

export const CHAT_MAX_TEXT = 2000;
const MB = 1024 * 1024;

export const sendMessage = defineCall({
  name: 'chat.send',
  summary: 'Send a message with optional attachments (only truthy fields are sent)',
  method: 'POST',
  path: '/chat/send-message',
  auth: 'required',
  encoding: 'multipart',
  body: z.object({
    receiverId: rule.id,
    message: z.string(invalid).trim().max(CHAT_MAX_TEXT, { error: 'validation.tooLong' }).optional(),
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
    { name: 'files', maxCount: 5, formats: ['pdf', 'zip', 'docx', 'xlsx', 'txt'], maxBytes: 20 * MB, required: false },
    { name: 'audios', maxCount: 3, formats: ['mp3', 'ogg', 'wav', 'webm', 'm4a'], maxBytes: 20 * MB, required: false },
  ],
  response: chatMessageSchema,
  successStatus: 201,
  errors: [
    { status: 422, code: 'validation' },
    { status: 404, code: 'not_found' },
  ],
  exposure: 'api',
  tags: ['chat'],
});

export const updateMessageStatus = defineCall({
  name: 'chat.updateStatus',
  summary: 'Mark messages received or read (only messages sent to the user)',
  method: 'PUT',
  path: '/chat/messages/update-status',
  auth: 'required',
  encoding: 'json',
  body: z.object({ status: messageStateSchema, messagesIds: idList }),
  response: z.object({ updated: z.number().int().nonnegative() }),
  errors: [{ status: 422, code: 'validation' }],
  exposure: 'api',
  tags: ['chat'],
});

export const deleteMessages = defineCall({
  name: 'chat.delete',
  summary: "Delete the user's own messages",
  method: 'DELETE',
  path: '/chat/messages',
  auth: 'required',
  encoding: 'json',
  body: z.object({ messagesIds: idList }),
  response: messageResponseSchema,
  errors: [{ status: 422, code: 'validation' }],
  exposure: 'api',
  tags: ['chat'],
});

export const notifications = defineCall({
  name: 'notifications.list',
  summary: 'Notifications, newest first (30 a page)',
  method: 'GET',
  path: '/users/notifications',
  auth: 'required',
  encoding: 'none',
  query: z.object({
    perPage: z.coerce.number(invalid).int(invalid).min(1, invalid).max(100, invalid).default(30),
    page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  }),
  response: z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int().nonnegative(),
    meta: pageMetaSchema,
  }),
  exposure: 'api',
  tags: ['notifications'],
});

export const readNotification = defineCall({
  name: 'notifications.read',
  summary: 'Mark one notification read',
  method: 'PUT',
  path: '/users/notifications/{id}',
  auth: 'required',
  encoding: 'json',
  params: z.object({ id: rule.id }),
  body: z.object({}),
  response: messageResponseSchema,
  errors: [{ status: 404, code: 'not_found' }],
  exposure: 'api',
  tags: ['notifications'],
});

export const readAllNotifications = defineCall({
  name: 'notifications.readAll',
  summary: 'Mark every notification read',
  method: 'PUT',
  path: '/users/notifications/all',
  auth: 'required',
  encoding: 'json',
  body: z.object({}),
  response: messageResponseSchema,
  exposure: 'api',
  tags: ['notifications'],
});
