/**
 * Closing deals and keeping ads fresh (Badal extension, issue #32): POST /products/{id}/mark-sold
 * and /renew; ratings after a closed deal. The rules are in services/ad-life and services/ratings.
 */
import type { CallHandlers } from '../http/api-router.js';
import { markSold } from '../services/ad-life/mark-sold.js';
import { renewAd } from '../services/ad-life/renew-ad.js';
import type { UpstreamContext } from '../services/context.js';
import { dealRatings, editRating, rateDeal, replyRating, userRatings } from '../services/ratings/ratings.js';

export const adLifeHandlers = (ctx: UpstreamContext) =>
  ({
    markSold: ({ auth, params, body }) => markSold(ctx, auth.user.id, params.id, body.requestId ?? null),
    renewAd: ({ auth, params }) => renewAd(ctx, auth.user.id, params.id),
    dealRatings: ({ auth, params }) => dealRatings(ctx, auth.user.id, params.id),
    rateDeal: ({ auth, params, body }) => rateDeal(ctx, auth.user.id, params.id, body),
    editRating: ({ auth, params, body }) => editRating(ctx, auth.user.id, params.id, body),
    replyRating: ({ auth, params, body }) => replyRating(ctx, auth.user.id, params.id, body.text),
    userRatings: ({ params }) => userRatings(ctx, params.id),
  }) satisfies Partial<CallHandlers>;
