/**
 * Products as the catalogue calls return them (spec §3 Product, §4 attribute and sell types).
 * Prices are KWD decimals; the API may send them as numbers or decimal strings.
 */
import { z } from 'zod';
import { accountTypeSchema, attributeTypeSchema, sellTypeSchema } from '../enum-schemas.js';
import { adStateSchema } from './ad-life.js';

export const priceSchema = z.union([z.number(), z.string()]).nullable();

export const productImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  isMain: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const productCategoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const productSellerSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  userName: z.string(),
  image: z.object({ url: z.string() }).nullable(),
  accountType: accountTypeSchema,
  country: z.string().nullable(),
});

export const productLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string(),
});

/** What lists show: cards in search results, home sections, related and seller products. */
export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price: priceSchema,
  /** The price during a flash sale (§1, §3), below `price`; null when no sale runs. */
  secondPrice: priceSchema,
  currency: z.literal('KWD'),
  sellType: sellTypeSchema,
  isNew: z.boolean(),
  /** Boosted now (§1 boosting an ad): listed above the others, with a 'Featured' badge. */
  isFeatured: z.boolean(),
  /** Badal extension: when the boost ends (null when not boosted). Absent from APIs without it. */
  featuredUntil: z.string().nullable().optional(),
  /**
   * Badal extension: the running flash sale, whose discounted price is `secondPrice` (null when
   * none runs). Absent from APIs without it.
   */
  sale: z
    .object({ percent: z.number().int().min(1).max(100), endsAt: z.string() })
    .nullable()
    .optional(),
  /** Badal extension: when the ad was last listed (published or refreshed), and refreshed. */
  listedAt: z.string().optional(),
  refreshedAt: z.string().nullable().optional(),
  /**
   * Badal extension (issue #32): live, ended (its run is over), sold or exchanged; lists hold live
   * ads only, a favourite or a product page says what became of the others. Absent from APIs without it.
   */
  adState: adStateSchema.optional(),
  /** Badal extension (issue #32): when the ad's run ends (or ended). */
  endsAt: z.string().optional(),
  image: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  /** First the top category, then the sub-category (§4: the product opens through its first). */
  categories: z.array(productCategoryRefSchema),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productAttributeValueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: attributeTypeSchema,
  /** Single value (boolean as 'true'/'false', number, string, colour hex). */
  value: z.string().nullable(),
  /**
   * Chosen values for multi-choice / multi-options / yes-no, as labels in the request language;
   * for a colour, its name (the hex is in `value`).
   */
  values: z.array(z.string()),
  /**
   * Badal extension: the chosen options' values (the `value` of the category filter's options),
   * in the order of `values`, so a client can name them in its reader's language from the
   * category's filters whatever language the product was fetched in. Absent from APIs without it.
   */
  optionValues: z.array(z.string()).optional(),
  unit: z.string().nullable(),
});

export const productSchema = productCardSchema.extend({
  description: z.string(),
  code: z.string().nullable(),
  images: z.array(productImageSchema),
  attributes: z.array(productAttributeValueSchema),
  location: productLocationSchema.nullable(),
  seller: productSellerSchema,
  views: z.number().int().nonnegative(),
  /** Personal: null for visitors. Never shared between users by any cache. */
  isFavorite: z.boolean().nullable(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productMiniSchema = productCardSchema.pick({
  id: true,
  slug: true,
  name: true,
  price: true,
  currency: true,
  image: true,
  categories: true,
  sellType: true,
});
export type ProductMini = z.infer<typeof productMiniSchema>;

export const pageMetaSchema = z.object({
  currentPage: z.number().int().positive(),
  perPage: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  lastPage: z.number().int().nonnegative(),
});

export const productPageSchema = z.object({ data: z.array(productCardSchema), meta: pageMetaSchema });
export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * A search's page. Badal extension: when a text matched nothing, `meta.suggestion` may carry a
 * nearby text that does match ("Did you mean …"); absent otherwise.
 */
export const searchPageSchema = z.object({
  data: z.array(productCardSchema),
  meta: pageMetaSchema.extend({
    suggestion: z.string().min(1).max(500).optional(),
    /**
     * Badal extension: true when more products match than a search counts (SEARCH_TOTAL_CAP);
     * `total` is then that cap, read "More than 1,000", and `lastPage` ends there.
     */
    totalCapped: z.boolean().optional(),
  }),
});
export type SearchPage = z.infer<typeof searchPageSchema>;
