/**
 * Badal extension (issue #32 items 1, 2): offers and counter-offers on requests. A request's
 * opening offer rides on POST /requests (`priceFils` for a purchase, `cashFils` for a barter);
 * the one whose turn it is answers it with change-status (accept, reject) or counters it here, up
 * to the rounds a setting allows, until the offer expires (a setting, 48 hours). Each step is
 * kept (the history both people see) and is a message in their chat. A seller may set the lowest
 * price they take for an ad; it is never shown to buyers, only used to refuse lower offers.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { requestSchema, requestStepSchema } from '../entities/request.js';
import { MAX_FILS } from '../money.js';
import * as rule from '../rules.js';

const invalid = { error: 'validation.invalid' } as const;

/** An offered price in fils: more than nothing. */
export const offerPriceSchema = z.number(invalid).int(invalid).min(1, invalid).max(MAX_FILS, invalid);
/** Money added to a barter in fils: positive when the sender pays it, negative when the receiver does. */
export const offerCashSchema = z.number(invalid).int(invalid).min(-MAX_FILS, invalid).max(MAX_FILS, invalid);

/**
 * A counter-offer: another price (a purchase), other money or another of the sender's products
 * (a barter). At least one of them; which ones fit the request's type is the API's to say.
 */
export const counterOfferBodySchema = z
  .object({
    priceFils: offerPriceSchema.optional(),
    cashFils: offerCashSchema.optional(),
    senderProductId: rule.id.optional(),
  })
  .refine((b) => b.priceFils !== undefined || b.cashFils !== undefined || b.senderProductId !== undefined, {
    message: 'request.counterEmpty',
    path: ['priceFils'],
  });
export type CounterOfferBody = z.input<typeof counterOfferBodySchema>;
export type CounterOffer = z.output<typeof counterOfferBodySchema>;

/** The lowest price a seller takes for an ad (null: any offer up to the price). */
export const offerFloorSchema = z.object({ floorFils: offerPriceSchema.nullable() });
export type OfferFloor = z.infer<typeof offerFloorSchema>;

export const offerCalls = defineCalls({
  counterRequest: {
    method: 'POST',
    path: '/requests/{id}/counter',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Counter the offer on the table of a pending request when it is my turn: it replaces the offer, restarts its expiry and passes the turn; the other person is told',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: counterOfferBodySchema,
    response: requestSchema,
    errors: [
      { status: 403, code: 'forbidden' },
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['requests'],
  },
  requestHistory: {
    method: 'GET',
    path: '/requests/{id}/history',
    encoding: 'none',
    exposure: 'api',
    summary: 'The steps of a request’s negotiation, oldest first: its opening offer, each counter and how it ended',
    auth: 'required',
    params: z.object({ id: rule.id }),
    response: z.array(requestStepSchema),
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['requests'],
  },
  offerFloor: {
    method: 'GET',
    path: '/my/products/{productId}/offer-floor',
    encoding: 'none',
    exposure: 'api',
    summary: 'The lowest price I take for my ad (never shown to buyers)',
    auth: 'required',
    params: z.object({ productId: rule.id }),
    response: offerFloorSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['requests'],
  },
  setOfferFloor: {
    method: 'PUT',
    path: '/my/products/{productId}/offer-floor',
    encoding: 'json',
    exposure: 'api',
    summary: 'Set (or clear, with null) the lowest price I take for my ad; offers below it are refused',
    auth: 'required',
    params: z.object({ productId: rule.id }),
    body: offerFloorSchema,
    response: offerFloorSchema,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['requests'],
  },
});
