/** Chat and notifications (spec §3 Notification, Chat contact, message inputs; §4 states). */
import { z } from 'zod';
import { ATTACHMENT_KINDS } from '../constants.js';
import { messageStateSchema, notificationTypeSchema } from '../enum-schemas.js';
import { productMiniSchema } from './product.js';
import { personSchema } from './user.js';

export const attachmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ATTACHMENT_KINDS),
  url: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  message: z.string().nullable(),
  status: messageStateSchema,
  /** The product the conversation is about, when the message was sent from its page. */
  product: productMiniSchema.nullable(),
  attachments: z.array(attachmentSchema),
  /** True for the automatic welcome message of a product. */
  isWelcome: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatUserSchema = personSchema.extend({
  country: z.string().nullable(),
  addresses: z.array(z.string()),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatContactSchema = chatUserSchema.extend({
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** What the notification is about: a product slug, a user id… (see data). */
  value: z.string().nullable(),
  sender: z
    .object({ id: z.number().int(), fullName: z.string(), image: z.object({ url: z.string() }).nullable() })
    .nullable(),
  /**
   * Push type code (§4: products 1, request 2, welcome 3, follow 4, favorite 5, message 6; Badal's
   * moderation 7) and its value.
   */
  data: z.object({ type: z.number().int().min(1).max(7), value: z.string().nullable() }),
});
export type Notification = z.infer<typeof notificationSchema>;
