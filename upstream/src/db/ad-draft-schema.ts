/**
 * The place-an-ad wizard's draft (spec §3 Ad draft, §4 step mapping): one per user, filled call by
 * call, its step kept with it. Its images are already stored under `ads/`; publishing moves their
 * rows to product_images (the files stay where they are) and deletes the draft.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An attribute as the draft keeps it: validated against the attribute's type, option values only. */
export interface StoredDraftAttribute {
  id: number;
  value: string | null;
  values: string[];
}

export const adDrafts = pgTable(
  'ad_drafts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** DraftStep of contracts: 0 new … 6 location saved (ready to publish). */
    step: smallint('step').notNull().default(0),
    /** The chosen category chain, top first. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    name: text('name'),
    description: text('description'),
    code: text('code'),
    price: numeric('price', { precision: 12, scale: 3 }),
    secondPrice: numeric('second_price', { precision: 12, scale: 3 }),
    isFeatured: boolean('is_featured').notNull().default(false),
    isNew: boolean('is_new'),
    sellType: text('sell_type'),
    attributes: jsonb('attributes').$type<StoredDraftAttribute[]>().notNull().default([]),
    /** Set by a valid POST /ad/details; cleared when the category changes (its attributes may not fit). */
    detailsSaved: boolean('details_saved').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ad_drafts_step_check', sql`${t.step} between 0 and 6`)],
);

export const adDraftImages = pgTable(
  'ad_draft_images',
  {
    id: serial('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => adDrafts.id, { onDelete: 'cascade' }),
    /** Paths under the storage root. */
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width'),
    height: integer('height'),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ad_draft_images_draft_idx').on(t.draftId, t.position),
    uniqueIndex('ad_draft_images_main_key').on(t.draftId).where(sql`${t.isMain}`),
  ],
);

export type AdDraftRow = typeof adDrafts.$inferSelect;
export type AdDraftImageRow = typeof adDraftImages.$inferSelect;
