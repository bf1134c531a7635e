/**
 * Barter and trade requests (spec §3 Request, §4 request status): one member asks another for
 * one of their products, offering one of their own (bartering) or its price (sale). Which status
 * may follow which is contracts' request-flow.ts; the checks below keep rows that no call could
 * make out of the table even if a bug tried.
 */
import { RequestStatus } from '@badal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    // Issue #32: the offer on the table (the latest step), whose turn it is, and its expiry.
    /** A sale's offered price in fils (null: a request made before offers, at the listed price). */
    priceFils: bigint('price_fils', { mode: 'number' }),
    /** Money added to a barter in fils: positive paid by the sender, negative by the receiver. */
    cashFils: bigint('cash_fils', { mode: 'number' }),
    /** 'receiver' or 'sender': who answers the offer on the table. */
    turn: text('turn').notNull().default('receiver'),
    /** Offers each side made (the opening one is the sender's first); a setting caps them. */
    senderOffers: smallint('sender_offers').notNull().default(1),
    receiverOffers: smallint('receiver_offers').notNull().default(0),
    /** When the offer on the table expires unanswered; it counts only while pending. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The offer sweep's claims (services/requests/offer-sweep.ts): set by the one conditional
     * update that sends the notice, so each notice goes once whatever the number of instances.
     */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    // Each person's requests in both directions, newest activity first.
    index('requests_sender_idx').on(t.senderId, t.updatedAt),
    index('requests_receiver_idx').on(t.receiverId, t.updatedAt),
    // Eligibility and a product page's own requests look products up.
    index('requests_receiver_product_idx').on(t.receiverProductId, t.status),
    index('requests_sender_product_idx').on(t.senderProductId),
    // One open negotiation per pair and product (issue #32): a pending request not yet marked
    // expired. Two taps or two tabs cannot open two; a new one may follow an expired one.
    uniqueIndex('requests_open_key')
      .on(t.senderId, t.receiverProductId)
      .where(sql`${t.status} = ${literal(RequestStatus.pending)} and ${t.expiredAt} is null`),
    // The offer sweep finds open offers by their expiry.
    index('requests_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = ${literal(RequestStatus.pending)} and ${t.expiredAt} is null`),
    check('requests_turn_check', sql`${t.turn} in ('sender', 'receiver')`),
    check(
      'requests_money_check',
      sql`(${t.type} = 'sale' and ${t.cashFils} is null and (${t.priceFils} is null or ${t.priceFils} > 0)) or (${t.type} = 'bartering' and ${t.priceFils} is null)`,
    ),
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

/**
 * Issue #32: the steps of a negotiation, oldest first — the opening offer, each counter, and how it
 * ended (accepted, rejected, expired) — which both people see, in the request and in their chat.
 */
export const requestSteps = pgTable(
  'request_steps',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** 'offer' | 'counter' | 'accept' | 'reject' | 'expire' */
    kind: text('kind').notNull(),
    /** 'sender' | 'receiver'; null when the offer expired. */
    by: text('by'),
    priceFils: bigint('price_fils', { mode: 'number' }),
    cashFils: bigint('cash_fils', { mode: 'number' }),
    senderProductId: integer('sender_product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('request_steps_request_idx').on(t.requestId, t.id),
    check('request_steps_kind_check', sql`${t.kind} in ('offer', 'counter', 'accept', 'reject', 'expire')`),
    check('request_steps_by_check', sql`${t.by} is null or ${t.by} in ('sender', 'receiver')`),
  ],
);

export type RequestStepRow = typeof requestSteps.$inferSelect;
