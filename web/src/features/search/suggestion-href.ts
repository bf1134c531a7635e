/**
 * Where a picked suggestion leads: a category's page, the search results for its text, or the
 * search for its text inside its category.
 */
import type { Suggestion } from '@badal/contracts';
import { pathTo, SEARCH_SLUG } from '@badal/contracts/core';

export const suggestionHref = (s: Pick<Suggestion, 'categorySlug' | 'text'>): string =>
  pathTo('category', {
    slug: s.categorySlug ?? SEARCH_SLUG,
    ...(s.text ? { query: { text: s.text } } : {}),
  });
