/**
 * spec §7 "Cart and payment": the cart, and paying it with the card provider (MyFatoorah):
 * a session for the embedded card form, the payment (card session or a redirect method such as
 * KNET), and — Badal's additions — confirming the payment when the customer returns, and the
 * orders kept with their receipts. Every amount is priced by the server.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { PAYMENT_CASH_BACK } from '../constants.js';
import {
  cartSchema,
  couponCheckSchema,
  couponCodeSchema,
  itemSelectionSchema,
  orderSchema,
  ordersPageSchema,
  paymentSessionSchema,
  paymentStartSchema,
} from '../entities/payment.js';
import type { ErrorMapping } from '../errors.js';
import * as rule from '../rules.js';
import { pageQuerySchema } from './products.js';

const invalid = { error: 'validation.invalid' } as const;

/** The provider answered nothing usable (502), not in time (504), or payments are not set up (503). */
const providerErrors: readonly ErrorMapping[] = [
  { status: 502, code: 'payment_provider_unavailable' },
  { status: 503, code: 'payment_provider_unavailable' },
  { status: 504, code: 'payment_provider_timeout' },
];

export const payBodySchema = itemSelectionSchema.extend({
  /** A redirect method of the session's list (KNET); not needed with a card `sessionId`. */
  PaymentMethodId: z.preprocess((v) => (v === '' ? null : v), rule.id.nullish()),
  /** Always 0 (§9). */
  cashBack: rule.strictNumber().pipe(z.literal(PAYMENT_CASH_BACK, invalid)).default(PAYMENT_CASH_BACK),
  /** The session the card form was submitted in (`myFatoorah.submit()`); single use. */
  sessionId: z.preprocess((v) => (v === '' ? null : v), rule.plainString(100).min(1, invalid).nullish()),
});

export const paymentCalls = defineCalls({
  getCart: {
    method: 'GET',
    path: '/cart',
    encoding: 'none',
    exposure: 'api',
    summary: "The signed-in user's cart: its lines with their fee types and prices, and the total (fils)",
    auth: 'required',
    response: cartSchema,
    tags: ['payments'],
  },
  deleteCartItem: {
    method: 'DELETE',
    path: '/cart/items/{itemId}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Remove a line from the cart; answers the cart',
    auth: 'required',
    params: z.object({ itemId: rule.id }),
    body: z.object({}),
    response: cartSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['payments'],
  },
  paymentSession: {
    method: 'POST',
    path: '/orders/myfatoorah/session',
    encoding: 'json',
    exposure: 'api',
    summary: "A session for the provider's embedded card form, with the amount and the other ways to pay",
    auth: 'required',
    body: itemSelectionSchema,
    response: paymentSessionSchema,
    errors: [{ status: 404, code: 'not_found' }, { status: 422, code: 'validation' }, ...providerErrors],
    tags: ['payments'],
  },
  pay: {
    method: 'POST',
    path: '/orders/myfatoorah/pay',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Pay the cart (or one line) by card session or a redirect method; answers the order and the provider page to send the customer to',
    auth: 'required',
    body: payBodySchema,
    response: paymentStartSchema,
    errors: [
      { status: 404, code: 'not_found' },
      // The provider refused the payment (its reason in errors.payment); other 422s are bad input.
      { status: 422, code: 'payment_failed', when: /payment failed/i },
      { status: 422, code: 'validation' },
      // Badal: a payment for one of these lines is already open and cannot be continued here.
      { status: 409, code: 'payment_in_progress' },
      ...providerErrors,
    ],
    tags: ['payments'],
  },
  /**
   * A Badal extension: the customer's return from the card provider. The payment page confirms it
   * with the API, which asks the provider (a return URL's query is never trusted).
   */
  paymentCallback: {
    method: 'GET',
    path: '/orders/myfatoorah/callback',
    encoding: 'none',
    exposure: 'api',
    summary:
      'The customer is back from the provider: the payment is confirmed with the provider (never from the URL) and the order answered',
    auth: 'required',
    query: z.object({
      paymentId: z
        .string(invalid)
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,100}$/, invalid),
    }),
    response: orderSchema,
    errors: [{ status: 404, code: 'not_found' }, { status: 422, code: 'validation' }, ...providerErrors],
    tags: ['payments'],
  },
  /**
   * A Badal extension: the order and its receipt for /payment-succeeded.
   */
  getOrder: {
    method: 'GET',
    path: '/orders/{orderId}',
    encoding: 'none',
    exposure: 'api',
    summary: 'One order of the signed-in user: what was bought, its status and receipt number',
    auth: 'required',
    params: z.object({ orderId: rule.id }),
    response: orderSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['payments'],
  },
  /**
   * A Badal extension: the orders kept (§3 "orders").
   */
  listOrders: {
    method: 'GET',
    path: '/orders',
    encoding: 'none',
    exposure: 'api',
    summary: "The signed-in user's orders, newest first",
    auth: 'required',
    query: pageQuerySchema,
    response: ordersPageSchema,
    tags: ['payments'],
  },
  checkCoupon: {
    method: 'GET',
    path: '/coupons/check',
    encoding: 'none',
    exposure: 'api',
    summary:
      'Whether a coupon code is valid now, the reason when it is not (unknown, expired, used up) and its percentage; a missing code is not valid',
    auth: 'required',
    query: z.object({ code: couponCodeSchema }),
    response: couponCheckSchema,
    tags: ['payments'],
  },
});
