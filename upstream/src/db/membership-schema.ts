/**
 * Memberships (spec §1, §3): plans sold monthly or yearly (a plan type is what `typeId` names),
 * the services an ad can get, the monthly allowance of services each type includes, members'
 * memberships, the allowance uses, and services bought alone for one ad. Plans, types and
 * services are seeded with fixed ids (src/seed/memberships.ts). Money is whole fils.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue-schema.js';
import { users } from './core-schema.js';
import { orderItems, orders } from './payment-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const membershipPlans = pgTable('membership_plans', {
  id: integer('id').primaryKey(),
  /** 'basic', 'pro', 'premium'. */
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** Display order, cheapest first. */
  position: smallint('position').notNull(),
});

/** One plan sold for one period: the `typeId` clients put in the cart. */
export const membershipTypes = pgTable(
  'membership_types',
  {
    id: integer('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    /** 'monthly' or 'yearly'. */
    period: text('period').notNull(),
    months: smallint('months').notNull(),
    priceFils: integer('price_fils').notNull(),
  },
  (t) => [
    uniqueIndex('membership_types_plan_period_key').on(t.planId, t.period),
    check('membership_types_period_check', sql`${t.period} in ('monthly', 'yearly')`),
    check('membership_types_price_check', sql`${t.priceFils} > 0 and ${t.months} > 0`),
  ],
);

/**
 * A promotion one ad can get (the SQL table keeps the API's name, membership services); its §9 fee
 * type and its price when bought alone.
 */
export const promotions = pgTable(
  'membership_services',
  {
    id: integer('id').primaryKey(),
    /** 'boostAd', 'adRefresh', 'flashSale' (contracts PROMOTION_CODES). */
    code: text('code').notNull().unique(),
    feeTypeId: smallint('fee_type_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    /** 'day' (priced per day) or 'use'. */
    unit: text('unit').notNull(),
    unitPriceFils: integer('unit_price_fils').notNull(),
    minUnits: smallint('min_units').notNull(),
    maxUnits: smallint('max_units').notNull(),
    /** Days one allowance use of a membership gives (0: no duration, a refresh). */
    includedDays: smallint('included_days').notNull(),
    /** Flash sales: the discount bounds in percent. */
    minPercent: smallint('min_percent'),
    maxPercent: smallint('max_percent'),
  },
  (t) => [
    check('membership_services_unit_check', sql`${t.unit} in ('day', 'use')`),
    check('membership_services_units_check', sql`${t.minUnits} >= 1 and ${t.maxUnits} >= ${t.minUnits}`),
  ],
);

/** How many uses of a promotion a plan type includes each month of a membership. */
export const membershipTypeServices = pgTable(
  'membership_type_services',
  {
    typeId: integer('type_id')
      .notNull()
      .references(() => membershipTypes.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => promotions.id),
    monthlyQuota: smallint('monthly_quota').notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.serviceId] })],
);

/**
 * A member's membership: one plan from `startsAt` to `endsAt`. Renewing the same plan moves
 * `endsAt` on; a membership paid for while another plan is active starts when that one ends.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    /** The type last paid for (a renewal may change monthly to yearly). */
    typeId: integer('type_id')
      .notNull()
      .references(() => membershipTypes.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The order that last paid for it. */
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId, t.endsAt),
    check('memberships_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** One use of a membership's allowance (a boost, a refresh, a flash sale taken from it). */
export const allowanceUses = pgTable(
  'membership_service_uses',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => promotions.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_service_uses_idx').on(t.membershipId, t.serviceId, t.usedAt)],
);

/**
 * A promotion paid for alone for one ad (a cart line of kind boostAd, adRefresh or flashSale),
 * recorded when its order is paid. `appliedAt` is set once the promotion takes effect on the ad.
 */
export const promotionPurchases = pgTable(
  'service_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the ad is gone (the purchase stays on record). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => promotions.id),
    days: smallint('days').notNull(),
    percentage: smallint('percentage'),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('service_purchases_product_idx').on(t.productId)],
);

export type MembershipRow = typeof memberships.$inferSelect;
