/**
 * GET /v2/search/suggestions: what the search box offers for a text, from two letters on, in one
 * statement. Exact matches (prefix, word prefix, infix) first; near spellings, looked for once the
 * text is long enough to judge a spelling by, only after them (they fill a short list).
 */
import type { Locale, Suggestions } from '@badal/contracts';
import type { UpstreamContext } from '../context.js';
import { FUZZY_FROM, findCandidates } from './suggestion-candidates.js';
import { orderSuggestions } from './suggestion-order.js';
import { suggestionText } from './suggestion-text.js';

/** Fewer characters than this (once folded) ask nothing yet. */
export const SUGGEST_FROM = 2;

export const suggest = async (ctx: UpstreamContext, input: string, locale: Locale): Promise<Suggestions> => {
  const text = suggestionText(input);
  const length = text === null ? 0 : Array.from(text).length;
  if (text === null || length < SUGGEST_FROM) return { data: [] };
  return { data: orderSuggestions(await findCandidates(ctx, text, locale, length >= FUZZY_FROM)) };
};
