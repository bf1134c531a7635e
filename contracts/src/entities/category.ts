import { z } from 'zod';

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
