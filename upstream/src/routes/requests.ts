/**
 * Barter and trade requests (spec §7): GET /requests (paged, newest change first, optional status
 * and product filters), GET /requests/users (the people I have requests with), GET
 * /requests/users/{userId} (the requests between us), GET /barter/products/{productId} (what I can
 * offer for a product), POST /requests, PUT /requests/{id}/change-status, DELETE /requests/{id}.
 * Reading is in services/requests/request-lists.ts, the changes (their flow, their notifications)
 * in services/requests/request-changes.ts.
 */
import type { CallHandlers } from '../http/api-router.js';
import type { UpstreamContext } from '../services/context.js';
import { counterRequest, offerFloor, requestHistory, setOfferFloor } from '../services/requests/offer-changes.js';
import { changeRequestStatus, createRequest, withdrawRequest } from '../services/requests/request-changes.js';
import { listRequests, offerableProducts, requestPartners, requestsWith } from '../services/requests/request-lists.js';
import { say } from '../texts.js';

export const requestHandlers = (ctx: UpstreamContext) =>
  ({
    listRequests: ({ auth, query, locale }) => listRequests(ctx, auth.user.id, query, locale),

    requestPartners: ({ auth }) => requestPartners(ctx, auth.user.id),

    requestsWithUser: ({ auth, params, locale }) => requestsWith(ctx, auth.user.id, params.userId, locale),

    barterProducts: ({ auth, params, locale }) => offerableProducts(ctx, auth.user.id, params.productId, locale),

    createRequest: ({ auth, body, locale }) => createRequest(ctx, auth.user.id, body, locale),

    changeRequestStatus: ({ auth, params, body, locale }) =>
      changeRequestStatus(ctx, auth.user.id, params.id, body.status, locale),

    // Issue #32: counter-offers, a negotiation's history, a seller's floor.
    counterRequest: ({ auth, params, body, locale }) => counterRequest(ctx, auth.user.id, params.id, body, locale),

    requestHistory: ({ auth, params }) => requestHistory(ctx, auth.user.id, params.id),

    offerFloor: ({ auth, params }) => offerFloor(ctx, auth.user.id, params.productId),

    setOfferFloor: ({ auth, params, body }) => setOfferFloor(ctx, auth.user.id, params.productId, body.floorFils),

    deleteRequest: async ({ auth, params, locale }) => {
      await withdrawRequest(ctx, auth.user.id, params.id);
      return { message: say('upstream.requestWithdrawn', locale) };
    },
  }) satisfies Partial<CallHandlers>;
