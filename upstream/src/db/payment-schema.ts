/**
 * The cart, orders and what the card provider's protocol needs kept (spec §3 Cart, orders;
 * architecture §12): cart lines priced when added, orders with their lines copied from the cart and the
 * provider's references, the embedded-form sessions handed out (single use), and the webhooks
 * already taken (a replay is refused). Money is whole fils.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core-schema.js';
import { coupons } from './coupon-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Receipt numbers run without gaps from paid order to paid order. */
export const receiptNumbers = pgSequence('receipt_number_seq', { startWith: 1 });

/**
 * One line of a user's cart: its kind (contracts CART_ITEM_KINDS), §9 fee type, what it buys
 * (`data`, checked by the kind's schema) and its title in both languages, priced when added.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    feeTypeId: smallint('fee_type_id').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    amountFils: integer('amount_fils').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId, t.id), check('cart_items_amount_check', sql`${t.amountFils} >= 0`)],
);

/**
 * An order: lines paid in one payment. `reference` is sent to the provider as the customer
 * reference (it finds the order again from a webhook); `status` moves pending → paid | failed |
 * cancelled, failed → paid (a late success), and never away from paid.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    status: text('status').notNull().default('pending'),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull().default('KWD'),
    /** 'myfatoorah'. */
    provider: text('provider').notNull(),
    /** The embedded card session it was paid with, or the redirect method's id (KNET 1). */
    sessionId: text('session_id'),
    paymentMethodId: integer('payment_method_id'),
    /** The language the customer paid in: their return URL carries its prefix. */
    locale: text('locale').notNull().default('en'),
    invoiceId: text('invoice_id'),
    paymentUrl: text('payment_url'),
    paymentId: text('payment_id'),
    /** The provider's name of the method the customer paid with ('KNET', 'VISA/MASTER'). */
    paymentMethod: text('payment_method'),
    receiptNumber: text('receipt_number').unique(),
    /** A coupon applied when the payment started: `amountFils` is the lines' total less `discountFils`. */
    couponId: integer('coupon_id').references(() => coupons.id),
    discountFils: integer('discount_fils').notNull().default(0),
    failureReason: text('failure_reason'),
    /**
     * Until when the payment is open (its lines held by it): a pending order past this is closed
     * as cancelled with reason 'expired', its coupon use and its lines released (open-payments.ts).
     */
    openUntil: timestamp('open_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_invoice_idx').on(t.invoiceId),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check('orders_amount_check', sql`${t.amountFils} > 0`),
  ],
);

/** A line of an order, copied from the cart when the payment started (the cart may change later). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The cart line it came from; removed from the cart when the order is paid. */
    cartItemId: integer('cart_item_id'),
    kind: text('kind').notNull(),
    feeTypeId: smallint('fee_type_id').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    amountFils: integer('amount_fils').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Set in the settlement transaction, once: what was bought took effect. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * What the line pays for, one name per payable thing (`banner:12`, `companySubscription:3`,
     * `cart:45`): two orders paying the same key are the same thing charged twice.
     */
    payableKey: text('payable_key').notNull(),
    /** `payableKey` while the order is open (pending), else null: unique, so a thing has one open payment. */
    openKey: text('open_key'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_payable_idx').on(t.payableKey),
    uniqueIndex('order_items_open_key').on(t.openKey),
  ],
);

/**
 * A refund of (part of) a paid order through the provider (MakeRefund): pending until the
 * provider's refund-status webhook or status call says done or refused. `idempotencyKey` names
 * why it was asked for (`duplicate:<orderId>`, `banner-rejected:<bannerId>`, an operator's key),
 * so asking twice — even at the same moment — makes one refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountFils: integer('amount_fils').notNull(),
    /** pending → done | refused. */
    state: text('state').notNull().default('pending'),
    /** Why, in the words of whoever asked (shown to the customer). */
    reason: text('reason').notNull(),
    /** The operator who asked, or null when Badal itself did (a duplicate payment). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was first sent to the provider (MakeRefund): claimed once, so it is never sent twice. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_provider_idx').on(t.providerRefundId),
    check('refunds_state_check', sql`${t.state} in ('pending', 'done', 'refused')`),
    check('refunds_amount_check', sql`${t.amountFils} > 0`),
  ],
);

/** An embedded card-form session handed to a user: it pays one order, once, before it expires. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [index('payment_sessions_user_idx').on(t.userId)],
);

/** Webhooks already taken, by a digest of their signed content: the same event twice is a replay. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: serial('id').primaryKey(),
  digest: text('digest').notNull().unique(),
  event: text('event').notNull(),
  invoiceId: text('invoice_id'),
  paymentId: text('payment_id'),
  orderId: integer('order_id').references(() => orders.id),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One use of a coupon by one payment (order): reserved when the payment starts, then used (paid)
 * or released (failed, cancelled, expired). The coupon's counters move with it, in one transaction.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** reserved → used | released; released → used again only if the coupon still has room. */
    state: text('state').notNull().default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_uses_customer_idx').on(t.couponId, t.userId),
    check('coupon_uses_state_check', sql`${t.state} in ('reserved', 'used', 'released')`),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type CouponUseRow = typeof couponUses.$inferSelect;
