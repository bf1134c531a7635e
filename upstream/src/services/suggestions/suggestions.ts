/**
 * GET /v2/search/suggestions: what the search box offers for a text, from two letters on. Exact
 * matches (prefix, word prefix, infix) first; near spellings are looked for only when those leave
 * the list short and the text is long enough to judge a spelling by.
 */
import { type Locale, MAX_SUGGESTIONS, type Suggestions } from '@badal/contracts';
import type { UpstreamContext } from '../context.js';
import { FUZZY_FROM, findCandidates } from './suggestion-candidates.js';
import { orderSuggestions } from './suggestion-order.js';
import { suggestionText } from './suggestion-text.js';

/** Fewer characters than this (once folded) ask nothing yet. */
export const SUGGEST_FROM = 2;

export const suggest = async (ctx: UpstreamContext, input: string, locale: Locale): Promise<Suggestions> => {
  const text = suggestionText(input);
  if (text === null || Array.from(text).length < SUGGEST_FROM) return { data: [] };
  const exact = orderSuggestions(await findCandidates(ctx, text, locale, false));
  if (exact.length >= MAX_SUGGESTIONS || Array.from(text).length < FUZZY_FROM) return { data: exact };
  const near = await findCandidates(ctx, text, locale, true);
  const exactKeys = new Set(exact.map((s) => `${s.kind}:${s.label}`));
  const more = orderSuggestions(near).filter((s) => !exactKeys.has(`${s.kind}:${s.label}`));
  return { data: [...exact, ...more].slice(0, MAX_SUGGESTIONS) };
};
