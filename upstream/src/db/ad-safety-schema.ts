/**
 * Keeping spam out (issue #31 item 4): the words an operator lists that send an ad to review
 * instead of publishing it, and each product's main-picture fingerprint (a perceptual hash, so a
 * re-saved or resized copy of the same photo is recognised, not only the same bytes).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue-schema.js';
import { users } from './core-schema.js';

export const reviewWords = pgTable(
  'review_words',
  {
    id: serial('id').primaryKey(),
    /** Lower-case, spaces collapsed: compared with an ad's name and description the same way. */
    word: text('word').notNull(),
    /** The operator who listed it; null for the ones the migration seeds. */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_words_word_key').on(t.word),
    check('review_words_word_check', sql`length(${t.word}) between 2 and 100`),
  ],
);

export const productFingerprints = pgTable(
  'product_fingerprints',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The main picture's 64-bit perceptual hash (pHash, sharp-phash) as 64 '0'/'1' characters. */
    pictureHash: text('picture_hash').notNull(),
  },
  (t) => [check('product_fingerprints_hash_check', sql`${t.pictureHash} ~ '^[01]{64}$'`)],
);

/**
 * Why an ad was held for review and how the hold was decided: one row per hold, kept after the
 * decision (who decided, when, which way). A product waits under at most one undecided hold; an
 * ad its owner resubmits after it was hidden (services/moderation/resubmit.ts) has none until an
 * operator decides it, which records it as 'resubmitted'. The product's own moderation columns
 * say what others see; this says why and who.
 */
export const adHolds = pgTable(
  'ad_holds',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * 'words' (an operator-listed word), 'first_ad' (a new account's first ad in a watched
     * category) or 'resubmitted' (corrected by its owner after it was hidden).
     */
    cause: text('cause').notNull(),
    /** The listed word found, for 'words'. */
    word: text('word'),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    /** 'approved' or 'rejected'; null while waiting. */
    decision: text('decision'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // The operators' queue: the waiting ones, oldest first.
    index('ad_holds_waiting_idx').on(t.heldAt).where(sql`${t.decision} is null`),
    // At most one undecided hold per product; a product's holds, newest last.
    uniqueIndex('ad_holds_one_waiting_key').on(t.productId).where(sql`${t.decision} is null`),
    index('ad_holds_product_idx').on(t.productId, t.id),
    check('ad_holds_cause_check', sql`${t.cause} in ('words', 'first_ad', 'resubmitted')`),
    check('ad_holds_decision_check', sql`${t.decision} is null or ${t.decision} in ('approved', 'rejected')`),
    check('ad_holds_decided_check', sql`(${t.decision} is null) = (${t.decidedAt} is null)`),
  ],
);

export type AdHoldRow = typeof adHolds.$inferSelect;
export type ReviewWordRow = typeof reviewWords.$inferSelect;
