/**
 * The cart, orders and the card provider's payment session (spec §3 Cart and orders, §7 "Cart and
 * payment"). Every amount is whole fils (money.ts), fixed by the server when the line was added:
 * a price sent by a client is never read. A line carries its §9 fee type, what it buys (`kind`
 * and `data`) and a title in the request language.
 */
import { z } from 'zod';
import { CART_ITEM_KINDS, CURRENCY, PROMOTION_CODES } from '../constants.js';
import { filsSchema } from '../money.js';
import * as rule from '../rules.js';
import { membershipPeriodSchema } from './membership.js';
import { pageMetaSchema } from './product.js';

const id = z.number().int().positive();

export const cartItemKindSchema = z.enum(CART_ITEM_KINDS);

/** A membership plan type: a new membership, or a renewal that extends the current one. */
export const membershipLineDataSchema = z.object({
  typeId: id,
  planCode: z.string(),
  period: membershipPeriodSchema,
  months: z.number().int().positive(),
  renewal: z.boolean(),
});

/** A promotion for one ad: so many days (1 for a refresh) and, for a flash sale, its discount. */
export const promotionLineDataSchema = z.object({
  serviceId: id,
  productId: id,
  productSlug: z.string(),
  days: z.number().int().positive(),
  percentage: z.number().int().nullable(),
});

/** A booked banner: which one, its placement, first day and days. */
export const bannerLineDataSchema = z.object({
  bannerId: id,
  type: z.number().int(),
  date: z.string(),
  days: z.number().int().positive(),
});

/** A company subscription: which one. */
export const companySubscriptionLineDataSchema = z.object({ subscriptionId: id });

const lineBase = {
  feeTypeId: z.number().int(),
  title: z.string(),
  amountFils: filsSchema,
};

/** The kinds and their data; a new kind adds a member here and its activation in the API. */
const purchaseLine = <T extends z.ZodRawShape>(shape: T) =>
  z.discriminatedUnion('kind', [
    z.object({ ...shape, ...lineBase, kind: z.literal('membership'), data: membershipLineDataSchema }),
    z.object({ ...shape, ...lineBase, kind: z.enum(PROMOTION_CODES), data: promotionLineDataSchema }),
    z.object({ ...shape, ...lineBase, kind: z.literal('banner'), data: bannerLineDataSchema }),
    z.object({
      ...shape,
      ...lineBase,
      kind: z.literal('companySubscription'),
      data: companySubscriptionLineDataSchema,
    }),
  ]);

export const cartItemSchema = purchaseLine({ itemId: id, createdAt: z.string() });
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /cart, and what the calls that change the cart answer. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  totalFils: filsSchema,
  currency: z.literal(CURRENCY),
});
export type Cart = z.infer<typeof cartSchema>;

/** What a payment is for: the whole cart, or one line of it (`itemType` its kind, `itemId` its id). */
/** A coupon code as typed: trimmed, matched without regard to case; an empty one is none. */
export const couponCodeSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  rule.plainString(40).trim().nullish(),
);

export const itemSelectionSchema = z.object({
  itemType: z.enum(['cart', ...CART_ITEM_KINDS], { error: 'validation.invalid' }).default('cart'),
  itemId: z.preprocess((v) => (v === '' ? null : v), rule.id.nullish()),
  /** Badal extension: a coupon to take off the total (the server checks it and applies it). */
  couponCode: couponCodeSchema,
});

/** GET /coupons/check (spec §7): whether the code is good now, why not, and how much it takes off. */
export const couponCheckSchema = z.object({
  response: z.boolean(),
  /** In the request language: the coupon is valid, or why it is not. */
  message: z.string(),
  /** Whole percent off; null when the coupon is not valid. */
  percentage: z.number().int().min(1).max(100).nullable(),
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;

export const orderStatusSchema = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderItemSchema = purchaseLine({ id });
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A refund through the provider: pending until it says refunded (done) or cancelled (refused). */
export const refundStateSchema = z.enum(['pending', 'done', 'refused']);
export type RefundState = z.infer<typeof refundStateSchema>;

/** Badal extension: a refund of (part of) a paid order, with why it was made (shown to the customer). */
export const orderRefundSchema = z.object({
  id,
  amountFils: filsSchema,
  state: refundStateSchema,
  reason: z.string(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * An order: the lines paid for in one payment, kept with the provider's references. `paid` is
 * final; a `failed` or `cancelled` order left the cart as it was.
 */
export const orderSchema = z.object({
  id,
  /** Badal's reference, sent to the provider as the customer reference. */
  reference: z.string(),
  status: orderStatusSchema,
  totalFils: filsSchema,
  /** Badal extension: what a coupon took off (`totalFils` is what was paid). */
  discountFils: filsSchema.optional(),
  /** Badal extension: the coupon's code when one was used (null: none). Absent from APIs without coupons. */
  couponCode: z.string().nullable().optional(),
  currency: z.literal(CURRENCY),
  /** The provider's name of how it was paid ('KNET', 'VISA/MASTER'), once known. */
  paymentMethod: z.string().nullable(),
  invoiceId: z.string().nullable(),
  paymentId: z.string().nullable(),
  /** Given when the payment is confirmed: what the customer's receipt shows. */
  receiptNumber: z.string().nullable(),
  /** The provider's reason when the payment failed or was cancelled. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** Badal extension: the order's refunds, oldest first. Absent from APIs without refunds. */
  refunds: z.array(orderRefundSchema).optional(),
  /** Badal extension: what was given back (the refunds done), in fils. Absent from APIs without refunds. */
  refundedFils: filsSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersPageSchema = z.object({ data: z.array(orderSchema), meta: pageMetaSchema });

/** One way to pay the provider offers for the amount (InitiatePayment). */
export const paymentMethodSchema = z.object({
  paymentMethodId: z.number().int(),
  /** The provider's code, e.g. 'kn' (KNET), 'vm' (VISA/MASTER). */
  code: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** True when paid through the embedded card form (session), false when by redirect (KNET). */
  embedded: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * POST /orders/myfatoorah/session: a session for the provider's embedded card form. The page
 * loads `scriptUrl` (the provider's session.js), calls `myFatoorah.init({ sessionId, countryCode,
 * cardViewId })`, and after `myFatoorah.submit()` pays with that session id.
 */
export const paymentSessionSchema = z.object({
  sessionId: z.string().min(1),
  countryCode: z.string(),
  scriptUrl: z.string(),
  expiresAt: z.string(),
  totalFils: filsSchema,
  currency: z.literal(CURRENCY),
  paymentMethods: z.array(paymentMethodSchema),
  /** Badal extension: what a valid coupon takes off (`totalFils` is already less it). */
  discountFils: filsSchema.optional(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** POST /orders/myfatoorah/pay: the order made and where to send the customer to pay it. */
export const paymentStartSchema = z.object({
  orderId: id,
  reference: z.string(),
  status: orderStatusSchema,
  invoiceId: z.string(),
  /** The provider's page (3-D Secure, KNET); the customer returns to the site's thanks / check-out URL. */
  paymentUrl: z.string(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;
