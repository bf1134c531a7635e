/**
 * Notifications (spec §3 Notification, §4 push types) and the follows that cause some of them.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Who follows whom (spec §7 POST /accounts/follow): a user id follows a user id. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('follows_followed_idx').on(t.followedId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/**
 * A notification for one user. Its title and body are written at creation in both languages;
 * the list answers in the request language, a push in the recipient's.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NotificationType of contracts: favorite, follow, message, products, request, welcome. */
    type: text('type').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** What a click opens: a product slug, a user id, a request id (see the type). */
    value: text('value'),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check(
      'notifications_type_check',
      sql`${t.type} in ('favorite', 'follow', 'message', 'products', 'request', 'welcome', 'moderation', 'saved_search', 'price_drop', 'rating')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
