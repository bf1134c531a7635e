/**
 * Issue #33: the bilingual dictionary of the market's words, kept as data that operators extend.
 * A concept is one thing people search for (a brand, a model, an everyday word) with its name in
 * both languages; its terms are every way people write it, in either script ("آيفون", "ايفون",
 * "iphone"). A query word that is one of a concept's terms also finds ads written with the others.
 * `normalized` is the term through the same normalisation as the products' search documents, so a
 * lookup is one equality (or one trigram search, for suggestions and spellings).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, users } from './core-schema.js';

export const searchConcepts = pgTable(
  'search_concepts',
  {
    id: serial('id').primaryKey(),
    /** 'brand' | 'model' | 'word' (an everyday thing: sofa, apartment, washing machine). */
    kind: text('kind').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** Where the concept belongs, when it does (a suggestion can open that category). */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The operator who added it; null for the dictionary Badal ships. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('search_concepts_kind_check', sql`${t.kind} in ('brand', 'model', 'word')`)],
);

export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    conceptId: integer('concept_id')
      .notNull()
      .references(() => searchConcepts.id, { onDelete: 'cascade' }),
    /** As written ("لاند كروزر", "Land Cruiser", "landcruiser"). */
    term: text('term').notNull(),
    normalized: text('normalized').notNull().generatedAlwaysAs(sql`badal_search_normalize("term")`),
  },
  (t) => [
    uniqueIndex('search_terms_concept_normalized_key').on(t.conceptId, t.normalized),
    index('search_terms_normalized_idx').on(t.normalized),
    index('search_terms_normalized_trgm_idx').using('gin', t.normalized.op('gin_trgm_ops')),
  ],
);
