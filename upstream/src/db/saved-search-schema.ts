/**
 * Saved searches and their alerts (issue #33 items 5): a member keeps a search (its text and
 * filters, exactly as the search call takes them) under a name, with alerts on or off.
 *
 * What matching a new ad needs is stored at save time, resolved: the category id, the text's
 * tsquery (the search's own `textQuery`, so alerts find what search finds), the price bounds, the
 * sell types, and the attribute filters read by their types. `saved_search_keys` indexes each
 * search by a few keys a matching ad must carry (its category, or four-letter prefixes of the
 * words its tsquery requires), so a new ad finds its candidate searches by its own keys without
 * reading the others. `pending_count` / `last_alert_at` are the hour window: matches within the
 * hour after a notice are counted and summed into one later notice by the sweep.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories, users } from './core-schema.js';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search as the member saved it (contracts' SavedSearchQuery), to open its results. */
    query: jsonb('query').notNull(),
    alerts: boolean('alerts').notNull().default(true),
    /** The category (top or sub) the search is limited to; null for every category. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /** The text's tsquery as search builds it; null without a text. */
    textQuery: tsquery('text_query'),
    minPrice: numeric('min_price', { precision: 12, scale: 3 }),
    maxPrice: numeric('max_price', { precision: 12, scale: 3 }),
    isNew: boolean('is_new'),
    /** The products' sell types that answer the search's sell type; null for any. */
    sellTypes: text('sell_types').array(),
    onSale: boolean('on_sale').notNull().default(false),
    /** Attribute filters read by type: [{ id, kind: 'equals'|'contains'|'range', values }]; null for none. */
    attributeMatch: jsonb('attribute_match'),
    /** Matches counted since the last notice (summed into the next one). */
    pendingCount: integer('pending_count').notNull().default(0),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    // The sweep's work: searches with matches waiting for their hour to pass.
    index('saved_searches_pending_idx').on(t.lastAlertAt).where(sql`${t.pendingCount} > 0`),
    check('saved_searches_name_check', sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/** A key a matching ad must carry: 'c:<category id>', 'w:<word prefix>' or 'all' (no other key). */
export const savedSearchKeys = pgTable(
  'saved_search_keys',
  {
    key: text('key').notNull(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.key, t.savedSearchId] }), index('saved_search_keys_search_idx').on(t.savedSearchId)],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
