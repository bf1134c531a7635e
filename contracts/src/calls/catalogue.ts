/** spec §7 "Catalogue" (the parts laid with the platform) and "Banners and settings" keys. */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { categoryDetailSchema, categorySchema } from '../entities/category.js';
import { settingsSchema } from '../entities/settings.js';
import * as rule from '../rules.js';

export const catalogueCalls = defineCalls({
  categoriesMini: {
    method: 'GET',
    path: '/categories/mini',
    encoding: 'none',
    exposure: 'api',
    summary: 'The whole category tree, names in the request language',
    auth: 'none',
    response: z.array(categorySchema),
    cacheSeconds: 300,
    tags: ['catalogue'],
  },
  categoryMini: {
    method: 'GET',
    path: '/categories/{slug}/mini',
    encoding: 'none',
    exposure: 'api',
    summary: 'One category with its children, its parent and its search filters',
    auth: 'none',
    params: z.object({ slug: rule.slug }),
    response: categoryDetailSchema,
    errors: [{ status: 404, code: 'not_found' }],
    cacheSeconds: 300,
    tags: ['catalogue'],
  },
  settingsKeys: {
    method: 'GET',
    path: '/settings/keys',
    encoding: 'none',
    exposure: 'api',
    summary: 'Setting values by key (comma-separated keys; all when omitted)',
    auth: 'none',
    query: z.object({
      keys: z
        .string({ error: 'validation.invalid' })
        .max(500, { error: 'validation.tooLong' })
        .regex(/^[A-Za-z0-9_,]*$/, { error: 'validation.invalid' })
        .optional(),
    }),
    response: settingsSchema,
    cacheSeconds: 300,
    tags: ['settings'],
  },
});
