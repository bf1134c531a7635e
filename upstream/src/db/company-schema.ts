/**
 * Company (business) subscriptions: the contact person's details, the company's profile and the
 * meeting booked with the Badal team. Re-exported by schema.ts, which drizzle-kit reads.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, users } from './core-schema.js';

export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** unpaid → active (paid). */
    status: text('status').notNull().default('unpaid'),
    contactEmail: text('contact_email').notNull(),
    contactFullName: text('contact_full_name').notNull(),
    contactUserName: text('contact_user_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactAddress: text('contact_address').notNull(),
    contactLatitude: doublePrecision('contact_latitude').notNull(),
    contactLongitude: doublePrecision('contact_longitude').notNull(),
    companyName: text('company_name').notNull(),
    companyAddress: text('company_address').notNull(),
    companyLatitude: doublePrecision('company_latitude').notNull(),
    companyLongitude: doublePrecision('company_longitude').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    instagramLink: text('instagram_link'),
    facebookLink: text('facebook_link'),
    websiteLink: text('website_link'),
    companySize: text('company_size').notNull(),
    /** The meeting slot held; null when an unpaid subscription's hold lapsed (a new time must be picked). */
    meetingStart: timestamp('meeting_start', { withTimezone: true }),
    meetingEnd: timestamp('meeting_end', { withTimezone: true }),
    /** Until when an unpaid subscription holds its slot (a payment under way holds it longer). */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    priceFils: integer('price_fils').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_subscriptions_user_idx').on(t.userId, t.id),
    // One unpaid subscription per member: filling the form in again replaces it.
    uniqueIndex('company_subscriptions_one_unpaid_key').on(t.userId).where(sql`${t.status} = 'unpaid'`),
    // Two customers never hold one meeting slot: the database refuses the second booking.
    uniqueIndex('company_subscriptions_meeting_key').on(t.meetingStart),
    check('company_subscriptions_status_check', sql`${t.status} in ('unpaid', 'active')`),
    check('company_subscriptions_meeting_check', sql`${t.meetingEnd} > ${t.meetingStart}`),
  ],
);

export type CompanySubscriptionRow = typeof companySubscriptions.$inferSelect;
