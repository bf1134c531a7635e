import { z } from 'zod';
import { categoryFilterSchema } from './filters.js';

export const categoryImageSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });

export interface Category {
  id: number;
  slug: string;
  name: string;
  primaryImage: { url: string; thumbnailUrl: string } | null;
  children: Category[];
}

/** spec §3 Category: id, slug, name, children (nested), primaryImage.thumbnailUrl. */
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    primaryImage: categoryImageSchema.nullable(),
    children: z.array(categorySchema),
  }),
);

/** GET /categories/{slug}/mini: the category, its parent (for a sub-category) and its filters. */
export const categoryDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  primaryImage: categoryImageSchema.nullable(),
  children: z.array(categorySchema),
  parent: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  filters: z.array(categoryFilterSchema),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
