/**
 * Chat (spec §3 Chat contact, message inputs; §4 message states): messages between two users,
 * optionally about a product, with their attachments.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue-schema.js';
import { users } from './core-schema.js';
import { requestSteps } from './request-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The product the message was sent about (from its page). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    message: text('message'),
    /** MessageState of contracts: 'sent' → 'receive' → 'read', moved only by the receiver. */
    status: text('status').notNull().default('sent'),
    /** The automatic welcome message a product's seller "sends" when a buyer opens a chat from it. */
    isWelcome: boolean('is_welcome').notNull().default(false),
    /** Issue #32: the negotiation step this message shows (an offer, a counter, an answer). */
    requestStepId: integer('request_step_id').references(() => requestSteps.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Both directions of a conversation are read by (sender, receiver) pairs, newest first.
    index('chat_messages_pair_idx').on(t.senderId, t.receiverId, t.id),
    index('chat_messages_receiver_idx').on(t.receiverId, t.senderId, t.status),
    // Stored once per conversation about a product.
    uniqueIndex('chat_messages_welcome_key').on(t.senderId, t.receiverId, t.productId).where(sql`${t.isWelcome}`),
    check('chat_messages_status_check', sql`${t.status} in ('sent', 'receive', 'read')`),
    check('chat_messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** 'image' | 'video' | 'file' | 'audio' */
    kind: text('kind').notNull(),
    /** Path under the storage root. */
    path: text('path').notNull(),
    /** The file name as the sender's device named it (cleaned), for display and download. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    /** From the recognised content, never from what the client declared. */
    mimeType: text('mime_type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('chat_attachments_message_idx').on(t.messageId, t.position)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;
