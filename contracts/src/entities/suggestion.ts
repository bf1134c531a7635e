import { z } from 'zod';

/** What a suggestion is: a category, a brand, a model, or a search (a popular one or a dictionary word). */
export const SUGGESTION_KINDS = ['category', 'brand', 'model', 'search'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** At most this many suggestions come back for one text. */
export const MAX_SUGGESTIONS = 8;

/**
 * One suggestion of the search box, in the reader's language whichever language or script it was
 * matched in. It leads to a category page (`categorySlug` alone), to a search (`text`), or to a
 * search inside a category (both).
 */
export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** What the reader sees, in the request language (a popular search as people typed it). */
  label: z.string(),
  categorySlug: z.string().nullable(),
  text: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({ data: z.array(suggestionSchema).max(MAX_SUGGESTIONS) });
export type Suggestions = z.infer<typeof suggestionsSchema>;
