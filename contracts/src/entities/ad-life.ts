/**
 * Badal (issue #32): what became of an ad, and what people said of a deal. An ad is 'live' while
 * its run lasts (`endsAt`, 30 days by default, renewed for free at most once every 48 hours or by
 * a paid refresh), 'ended' once that passes, 'sold' or 'exchanged' once its seller closed a deal
 * on it (or sold it outside Badal). Only live ads are in search and lists; the others keep their
 * page, which says what became of them.
 */
import { z } from 'zod';
import { personSchema } from './user.js';

export const AdState = { live: 'live', ended: 'ended', sold: 'sold', exchanged: 'exchanged' } as const;
export type AdState = (typeof AdState)[keyof typeof AdState];
export const adStateSchema = z.enum([AdState.live, AdState.ended, AdState.sold, AdState.exchanged]);

/** How long an ad runs, how soon its owner is told, and how often it may be renewed for free. */
export const AD_LIFE_DEFAULTS = { days: 30, warnDaysBefore: 3, renewEveryHours: 48 } as const;

/** Ratings: 1 to 5 stars, within 30 days of the deal, editable for a day; one reply. */
export const RATING_RULES = { minStars: 1, maxStars: 5, withinDays: 30, editableHours: 24, maxText: 500 } as const;

/** The part the rated person played in the deal: the seller (the ad's owner) or the buyer. */
export const ratedAsSchema = z.enum(['seller', 'buyer']);
export type RatedAs = z.infer<typeof ratedAsSchema>;

/** One rating, as both people and visitors read it. The texts are shown as written. */
export const ratingSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  stars: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  ratedAs: ratedAsSchema,
  rater: personSchema,
  ratedUserId: z.number().int(),
  /** The rated person's one reply, and when. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Until when its writer may still edit it (a day after writing it). */
  editableUntil: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** A person's ratings in one part: the average (one decimal), the count and the latest ones. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  latest: z.array(ratingSchema),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const userRatingsSchema = z.object({ asSeller: ratingSummarySchema, asBuyer: ratingSummarySchema });
export type UserRatings = z.infer<typeof userRatingsSchema>;

/** A closed deal's ratings as one of its two people sees them, and whether they may rate now. */
export const dealRatingsSchema = z.object({
  requestId: z.number().int(),
  /** Closed: accepted, and its ad marked sold or exchanged. */
  closed: z.boolean(),
  mine: ratingSchema.nullable(),
  theirs: ratingSchema.nullable(),
  /** Until when a rating may be written (30 days after the deal closed); null when not closed. */
  rateUntil: z.string().nullable(),
  canRate: z.boolean(),
});
export type DealRatings = z.infer<typeof dealRatingsSchema>;
