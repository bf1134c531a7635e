/** Home page, company values, about pages and banners (spec §3 Homepage data, Banner; §7). */
import { z } from 'zod';
import { ABOUT_PAGES } from '../constants.js';
import { categoryImageSchema } from './category.js';
import { productCardSchema } from './product.js';

export const companyValueSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.object({ url: z.string() }).nullable(),
});
export type CompanyValue = z.infer<typeof companyValueSchema>;

export const aboutUsEntrySchema = z.object({
  id: z.number().int(),
  slug: z.enum(ABOUT_PAGES),
  title: z.string(),
  /** Plain-text paragraphs (no markup). */
  paragraphs: z.array(z.string()),
  /** People shown on the leadership page; empty elsewhere. */
  members: z.array(z.object({ name: z.string(), role: z.string(), image: z.object({ url: z.string() }).nullable() })),
});
export type AboutUsEntry = z.infer<typeof aboutUsEntrySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(4), z.literal(5), z.literal(6)]),
  title: z.string(),
  link: z.string().nullable(),
  primaryImage: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type Banner = z.infer<typeof bannerSchema>;

export const popularCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  primaryImage: categoryImageSchema.nullable(),
  products: z.array(productCardSchema),
});
export type PopularCategory = z.infer<typeof popularCategorySchema>;
