/**
 * Barter and trade requests (spec §3 Request, §4 request status): one member asks another for
 * one of their products, offering one of their own (bartering) or its price (sale). Which status
 * may follow which is contracts' request-flow.ts; the checks below keep rows that no call could
 * make out of the table even if a bug tried.
 */
import { RequestStatus } from '@badal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue-schema.js';
import { users } from './core-schema.js';

/** A number written into the schema's SQL as it is (DDL takes no parameters). */
const literal = (value: number) => sql.raw(String(value));

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    /** RequestType of contracts: 'bartering' or 'sale'. */
    type: text('type').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverProductId: integer('receiver_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product offered in exchange; null for a sale. */
    senderProductId: integer('sender_product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** RequestStatus of contracts: 1 pending, 2 approved, 3 rejected, 4 closed (issue #32). */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Creation or the last status change: lists are newest activity first. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each person's requests in both directions, newest activity first.
    index('requests_sender_idx').on(t.senderId, t.updatedAt),
    index('requests_receiver_idx').on(t.receiverId, t.updatedAt),
    // Eligibility and a product page's own requests look products up.
    index('requests_receiver_product_idx').on(t.receiverProductId, t.status),
    index('requests_sender_product_idx').on(t.senderProductId),
    // One pending request per sender and pair of products (a sale's offered product is none: 0),
    // so two taps or two tabs cannot send the same request twice.
    uniqueIndex('requests_pending_key')
      .on(t.senderId, t.receiverProductId, sql`coalesce(${t.senderProductId}, 0)`)
      .where(sql`${t.status} = ${literal(RequestStatus.pending)}`),
    check('requests_type_check', sql`${t.type} in ('bartering', 'sale')`),
    check(
      'requests_status_check',
      sql`${t.status} between ${literal(RequestStatus.pending)} and ${literal(RequestStatus.closed)}`,
    ),
    check('requests_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    check(
      'requests_offer_check',
      sql`(${t.type} = 'bartering' and ${t.senderProductId} is not null and ${t.senderProductId} <> ${t.receiverProductId}) or (${t.type} = 'sale' and ${t.senderProductId} is null)`,
    ),
  ],
);

export type RequestRow = typeof requests.$inferSelect;
