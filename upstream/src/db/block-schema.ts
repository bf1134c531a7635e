/**
 * Blocks (issue #31 item 2): one member (the blocker) blocks another. One-way: the row keeps the
 * blocked person from messaging, requesting or following the blocker, and hides them from the
 * blocker's contacts and requests; it changes nothing the blocker may do.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core-schema.js';

export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Blocking twice is one row; the blocker's list reads by the first column.
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // Every message, request and follow asks "did the receiver block the sender?" by both ids.
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export type BlockRow = typeof blocks.$inferSelect;
