/**
 * spec §7 "Notifications, favourites, following, requests": barter and trade requests. Which
 * status may follow which is the table of request-flow.ts; each creation and status change
 * notifies the other person (notification type `request`, push type 2).
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { productCardSchema } from '../entities/product.js';
import { requestPageSchema, requestPartnerSchema, requestSchema, requestThreadSchema } from '../entities/request.js';
import { messageResponseSchema } from '../entities/session.js';
import { requestAnswerSchema, requestTypeSchema } from '../enum-schemas.js';
import { type RequestAnswer, RequestType } from '../enums.js';
import * as rule from '../rules.js';
import { offerCashSchema, offerPriceSchema } from './offers.js';
import { pageQuerySchema } from './products.js';

const invalid = { error: 'validation.invalid' } as const;

/** A status as JSON sends it (1) or as a URL or form spells it ('1'). */
const statusInput = z.union(
  [requestAnswerSchema, z.enum(['1', '2', '3'], invalid).transform((s) => Number(s) as RequestAnswer)],
  invalid,
);

/**
 * The requests I sent or received, newest change first. Two optional filters (an extension of
 * the spec's page and perPage): `status`, and `productId` — requests where either product is
 * that one, so a product page can say 'Offer sent — pending' without listing everything.
 */
export const listRequestsQuerySchema = pageQuerySchema.extend({
  status: statusInput.optional(),
  productId: rule.id.optional(),
});

/**
 * spec §3 Request input. `bartering` needs `senderProductId` (one of my published products);
 * `sale` has none. The reference API also refuses: a request to oneself or for one's own
 * product, a product that is not published or does not take this type, a receiver who does not
 * own it or cannot receive requests, and a second pending request for the same products.
 */
export const createRequestBodySchema = z
  .object({
    type: requestTypeSchema,
    receiverId: rule.id,
    receiverProductId: rule.id,
    senderProductId: rule.id.nullable().optional(),
    /** Issue #32: a purchase's offered price (default: the listed price). */
    priceFils: offerPriceSchema.optional(),
    /** Issue #32: money added to a barter, positive when I pay it, negative when the receiver does. */
    cashFils: offerCashSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const offered = body.senderProductId !== undefined && body.senderProductId !== null;
    if (body.type === RequestType.bartering && !offered) {
      ctx.addIssue({ code: 'custom', path: ['senderProductId'], message: 'request.senderProductRequired' });
    }
    if (body.type === RequestType.sale && offered) {
      ctx.addIssue({ code: 'custom', path: ['senderProductId'], message: 'request.senderProductNotAllowed' });
    }
    if (body.type === RequestType.bartering && body.priceFils !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['priceFils'], message: 'request.priceNotAllowed' });
    }
    if (body.type === RequestType.sale && body.cashFils !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['cashFils'], message: 'request.cashNotAllowed' });
    }
  });
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;
/** The body once checked: ids are numbers. */
export type NewRequest = z.output<typeof createRequestBodySchema>;

export const changeStatusBodySchema = z.object({ status: statusInput });

export const requestCalls = defineCalls({
  listRequests: {
    method: 'GET',
    path: '/requests',
    encoding: 'none',
    exposure: 'api',
    summary: 'My barter and trade requests, sent and received, newest change first',
    auth: 'required',
    query: listRequestsQuerySchema,
    response: requestPageSchema,
    tags: ['requests'],
  },
  requestPartners: {
    method: 'GET',
    path: '/requests/users',
    encoding: 'none',
    exposure: 'api',
    summary: 'The people I have requests with, newest activity first, with counts per status and my part',
    auth: 'required',
    response: z.array(requestPartnerSchema),
    tags: ['requests'],
  },
  requestsWithUser: {
    method: 'GET',
    path: '/requests/users/{userId}',
    encoding: 'none',
    exposure: 'api',
    summary: 'That person and the requests between us, both directions, newest change first',
    auth: 'required',
    params: z.object({ userId: rule.id }),
    response: requestThreadSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['requests'],
  },
  barterProducts: {
    method: 'GET',
    path: '/barter/products/{productId}',
    encoding: 'none',
    exposure: 'api',
    summary:
      'My published products I can offer for this product (not itself, not one already offered for it in a pending request)',
    auth: 'required',
    params: z.object({ productId: rule.id }),
    response: z.array(productCardSchema),
    errors: [
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['requests'],
  },
  createRequest: {
    method: 'POST',
    path: '/requests',
    encoding: 'json',
    exposure: 'api',
    summary: 'Send a barter or trade request; the receiver is notified',
    auth: 'required',
    body: createRequestBodySchema,
    response: requestSchema,
    successStatus: 201,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['requests'],
  },
  changeRequestStatus: {
    method: 'PUT',
    path: '/requests/{id}/change-status',
    encoding: 'json',
    exposure: 'api',
    summary: 'Accept (2), reject (3) or set back to pending (1) a request I received; the sender is notified',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: changeStatusBodySchema,
    response: requestSchema,
    errors: [
      { status: 403, code: 'forbidden' },
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['requests'],
  },
  deleteRequest: {
    method: 'DELETE',
    path: '/requests/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Withdraw a pending request I sent; the receiver is notified',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: z.object({}),
    response: messageResponseSchema,
    errors: [
      { status: 403, code: 'forbidden' },
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['requests'],
  },
});
