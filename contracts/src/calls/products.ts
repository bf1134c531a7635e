/** spec §7 "Catalogue": home, search, products, sellers' products, about-us, company values, banners. */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { MAX_PER_PAGE, SORTS } from '../constants.js';
import { aboutUsEntrySchema, bannerSchema, companyValueSchema, popularCategorySchema } from '../entities/content.js';
import {
  productCardSchema,
  productMiniSchema,
  productPageSchema,
  productSchema,
  searchPageSchema,
} from '../entities/product.js';
import { sellTypeSchema } from '../enum-schemas.js';
import * as rule from '../rules.js';

const invalid = { error: 'validation.invalid' } as const;

/**
 * `attributes` travels as JSON in one query parameter: [{ id, values: [...] }], `id` being a
 * filter id of GET /categories/{slug}/mini. Every entry must hold (AND across attributes); any of
 * its values may (OR within one). What a value means depends on the attribute's type:
 * - boolean (filter type 0): 'true' or 'false' ('1' and '0' are accepted too);
 * - number (filter type 1, range): 'min-max' with non-negative decimals, either side may be left
 *   out ('2015-2020', '2015-', '-2020'); a single number ('2018') is an exact value; an inverted
 *   range or anything else is a 422;
 * - multi-choice, multi-options, yes/no and colour (filter types 2–5): option `value`s of the
 *   filter ('toyota', 'automatic', 'yes', 'white'); one no option has matches nothing;
 * - string (filter type 6, input): free text found anywhere in the value, case-insensitively.
 * An id no attribute has matches nothing (an empty page, not an error).
 */
export const attributeFiltersSchema = z
  .array(
    z.object({
      id: rule.id,
      values: z.array(rule.plainString(100).trim().min(1, invalid), invalid).min(1, invalid).max(50, invalid),
    }),
    invalid,
  )
  .max(20, invalid);
export type AttributeFilters = z.infer<typeof attributeFiltersSchema>;

const attributesParam = rule.jsonText(attributeFiltersSchema, 4000);

const priceParam = rule
  .strictNumber('validation.nonNegativeNumber')
  .refine((n) => n >= 0 && n <= 1e9, { error: 'validation.nonNegativeNumber' });

export const pageQuerySchema = z.object({
  page: rule.integer(1, 1000).default(1),
  perPage: rule.integer(1, MAX_PER_PAGE).default(20),
});

const filterShape = {
  categorySlug: rule.slug.optional(),
  subCategorySlug: rule.slug.optional(),
  name: rule.plainString(100).trim().optional(),
  attributes: attributesParam.optional(),
  minPrice: priceParam.optional(),
  maxPrice: priceParam.optional(),
  text: rule.plainString(500).trim().optional(),
  isNew: rule.flag.optional(),
  sellType: sellTypeSchema.optional(),
  onSale: rule.flag.optional(),
};

const priceRangeOrdered = (q: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const inverted = { error: 'validation.priceRange', path: ['maxPrice'] };

/**
 * spec §3 Search filters, plus sorting. Omitted filters do not filter (§5: clients omit falsy ones).
 * - categorySlug: a top category matches its own products and all of its children's; a
 *   sub-category slug works too; 'search' (the search page's slug, spec §2) means every category.
 *   subCategorySlug: only that sub-category. Unknown slugs match nothing.
 * - name: part of the product name, case-insensitive. text: every word of it, as a word prefix,
 *   in the name or description of a product in either language (Arabic letter variants,
 *   diacritics and the article ال are ignored), e.g. 'land cruis' finds "Land Cruiser".
 * - minPrice / maxPrice (KWD, inclusive): products without a price are left out when either is given.
 * - isNew: true → new only, false → used only.
 * - sellType: 'sell' matches sell and sell/barter, 'barter' matches barter and sell/barter,
 *   'sell/barter' only products that take both.
 * - onSale (Badal extension): true → only ads in a running flash sale (false does not filter).
 * - sort: newest listed first by default (a refresh lists an ad anew); with `text` and no sort,
 *   best match first; without a sort, boosted ads come first (the latest boost first). Prices
 *   sort with unpriced products last.
 */
export const searchQuerySchema = z
  .object({ ...filterShape, sort: z.enum(SORTS, invalid).optional(), ...pageQuerySchema.shape })
  .refine(priceRangeOrdered, inverted);
export type SearchQuery = z.input<typeof searchQuerySchema>;
export const searchFilterQuerySchema = z.object(filterShape).refine(priceRangeOrdered, inverted);

const slugParams = z.object({ slug: rule.slug });

export const productCalls = defineCalls({
  searchProducts: {
    method: 'GET',
    path: '/v2/search/products',
    encoding: 'none',
    exposure: 'api',
    summary: 'Search products with filters (falsy filters are omitted)',
    auth: 'none',
    query: searchQuerySchema,
    response: searchPageSchema,
    cacheSeconds: 30,
    omitFalsyQuery: true,
    tags: ['catalogue'],
  },
  searchCount: {
    method: 'GET',
    path: '/v2/search/products/count',
    encoding: 'none',
    exposure: 'api',
    summary: 'How many products match the filters',
    auth: 'none',
    query: searchFilterQuerySchema,
    response: z.object({ count: z.number().int().nonnegative() }),
    cacheSeconds: 30,
    omitFalsyQuery: true,
    tags: ['catalogue'],
  },
  searchMaxPrice: {
    method: 'GET',
    path: '/v2/search/products/max-price',
    encoding: 'none',
    exposure: 'api',
    summary: 'The highest price among products matching the filters (bounds the price range)',
    auth: 'none',
    query: searchFilterQuerySchema,
    response: z.object({ maxPrice: z.number().nonnegative() }),
    cacheSeconds: 60,
    omitFalsyQuery: true,
    tags: ['catalogue'],
  },
  productBySlug: {
    method: 'GET',
    path: '/products/{slug}',
    encoding: 'none',
    exposure: 'api',
    summary: 'A product with everything its page shows (isFavorite for the signed-in user)',
    auth: 'optional',
    params: slugParams,
    response: productSchema,
    // Badal (issue #31): an ad an operator hid says so; anything else not listed is not_found.
    errors: [
      { status: 404, code: 'ad_removed', when: /removed by Badal/i },
      { status: 404, code: 'not_found' },
    ],
    cacheSeconds: 30,
    tags: ['catalogue'],
  },
  productMini: {
    method: 'GET',
    path: '/products/{slug}/mini',
    encoding: 'none',
    exposure: 'api',
    summary: 'A product in brief (chat cards, notification actions)',
    auth: 'none',
    params: slugParams,
    response: productMiniSchema,
    errors: [{ status: 404, code: 'not_found' }],
    cacheSeconds: 60,
    tags: ['catalogue'],
  },
  relatedProducts: {
    method: 'GET',
    path: '/products/{slug}/related-products',
    encoding: 'none',
    exposure: 'api',
    summary: 'Products like this one (same sub-category first)',
    auth: 'none',
    params: slugParams,
    response: z.array(productCardSchema),
    errors: [{ status: 404, code: 'not_found' }],
    cacheSeconds: 60,
    tags: ['catalogue'],
  },
  sellerProducts: {
    method: 'GET',
    path: '/products/{sellerId}/sellers',
    encoding: 'none',
    exposure: 'api',
    summary: "A seller's published products, newest first",
    auth: 'none',
    params: z.object({ sellerId: rule.id }),
    query: pageQuerySchema,
    response: productPageSchema,
    errors: [{ status: 404, code: 'not_found' }],
    cacheSeconds: 30,
    tags: ['catalogue'],
  },
  popularCategoriesProducts: {
    method: 'GET',
    path: '/home/popular-categories/products',
    encoding: 'none',
    exposure: 'api',
    summary: 'Popular categories with their newest products (home page)',
    auth: 'none',
    response: z.array(popularCategorySchema),
    cacheSeconds: 60,
    tags: ['catalogue'],
  },
  companyValues: {
    method: 'GET',
    path: '/company-values',
    encoding: 'none',
    exposure: 'api',
    summary: 'Company values (the home page shows them reversed)',
    auth: 'none',
    response: z.array(companyValueSchema),
    cacheSeconds: 300,
    tags: ['content'],
  },
  aboutUs: {
    method: 'GET',
    path: '/aboutus',
    encoding: 'none',
    exposure: 'api',
    summary: 'The about pages: story, mission, vision, leadership team, terms and conditions',
    auth: 'none',
    response: z.array(aboutUsEntrySchema),
    cacheSeconds: 300,
    tags: ['content'],
  },
  doubleBanners: {
    method: 'GET',
    path: '/banners/double',
    encoding: 'none',
    exposure: 'api',
    summary: 'Published banners of one placement (type 4 double, 5 horizontal, 6 vertical)',
    auth: 'none',
    query: z.object({
      type: rule.integer(4, 6).pipe(z.union([z.literal(4), z.literal(5), z.literal(6)], invalid)),
      typeName: z.enum(['double-banners', 'horizontal-banners', 'vertical-banners'], invalid),
    }),
    response: z.array(bannerSchema),
    // Short: an approved banner reaches the home page within half a minute.
    cacheSeconds: 30,
    tags: ['catalogue'],
  },
});
