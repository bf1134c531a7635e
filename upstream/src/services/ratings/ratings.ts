/**
 * Ratings after a closed deal (issue #32 item 4): each side rates the other once within 30 days of
 * the deal closing, edits it within a day, and the rated person replies once. Refusals are 422s
 * with the catalogue's message and change nothing; a deal one is not part of is a 404. A person
 * the rated one blocked is refused in the neutral words of a block (issue #31).
 */
import type { DealRatings, RatedAs, Rating, RatingSummary, UserRatings } from '@badal/contracts';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/database.js';
import { ratings, users } from '../../db/schema.js';
import { fieldError, forbidden, notFound } from '../../http-error.js';
import { refuseIfBlockedBy } from '../blocks/block-rules.js';
import type { UpstreamContext } from '../context.js';
import { notifyRated } from '../notifications/notify.js';
import { inTransaction } from '../transactions.js';
import { loadDeal, otherSide, rateUntil } from './closed-deal.js';
import { editableUntil, toRating, toRatings } from './rating-view.js';

export interface RatingInput {
  stars: number;
  text?: string | null | undefined;
}

/** Blank text is no text; text is kept as written otherwise. */
const textOf = (input: RatingInput): string | null => {
  const text = input.text?.trim() ?? '';
  return text === '' ? null : text;
};

export const rateDeal = async (ctx: UpstreamContext, me: number, requestId: number, input: RatingInput) => {
  const now = ctx.clock();
  const deal = await loadDeal(ctx.db, me, requestId);
  if (deal.closedAt === null) throw fieldError('rating.noDeal', 'stars');
  if (now.getTime() > rateUntil(deal.closedAt).getTime()) throw fieldError('rating.tooLate', 'stars');
  const { ratedId, ratedAs } = otherSide(deal, me);
  await refuseIfBlockedBy(ctx.db, ratedId, me, 'stars');
  try {
    // The rating and the rated person's notice are written together (the notice pushed after it).
    const row = await inTransaction(ctx, async (tx, pushes) => {
      const [inserted] = await tx
        .insert(ratings)
        .values({ requestId, raterId: me, ratedId, ratedAs, stars: input.stars, text: textOf(input), createdAt: now })
        .returning();
      if (!inserted) throw new Error('rating insert returned nothing');
      await notifyRated(ctx, { tx, pushes }, { ratedId, raterId: me, stars: input.stars });
      return inserted;
    });
    return toRating(ctx, row);
  } catch (error) {
    // Two taps: the unique index keeps one rating per side.
    if (isUniqueViolation(error)) throw fieldError('rating.twice', 'stars');
    throw error;
  }
};

export const editRating = (ctx: UpstreamContext, me: number, id: number, input: RatingInput): Promise<Rating> =>
  inTransaction(ctx, async (tx) => {
    const now = ctx.clock();
    const [row] = await tx.select().from(ratings).where(eq(ratings.id, id)).for('update');
    if (!row) throw notFound();
    if (row.raterId !== me) throw forbidden();
    if (now.getTime() > editableUntil(row).getTime()) throw fieldError('rating.editTooLate', 'stars');
    const [updated] = await tx
      .update(ratings)
      .set({ stars: input.stars, text: textOf(input), editedAt: now })
      .where(eq(ratings.id, id))
      .returning();
    if (!updated) throw notFound();
    return toRating({ ...ctx, db: tx }, updated);
  });

export const replyRating = (ctx: UpstreamContext, me: number, id: number, text: string): Promise<Rating> =>
  inTransaction(ctx, async (tx) => {
    const [row] = await tx.select().from(ratings).where(eq(ratings.id, id)).for('update');
    if (!row) throw notFound();
    if (row.ratedId !== me) throw forbidden();
    if (row.reply !== null) throw fieldError('rating.replyTwice', 'text');
    const [updated] = await tx
      .update(ratings)
      .set({ reply: text.trim(), repliedAt: ctx.clock() })
      .where(eq(ratings.id, id))
      .returning();
    if (!updated) throw notFound();
    return toRating({ ...ctx, db: tx }, updated);
  });

export const dealRatings = async (ctx: UpstreamContext, me: number, requestId: number): Promise<DealRatings> => {
  const now = ctx.clock();
  const deal = await loadDeal(ctx.db, me, requestId);
  const rows = await ctx.db.select().from(ratings).where(eq(ratings.requestId, requestId));
  const [mine, theirs] = await Promise.all(
    [rows.find((r) => r.raterId === me), rows.find((r) => r.raterId !== me)].map((r) =>
      r ? toRating(ctx, r) : Promise.resolve(null),
    ),
  );
  const until = deal.closedAt === null ? null : rateUntil(deal.closedAt);
  return {
    requestId,
    closed: deal.closedAt !== null,
    mine: mine ?? null,
    theirs: theirs ?? null,
    rateUntil: until?.toISOString() ?? null,
    canRate: until !== null && !mine && now.getTime() <= until.getTime(),
  };
};

const LATEST = 5;

const summary = async (ctx: UpstreamContext, userId: number, ratedAs: RatedAs): Promise<RatingSummary> => {
  const where = and(eq(ratings.ratedId, userId), eq(ratings.ratedAs, ratedAs));
  const [totals] = await ctx.db
    .select({ average: avg(ratings.stars), count: count() })
    .from(ratings)
    .where(where);
  const latest = await ctx.db
    .select()
    .from(ratings)
    .where(where)
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(LATEST);
  const n = totals?.count ?? 0;
  return {
    // One decimal, as a star line shows it.
    average: n === 0 || totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10,
    count: n,
    latest: await toRatings(ctx, latest),
  };
};

export const userRatings = async (ctx: UpstreamContext, userId: number): Promise<UserRatings> => {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [asSeller, asBuyer] = await Promise.all([summary(ctx, userId, 'seller'), summary(ctx, userId, 'buyer')]);
  return { asSeller, asBuyer };
};
