/**
 * Badal extension (issue #33): suggestions as a person types in the search box. From two letters,
 * in either language and script, folded like search (letter variants, diacritics, Arabic-Indic
 * digits): categories, brands and models (in the reader's language, matched in either), and
 * popular searches; prefix matches before infix ones, then the more searched. Any text is a
 * question, not an error: punctuation, marks and emoji match nothing and give an empty list.
 */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { suggestionsSchema } from '../entities/suggestion.js';

/** Longer text is refused; within it only the first words count (the server bounds its work). */
export const SUGGESTION_TEXT_MAX = 500;

export const searchSuggestionCalls = defineCalls({
  searchSuggestions: {
    method: 'GET',
    path: '/v2/search/suggestions',
    encoding: 'none',
    exposure: 'api',
    summary: 'Suggestions for a search box text: categories, brands, models and popular searches',
    auth: 'none',
    query: z.object({
      q: z
        .string({ error: 'validation.invalid' })
        .max(SUGGESTION_TEXT_MAX, { error: 'validation.tooLong' })
        .default(''),
    }),
    response: suggestionsSchema,
    errors: [{ status: 422, code: 'validation' }],
    cacheSeconds: 60,
    tags: ['catalogue'],
  },
});
