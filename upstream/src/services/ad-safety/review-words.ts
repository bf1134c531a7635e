/**
 * The words operators list (issue #31 item 4): stored the way ads are compared with them (lower
 * case, single spaces), so 'Replica' and ' replica ' are one word. Taking one off the list leaves
 * the ads it already held in the review.
 */
import { REVIEW_WORD_MIN, type ReviewWord } from '@badal/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type ReviewWordRow, reviewWords, users } from '../../db/schema.js';
import { fieldError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { toPerson } from '../users.js';
import { normalizedText } from './new-ad-checks.js';

const toReviewWords = async (ctx: UpstreamContext, db: Db, rows: readonly ReviewWordRow[]): Promise<ReviewWord[]> => {
  const ids = [...new Set(rows.flatMap((r) => (r.addedBy === null ? [] : [r.addedBy])))];
  const people = ids.length === 0 ? [] : await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, toPerson(ctx, p)]));
  return rows.map((r) => ({
    id: r.id,
    word: r.word,
    addedBy: r.addedBy === null ? null : (byId.get(r.addedBy) ?? null),
    createdAt: r.createdAt.toISOString(),
  }));
};

export const listedWords = async (ctx: UpstreamContext): Promise<ReviewWord[]> =>
  toReviewWords(ctx, ctx.db, await ctx.db.select().from(reviewWords).orderBy(asc(reviewWords.word)));

export const listWord = async (ctx: UpstreamContext, operatorId: number, typed: string): Promise<ReviewWord> => {
  const word = normalizedText(typed);
  if (word.length < REVIEW_WORD_MIN) throw fieldError('moderation.wordTooShort', 'word');
  const [row] = await ctx.db
    .insert(reviewWords)
    .values({ word, addedBy: operatorId, createdAt: ctx.clock() })
    .onConflictDoNothing({ target: reviewWords.word })
    .returning();
  if (!row) throw fieldError('moderation.wordListed', 'word');
  const [listed] = await toReviewWords(ctx, ctx.db, [row]);
  if (!listed) throw new Error('review word written but not read');
  return listed;
};

export const unlistWord = async (ctx: UpstreamContext, id: number): Promise<void> => {
  const removed = await ctx.db.delete(reviewWords).where(eq(reviewWords.id, id)).returning({ id: reviewWords.id });
  if (removed.length === 0) throw notFound();
};
