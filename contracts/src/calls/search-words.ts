/**
 * Badal extension (issue #33): the bilingual search dictionary operators extend. A concept is one
 * thing people search for (a brand, a model, an everyday word) with its name in both languages;
 * its terms are every way people write it, in either script. A search for any term also finds ads
 * written with the others. Badal ships a base dictionary (addedBy null); operators add concepts
 * and terms and remove them. Operators only: 403 for everyone else.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { messageResponseSchema } from '../entities/session.js';
import { personSchema } from '../entities/user.js';
import * as rule from '../rules.js';

export const SEARCH_CONCEPT_KINDS = ['brand', 'model', 'word'] as const;
export type SearchConceptKind = (typeof SEARCH_CONCEPT_KINDS)[number];

/** Most terms one concept takes when added (more can be added one by one). */
export const SEARCH_TERMS_MAX = 20;

export const searchTermSchema = z.object({
  id: z.number().int(),
  /** As written ("لاند كروزر", "Land Cruiser"). */
  term: z.string(),
});

export const searchConceptSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SEARCH_CONCEPT_KINDS),
  nameEn: z.string(),
  nameAr: z.string(),
  /** Alphabetical. The two names are terms too. */
  terms: z.array(searchTermSchema),
  /** The operator who added it; null for Badal's base dictionary. */
  addedBy: personSchema.nullable(),
  createdAt: z.string(),
});
export type SearchConcept = z.infer<typeof searchConceptSchema>;

const operatorOnly = { status: 403, code: 'forbidden' } as const;
const term = rule.required(100);

export const searchWordCalls = defineCalls({
  searchWords: {
    method: 'GET',
    path: '/moderation/search-words',
    encoding: 'none',
    exposure: 'api',
    summary: 'Operators only: the search dictionary (concepts with their terms in both scripts), by English name',
    auth: 'required',
    query: z.object({ text: rule.plainString(100).trim().optional() }),
    response: z.array(searchConceptSchema),
    errors: [operatorOnly, { status: 422, code: 'validation' }],
    tags: ['moderation'],
  },
  addSearchConcept: {
    method: 'POST',
    path: '/moderation/search-words',
    encoding: 'json',
    exposure: 'api',
    summary:
      'Operators only: add a concept (brand, model or everyday word) with its English and Arabic names and other spellings',
    auth: 'required',
    body: z.object({
      kind: z.enum(SEARCH_CONCEPT_KINDS, { error: 'validation.invalid' }),
      nameEn: rule.required(100),
      nameAr: rule.required(100),
      terms: z
        .array(term, { error: 'validation.invalid' })
        .max(SEARCH_TERMS_MAX, { error: 'validation.tooLong' })
        .default([]),
    }),
    response: searchConceptSchema,
    errors: [operatorOnly, { status: 422, code: 'validation' }],
    tags: ['moderation'],
  },
  addSearchTerm: {
    method: 'POST',
    path: '/moderation/search-words/{id}/terms',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: add one more way to write a concept',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: z.object({ term }),
    response: searchConceptSchema,
    errors: [operatorOnly, { status: 404, code: 'not_found' }, { status: 422, code: 'validation' }],
    tags: ['moderation'],
  },
  removeSearchTerm: {
    method: 'DELETE',
    path: '/moderation/search-words/{id}/terms/{termId}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: take one spelling off a concept',
    auth: 'required',
    params: z.object({ id: rule.id, termId: rule.id }),
    body: z.object({}),
    response: searchConceptSchema,
    errors: [operatorOnly, { status: 404, code: 'not_found' }],
    tags: ['moderation'],
  },
  removeSearchConcept: {
    method: 'DELETE',
    path: '/moderation/search-words/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Operators only: remove a concept and all its terms from the dictionary',
    auth: 'required',
    params: z.object({ id: rule.id }),
    body: z.object({}),
    response: messageResponseSchema,
    errors: [operatorOnly, { status: 404, code: 'not_found' }],
    tags: ['moderation'],
  },
});
