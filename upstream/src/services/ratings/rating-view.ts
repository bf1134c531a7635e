/** Ratings as the calls answer them (contracts' ratingSchema), with each rater as a person. */
import { RATING_RULES, type RatedAs, type Rating } from '@badal/contracts';
import type { RatingRow } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import { loadRequestUsers } from '../requests/request-view.js';

const HOUR_MS = 3_600_000;

export const editableUntil = (row: RatingRow): Date =>
  new Date(row.createdAt.getTime() + RATING_RULES.editableHours * HOUR_MS);

export const toRatings = async (ctx: UpstreamContext, rows: readonly RatingRow[]): Promise<Rating[]> => {
  const people = await loadRequestUsers(
    ctx,
    rows.map((r) => r.raterId),
  );
  return rows.map((r) => {
    const rater = people.get(r.raterId);
    if (!rater) throw new Error('rating view: rater is missing');
    return {
      id: r.id,
      requestId: r.requestId,
      stars: r.stars,
      text: r.text,
      ratedAs: r.ratedAs as RatedAs,
      rater,
      ratedUserId: r.ratedId,
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      editedAt: r.editedAt?.toISOString() ?? null,
      editableUntil: editableUntil(r).toISOString(),
    };
  });
};

export const toRating = async (ctx: UpstreamContext, row: RatingRow): Promise<Rating> => {
  const [rating] = await toRatings(ctx, [row]);
  if (!rating) throw new Error('rating view: nothing');
  return rating;
};
