/**
 * Badal extension (issue #33 items 5 and 6): saved searches and price changes.
 * A member keeps a search — its text and filters exactly as GET /v2/search/products takes them —
 * under a name (1–60 characters), with alerts on or off; at most `savedSearchLimit` (setting, 25
 * by default) per account. With alerts on, a new, renewed or refreshed ad that the search finds
 * notifies its owner (type `saved_search`, value the saved search's id): at most one notice per
 * search per hour, later matches summed into one notice after the hour. An owner who lowers an
 * ad's price notifies the people who favourited it (type `price_drop`, value the ad's slug).
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { messageResponseSchema } from '../entities/session.js';
import { sellTypeSchema } from '../enum-schemas.js';
import * as rule from '../rules.js';
import { attributeFiltersSchema } from './products.js';

export const SAVED_SEARCH_NAME_MAX = 60;

const price = rule
  .strictNumber('validation.nonNegativeNumber')
  .refine((n) => n >= 0 && n <= 1e9, { error: 'validation.nonNegativeNumber' });

/** The search's filters as the search call takes them, as JSON (booleans and numbers, not query text). */
export const savedSearchQuerySchema = z
  .object(
    {
      categorySlug: rule.slug.optional(),
      subCategorySlug: rule.slug.optional(),
      text: rule.plainString(200).trim().optional(),
      attributes: attributeFiltersSchema.optional(),
      minPrice: price.optional(),
      maxPrice: price.optional(),
      isNew: z.boolean({ error: 'validation.invalid' }).optional(),
      sellType: sellTypeSchema.optional(),
      onSale: z.boolean({ error: 'validation.invalid' }).optional(),
    },
    { error: 'validation.required' },
  )
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: 'validation.priceRange',
    path: ['maxPrice'],
  });
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

const savedSearchName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(SAVED_SEARCH_NAME_MAX, { error: 'validation.tooLong' })
  .pipe(rule.plainString(SAVED_SEARCH_NAME_MAX));

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: savedSearchQuerySchema,
  alerts: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

const idParams = z.object({ id: rule.id });

export const savedSearchCalls = defineCalls({
  savedSearches: {
    method: 'GET',
    path: '/saved-searches',
    encoding: 'none',
    exposure: 'api',
    summary: 'The member’s saved searches, the latest first',
    auth: 'required',
    response: z.array(savedSearchSchema),
    tags: ['saved-searches'],
  },
  createSavedSearch: {
    method: 'POST',
    path: '/saved-searches',
    encoding: 'json',
    exposure: 'api',
    summary: 'Save a search (text and filters) under a name, alerts on unless said otherwise',
    auth: 'required',
    body: z.object({
      name: savedSearchName,
      query: savedSearchQuerySchema,
      alerts: z.boolean({ error: 'validation.invalid' }).optional(),
    }),
    response: savedSearchSchema,
    errors: [{ status: 422, code: 'validation' }],
    tags: ['saved-searches'],
  },
  updateSavedSearch: {
    method: 'PUT',
    path: '/saved-searches/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Rename a saved search or turn its alerts on or off',
    auth: 'required',
    params: idParams,
    body: z.object({
      name: savedSearchName.optional(),
      alerts: z.boolean({ error: 'validation.invalid' }).optional(),
    }),
    response: savedSearchSchema,
    errors: [
      { status: 422, code: 'validation' },
      { status: 404, code: 'not_found' },
    ],
    tags: ['saved-searches'],
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/saved-searches/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Delete a saved search',
    auth: 'required',
    params: idParams,
    body: z.object({}),
    response: messageResponseSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['saved-searches'],
  },
  changeAdPrice: {
    method: 'PUT',
    path: '/products/{id}/price',
    encoding: 'json',
    exposure: 'api',
    summary: 'The owner changes a published ad’s price (KWD); a lower price notifies those who favourited it',
    auth: 'required',
    params: idParams,
    body: z.object({ price }),
    response: messageResponseSchema,
    errors: [
      { status: 403, code: 'forbidden' },
      { status: 404, code: 'not_found' },
      { status: 422, code: 'validation' },
    ],
    tags: ['ad'],
  },
});
