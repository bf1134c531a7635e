/**
 * Issue #33: the searches people made that found something, counted, for the search box's
 * suggestions. One row per normalised text (badal_search_normalize), with the text as last typed.
 * Searches are tallied in memory and added here in one statement now and then
 * (services/suggestions/popular-searches.ts), so searching never waits for this table.
 */
import { desc } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const popularSearches = pgTable(
  'popular_searches',
  {
    normalized: text('normalized').primaryKey(),
    /** As a person last typed it (trimmed, spaces collapsed, at most 100 characters). */
    text: text('text').notNull(),
    count: integer('count').notNull(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Prefix lookups (`normalized LIKE 'sa%'`) whatever the database's collation.
    index('popular_searches_prefix_idx').on(t.normalized.op('text_pattern_ops')),
    // Infix lookups from three letters on.
    index('popular_searches_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops')),
    // Pruning keeps the most searched.
    index('popular_searches_count_idx').on(desc(t.count)),
  ],
);
