/**
 * Badal extension (issue #31 item 4): the words operators list. A new ad whose name or description
 * holds one (case and spacing aside) waits in the held-ads review instead of being published.
 * Operators only: 403 for everyone else.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { messageResponseSchema } from '../entities/session.js';
import { personSchema } from '../entities/user.js';
import * as rule from '../rules.js';

export const reviewWordSchema = z.object({
  id: z.number().int(),
  /** Lower case, single spaces: how ads are compared with it. */
  word: z.string(),
  /** The operator who listed it; null for the ones Badal started with. */
  addedBy: personSchema.nullable(),
  createdAt: z.string(),
});
export type ReviewWord = z.infer<typeof reviewWordSchema>;

/** Shortest word or phrase worth listing: one letter would hold half the catalogue. */
export const REVIEW_WORD_MIN = 2;

const operatorOnly = { status: 403, code: 'forbidden' } as const;

export const reviewWordCalls = defineCalls({
  reviewWords: {
    method: 'GET',
    path: '/moderation/review-words',
    encoding: 'none',
    exposure: 'api',
    summary: 'Operators only: the listed words that send a new ad to review, alphabetically',
    auth: 'required',
    response: z.array(reviewWordSchema),
    errors: [operatorOnly],
    tags: ['moderation'],
  },
  addReviewWord: {
    method: 'POST',
    path: '/moderation/review-words',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: list a word or phrase (2–100 characters) that sends a new ad containing it to review',
    auth: 'required',
    body: z.object({ word: rule.required(100) }),
    response: reviewWordSchema,
    errors: [operatorOnly, { status: 422, code: 'validation' }],
    tags: ['moderation'],
  },
  removeReviewWord: {
    method: 'DELETE',
    path: '/moderation/review-words/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: take a word off the list (ads already held stay in the review)',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: z.object({}),
    response: messageResponseSchema,
    errors: [operatorOnly, { status: 404, code: 'not_found' }],
    tags: ['moderation'],
  },
});
