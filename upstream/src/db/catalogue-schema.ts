/**
 * The catalogue's tables: sellers' products with their images, attribute values and location;
 * attribute definitions per category; favourites and views; and the content the home and about
 * pages show (company values, about pages, banners). Re-exported by schema.ts, which drizzle-kit
 * reads to write the migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, sellers, users } from './core-schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An attribute a category's products describe themselves with (spec §4): its attribute type
 * (0 boolean … 6 string) for the ad form, and its filter type (0 boolean … 6 input) for the search
 * panel. Products of a sub-category use its own attributes and those of its top category.
 */
export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** Stable name for the seed, e.g. 'cars.make'. */
    key: text('key').notNull().unique(),
    /** AttributeType of contracts: 0 boolean, 1 number, 2 multi-choice, 3 multi-options, 4 yes/no, 5 colour, 6 string. */
    type: smallint('type').notNull(),
    /** FilterType of contracts: 0 boolean, 1 range, 2 multi-options, 3 multi-choice, 4 yes/no, 5 colour, 6 input. */
    filterType: smallint('filter_type').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    unitEn: text('unit_en'),
    unitAr: text('unit_ar'),
    /** Bounds of number attributes (range filters). */
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('attributes_category_idx').on(t.categoryId, t.position),
    check('attributes_type_check', sql`${t.type} between 0 and 6 and ${t.filterType} between 0 and 6`),
  ],
);

/** The choices of a multi-choice, multi-options, yes/no or colour attribute. */
export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    /** What products store and searches send, e.g. 'toyota', 'automatic', 'white'. */
    value: text('value').notNull(),
    labelEn: text('label_en').notNull(),
    labelAr: text('label_ar').notNull(),
    /** The labels folded as search folds text (issue #33: suggestions compare with these). */
    searchLabelEn: text('search_label_en').notNull().generatedAlwaysAs(sql`badal_search_normalize("label_en")`),
    searchLabelAr: text('search_label_ar').notNull().generatedAlwaysAs(sql`badal_search_normalize("label_ar")`),
    /** #rrggbb for colour attributes. */
    color: text('color'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_options_attribute_value_key').on(t.attributeId, t.value)],
);

/**
 * A seller's listing. Its text is in one language, as the seller typed it (`language`); the
 * search document is generated from it by the database. `topCategoryId` repeats the parent of
 * `categoryId` so a top-category search and the home page use one indexed column.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    topCategoryId: integer('top_category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** 'en' or 'ar': the language the seller wrote in. */
    language: text('language').notNull(),
    code: text('code'),
    /** KWD with 3 decimals; null when the seller asks for offers (barter). */
    price: numeric('price', { precision: 12, scale: 3 }),
    /** 'sell', 'barter' or 'sell/barter'. */
    sellType: text('sell_type').notNull(),
    isNew: boolean('is_new').notNull(),
    /**
     * Promotions are time ranges (architecture §13), so every list is right by query alone, without a
     * job ending them: boosted while `featuredUntil` is ahead (the latest boost first among the
     * boosted), on sale at `salePercent` off between `saleStartsAt` and `saleEndsAt`, and ordered
     * among the newest by `listedAt`, which a refresh moves to the time it was refreshed.
     */
    featuredSince: timestamp('featured_since', { withTimezone: true }),
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    salePercent: smallint('sale_percent'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    /** Only 'published' products are in the catalogue. */
    status: text('status').notNull().default('published'),
    /**
     * Trust & safety, apart from the seller's own status: 'visible' (the default), 'held' for an
     * operator's review, or 'hidden' by an operator. Only visible published products are listed
     * to others (`listed` below); the owner still sees the others in My ads, with the reason.
     */
    moderationState: text('moderation_state').notNull().default('visible'),
    /** The operator's words when hiding (or what held it), shown to the owner; null when visible. */
    moderationReason: text('moderation_reason'),
    moderationChangedAt: timestamp('moderation_changed_at', { withTimezone: true }),
    /** Issue #32: the lowest offer the seller takes, in fils; never shown to buyers. */
    offerFloorFils: bigint('offer_floor_fils', { mode: 'number' }),
    /**
     * Issue #32, the ad's life (services/ad-life): 'sold' or 'exchanged' once its seller closed a
     * deal on it (null while for sale), when, and the accepted request it closed in (null when sold
     * outside Badal). `endsAt` ends its run (publishing, a renewal or a paid refresh set it; an ad
     * past it is 'ended', judged at read by the context's clock); `renewedAt` is its last free
     * renewal (at most one per 48 hours). The two notice columns are the sweep's claims: the
     * `endsAt` each notice was sent for, so each is sent once per run, whichever instance sends it.
     */
    dealState: text('deal_state'),
    dealClosedAt: timestamp('deal_closed_at', { withTimezone: true }),
    dealRequestId: integer('deal_request_id'),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull().default(sql`now() + interval '30 days'`),
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    endingNoticeFor: timestamp('ending_notice_for', { withTimezone: true }),
    endedNoticeFor: timestamp('ended_notice_for', { withTimezone: true }),
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, badal_search_normalize("name")), 'A') || setweight(to_tsvector('simple'::regconfig, badal_search_normalize("description")), 'B')`,
      ),
    /**
     * The product's attribute values as index terms (decision 026), kept by triggers on
     * product_attribute_values (migration 0026), never written by the API: `<attribute>=<value>`
     * for options, yes/no and colours, and for numbers `<attribute>#<k>:<⌊value / 10^k⌋>` at every
     * decimal level k, so a range is a short list of blocks (services/catalogue/attribute-tokens.ts).
     * Free-text attributes have none. An attribute filter is then a GIN lookup, not a probe per product.
     */
    attributeTokens: text('attribute_tokens').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // What is listed: published, not held or hidden, not sold or exchanged (services/catalogue/
    // listed.ts says the same). The partial indexes carry these, and end with `ends_at` (issue #32:
    // "not ended at now" is a parameter), so lists and counts still read them index-only.
    const listed = sql`${t.status} = 'published' and ${t.moderationState} = 'visible' and ${t.dealState} is null`;
    /** A (sub-)category's listed ads in one price order, ties newest first, `ends_at` checked in the index. */
    const priceOrder = (name: string, scope: ExtraConfigColumn, direction: 'asc' | 'desc') =>
      index(name)
        .on(scope, t.price[direction]().nullsLast(), t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.endsAt)
        .where(listed);
    return [
      // The text index: each listed product's search document with the term of its listing week
      // (migration 0027's badal_listing_week), so a text and a slice of listing time are one index
      // scan (services/catalogue/newest-matches.ts). Text conditions say the same expression.
      // Not partial: the planner reads the statistics of an index's expression (how common each
      // word is) only from an index over the whole table.
      index('products_listed_search_idx').using('gin', sql`(${t.searchDocument} || badal_listing_week(${t.listedAt}))`),
      // The name filter's index: the listing week (migration 0028's badal_listing_week_number,
      // btree_gin) beside the name's trigrams, so a name and a slice of listing time are one scan,
      // as a text and its weeks are (services/catalogue/name-filter.ts). A name alone uses it too.
      index('products_name_week_trgm_idx').using(
        'gin',
        sql`badal_listing_week_number(${t.listedAt})`,
        t.name.op('gin_trgm_ops'),
      ),
      index('products_published_attribute_tokens_idx').using('gin', t.attributeTokens).where(listed),
      // The catalogue's orders over published products only, newest first with the id as tie-break,
      // as every list sorts: a page is read in index order (deep pages skip entries of the index, not
      // rows), and a count of the whole catalogue is an index-only scan.
      // `featured_until` ends each key so the default order's "not boosted now" is checked in the
      // index itself (an index-only scan), the page still read in index order.
      index('products_published_newest_idx')
        .on(t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.featuredUntil, t.endsAt)
        .where(listed),
      index('products_published_top_category_newest_idx')
        .on(t.topCategoryId, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.featuredUntil, t.endsAt)
        .where(listed),
      index('products_published_category_newest_idx')
        .on(t.categoryId, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.featuredUntil, t.endsAt)
        .where(listed),
      // Boosted ads in their order (the latest boost first), over all of them, per top category and
      // per sub-category; `featured_until` ends each key so "still running" is checked in the index.
      // Only ads ever boosted are in them, so a boosted part of a page is an index-only walk that
      // stops at the page's end, and their count a short range.
      index('products_published_boosted_idx')
        .on(t.featuredSince.desc().nullsFirst(), t.id.desc().nullsFirst(), t.featuredUntil, t.endsAt)
        .where(sql`${listed} and ${t.featuredUntil} is not null`),
      index('products_published_top_category_boosted_idx')
        .on(t.topCategoryId, t.featuredSince.desc().nullsFirst(), t.id.desc().nullsFirst(), t.featuredUntil, t.endsAt)
        .where(sql`${listed} and ${t.featuredUntil} is not null`),
      index('products_published_category_boosted_idx')
        .on(t.categoryId, t.featuredSince.desc().nullsFirst(), t.id.desc().nullsFirst(), t.featuredUntil, t.endsAt)
        .where(sql`${listed} and ${t.featuredUntil} is not null`),
      // The names of ads ever boosted, as trigrams (decision 031): a name filter's boosted part
      // ("samsung", default order) finds its few boosted matches here, where it ANDed the name's
      // matches with every boosted ad (80,104 at 1,000,000 products: 89 → 4 ms).
      index('products_published_boosted_name_trgm_idx')
        .using('gin', t.name.op('gin_trgm_ops'))
        .where(sql`${listed} and ${t.featuredUntil} is not null`),
      index('products_published_sale_idx')
        .on(t.saleEndsAt, t.endsAt)
        .where(sql`${listed} and ${t.saleEndsAt} is not null`),
      // A (sub-)category sorted by price, either way (decision 025): the page is the first entries
      // of the category's range, where a sort would read every listed ad of the category (furniture
      // by price at 1,000,000 products: 82 → 12 ms). Without a price (barter only) sorts last both ways.
      priceOrder('products_published_top_category_price_asc_idx', t.topCategoryId, 'asc'),
      priceOrder('products_published_top_category_price_desc_idx', t.topCategoryId, 'desc'),
      priceOrder('products_published_category_price_asc_idx', t.categoryId, 'asc'),
      priceOrder('products_published_category_price_desc_idx', t.categoryId, 'desc'),
      // The sell-type filter with a price range (barter offers between two prices): its count reads
      // this index alone.
      index('products_published_sell_type_price_idx').on(t.sellType, t.price, t.endsAt).where(listed),
      // A seller's own list shows every status.
      index('products_seller_created_idx').on(t.sellerId, t.createdAt),
      index('products_price_idx').on(t.price),
      check('products_sell_type_check', sql`${t.sellType} in ('sell', 'barter', 'sell/barter')`),
      check('products_language_check', sql`${t.language} in ('en', 'ar')`),
      check('products_price_check', sql`${t.price} >= 0`),
      check('products_sale_check', sql`${t.salePercent} between 1 and 99 and ${t.saleEndsAt} > ${t.saleStartsAt}`),
      check('products_moderation_state_check', sql`${t.moderationState} in ('visible', 'held', 'hidden')`),
      check('products_deal_state_check', sql`${t.dealState} in ('sold', 'exchanged')`),
      // The ad-life sweep's two questions — which runs end within days, which ended — walk this one.
      index('products_ends_at_idx').on(t.endsAt).where(listed),
    ];
  },
);

/** Images of a product; at most one is its main image (cards show it). Paths under the storage root. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width'),
    height: integer('height'),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    uniqueIndex('product_images_main_key').on(t.productId).where(sql`${t.isMain}`),
  ],
);

/**
 * What a product says for one attribute: one row per chosen option (multi-options may have
 * several), or one row with the value ('true'/'false', a colour option, free text). Number
 * attributes also keep the value as a number for range filters.
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    numberValue: doublePrecision('number_value'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId, t.value] }),
    index('product_attribute_values_value_idx').on(t.attributeId, t.value),
    index('product_attribute_values_number_idx').on(t.attributeId, t.numberValue),
    // Free text ("contains gxr"): the attribute beside the value's trigrams (btree_gin), so a
    // contains-search finds its values in the index instead of reading every value of the
    // attribute. Numbers have their own index; the rest (free text, options, yes/no) is here.
    index('product_attribute_values_text_trgm_idx')
      .using('gin', t.attributeId, t.value.op('gin_trgm_ops'))
      .where(sql`${t.numberValue} is null`),
  ],
);

/** Where a product can be seen (a Kuwaiti area), as the ad's location step sets it. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  address: text('address').notNull(),
});

/** Page views of a product, kept apart so counting a view does not rewrite the product row. */
export const productViews = pgTable('product_views', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorites_product_idx').on(t.productId)],
);

/** The values the home page lists (spec §7 GET /company-values). */
export const companyValues = pgTable('company_values', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  imagePath: text('image_path'),
  position: integer('position').notNull().default(0),
});

/** The five about pages (our story, mission, vision, leadership team, terms and conditions). */
export const aboutPages = pgTable('about_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  paragraphsEn: jsonb('paragraphs_en').$type<string[]>().notNull(),
  paragraphsAr: jsonb('paragraphs_ar').$type<string[]>().notNull(),
  position: integer('position').notNull().default(0),
});

/** People on the leadership page. */
export const leadershipMembers = pgTable(
  'leadership_members',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    pageId: integer('page_id')
      .notNull()
      .references(() => aboutPages.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    roleEn: text('role_en').notNull(),
    roleAr: text('role_ar').notNull(),
    imagePath: text('image_path'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('leadership_members_page_idx').on(t.pageId, t.position)],
);

/**
 * Banners by placement: 4 double, 5 horizontal (9:2), 6 vertical (1:2). Seeded ones have a key;
 * banners users place (later) have an owner and go through payment and review first.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    key: text('key').unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    link: text('link'),
    imagePath: text('image_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * unpaid → review (paid) → published or rejected. Only published banners are shown, and a
     * booked one only from `starts_at` to `ends_at` (seeded ones have neither: always shown).
     */
    status: text('status').notNull().default('published'),
    position: integer('position').notNull().default(0),
    summary: text('summary'),
    /** The first day the member chose (Kuwait date) and for how many days. */
    startsOn: date('starts_on', { mode: 'string' }),
    days: integer('days'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    priceFils: integer('price_fils'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('banners_type_idx').on(t.type, t.status, t.position),
    index('banners_user_idx').on(t.userId, t.id),
    // At most one unpaid banner per member: booking another replaces it.
    uniqueIndex('banners_one_unpaid_key').on(t.userId).where(sql`${t.status} = 'unpaid'`),
    check('banners_type_check', sql`${t.type} in (4, 5, 6)`),
    check('banners_status_check', sql`${t.status} in ('unpaid', 'review', 'published', 'rejected')`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type AttributeRow = typeof attributes.$inferSelect;
export type AttributeOptionRow = typeof attributeOptions.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
