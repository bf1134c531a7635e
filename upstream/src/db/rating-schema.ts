/**
 * Issue #32: ratings after a closed deal. One per rater and deal (the accepted request whose ad
 * was marked sold or exchanged); the rated person's one reply lives on the same row. Texts are
 * kept as written, in whatever language.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core-schema.js';
import { requests } from './request-schema.js';

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    raterId: integer('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratedId: integer('rated_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'seller' (the rated person owned the ad) or 'buyer'. */
    ratedAs: text('rated_as').notNull(),
    stars: smallint('stars').notNull(),
    text: text('text'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // Once per side per deal: two taps cannot rate twice.
    uniqueIndex('ratings_request_rater_key').on(t.requestId, t.raterId),
    // A person's page: their ratings in one part, newest first.
    index('ratings_rated_idx').on(t.ratedId, t.ratedAs, t.createdAt),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    check('ratings_rated_as_check', sql`${t.ratedAs} in ('seller', 'buyer')`),
    check('ratings_not_self_check', sql`${t.raterId} <> ${t.ratedId}`),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
