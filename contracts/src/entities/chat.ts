/** Chat and notifications (spec §3 Notification, Chat contact, message inputs; §4 states). */
import { z } from 'zod';
import { ATTACHMENT_KINDS } from '../constants.js';
import { messageStateSchema, notificationTypeSchema, requestTypeSchema } from '../enum-schemas.js';
import { PushType } from '../enums.js';
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

/**
 * Issue #32: a chat message that is a step of a negotiation. `open` while it is the offer on the
 * table of a pending request that has not expired: then the message's receiver is the one whose
 * turn it is, and a screen offers them Accept, Counter and Reject.
 */
export const chatOfferSchema = z.object({
  requestId: z.number().int(),
  type: requestTypeSchema,
  kind: z.enum(['offer', 'counter', 'accept', 'reject', 'expire']),
  priceFils: z.number().int().nonnegative().nullable(),
  cashFils: z.number().int().nullable(),
  /** The request's sender (the buyer or barterer). */
  requestSenderId: z.number().int(),
  open: z.boolean(),
  /** When an open offer expires. */
  expiresAt: z.string().nullable(),
  /** Counters the message's receiver may still make (0 when it is not open). */
  offersLeft: z.number().int().nonnegative(),
});
export type ChatOffer = z.infer<typeof chatOfferSchema>;

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
  /** Issue #32 (Badal extension): the negotiation step this message is, if it is one. */
  offer: chatOfferSchema.nullable().optional(),
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
   * moderation 7, saved_search 8, price_drop 9, rating 10) and its value.
   */
  data: z.object({
    type: z
      .number()
      .int()
      .min(1)
      .max(Math.max(...Object.values(PushType))),
    value: z.string().nullable(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;
