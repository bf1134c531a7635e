/**
 * Coupons (spec §3 Coupon state, §7 GET /coupons/check): a code worth a whole percentage off a
 * payment, valid until it expires or its uses run out. A use is reserved when a payment with it
 * starts (reserved + used never exceed the limit: the database refuses it), released when that
 * payment fails, is cancelled or expires, and confirmed when it is settled as paid. Codes are kept
 * in upper case and matched case-insensitively.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    percent: smallint('percent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    /** Uses held by payments still open. */
    reservedCount: integer('reserved_count').notNull().default(0),
    /** Badal setting: uses one customer may make (null: no limit of its own). */
    maxUsesPerCustomer: integer('max_uses_per_customer').default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_percent_check', sql`${t.percent} between 1 and 99`),
    check('coupons_uses_check', sql`${t.maxUses} >= 1 and ${t.usedCount} >= 0`),
    check(
      'coupons_reserved_check',
      sql`${t.reservedCount} >= 0 and ${t.usedCount} + ${t.reservedCount} <= ${t.maxUses}`,
    ),
    check('coupons_per_customer_check', sql`${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} >= 1`),
    check('coupons_code_check', sql`${t.code} = upper(${t.code})`),
  ],
);
