/**
 * Badal extension (issue #32): ratings after a closed deal. Each of the two people may rate the
 * other once (1–5 stars and an optional text, as written) within 30 days of the deal closing, edit
 * it for a day, and the rated person may reply once. A person's ratings as seller and as buyer are
 * shown apart. No deal, no rating; a review can be reported (report target 'review').
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { dealRatingsSchema, RATING_RULES, ratingSchema, userRatingsSchema } from '../entities/ad-life.js';
import * as rule from '../rules.js';

const idParams = z.object({ id: rule.id });
const refusals = [
  { status: 403, code: 'forbidden' },
  { status: 404, code: 'not_found' },
  { status: 422, code: 'validation' },
] as const;

const ratingBody = z.object({
  stars: rule.integer(RATING_RULES.minStars, RATING_RULES.maxStars),
  /** Optional: blank is none. */
  text: rule.safeText(RATING_RULES.maxText).nullable().optional(),
});

export const ratingCalls = defineCalls({
  dealRatings: {
    method: 'GET',
    path: '/deal-ratings/{id}',
    encoding: 'none',
    exposure: 'api',
    summary: "One of a deal's two people: its ratings both ways, and whether I may rate now",
    auth: 'required',
    params: idParams,
    response: dealRatingsSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['ratings'],
  },
  rateDeal: {
    method: 'POST',
    path: '/deal-ratings/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Rate the other person of a closed deal (once, within 30 days of it closing)',
    auth: 'required',
    params: idParams,
    body: ratingBody,
    response: ratingSchema,
    errors: [
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['ratings'],
  },
  editRating: {
    method: 'PUT',
    path: '/ratings/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Its writer edits a rating (within a day of writing it)',
    auth: 'required',
    params: idParams,
    body: ratingBody,
    response: ratingSchema,
    errors: [...refusals],
    tags: ['ratings'],
  },
  replyRating: {
    method: 'POST',
    path: '/ratings/{id}/reply',
    encoding: 'json',
    exposure: 'api',
    summary: 'The rated person replies to a rating, once',
    auth: 'required',
    params: idParams,
    body: z.object({ text: rule.required(RATING_RULES.maxText) }),
    response: ratingSchema,
    errors: [...refusals],
    tags: ['ratings'],
  },
  userRatings: {
    method: 'GET',
    path: '/user-ratings/{id}',
    encoding: 'none',
    exposure: 'api',
    summary: "Anyone: a person's ratings as seller and as buyer (average, count, latest)",
    auth: 'none',
    params: idParams,
    response: userRatingsSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['ratings'],
  },
});
