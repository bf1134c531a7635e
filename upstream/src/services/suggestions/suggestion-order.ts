/**
 * The order and the shape of the suggestions, from the candidates the database found. Prefix
 * matches (the whole name, then one of its words) before infix ones before near spellings; then
 * the more searched; then categories, brands, models, searches; then by name. One brand (or model)
 * offered in several categories, and in the dictionary too, is one suggestion; a popular search
 * that only repeats a category, brand or model's name is left out.
 */
import { MAX_SUGGESTIONS, type Suggestion, type SuggestionKind } from '@badal/contracts';

export interface Candidate {
  kind: SuggestionKind;
  /** Same for the same thing from several sources (e.g. 'brand:samsung'). */
  key: string;
  label: string;
  categorySlug: string | null;
  text: string | null;
  /** 0 starts with the text, 1 a word starts with it, 2 contains it, 3 a near spelling. */
  rank: number;
  popularity: number;
  /** The names it is known by, normalised (to recognise a popular search repeating it). */
  names: string[];
  /** Dictionary entries win over catalogue options for the same key: they may lead into a category. */
  fromDictionary: boolean;
}

const KIND_ORDER: Record<SuggestionKind, number> = { category: 0, brand: 1, model: 2, search: 3 };

const better = (a: Candidate, b: Candidate): number =>
  a.rank - b.rank ||
  b.popularity - a.popularity ||
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  a.label.localeCompare(b.label);

export const orderSuggestions = (candidates: readonly Candidate[], limit = MAX_SUGGESTIONS): Suggestion[] => {
  const byKey = new Map<string, Candidate>();
  for (const c of candidates) {
    const seen = byKey.get(c.key);
    if (!seen) {
      byKey.set(c.key, c);
      continue;
    }
    const keep = c.fromDictionary && !seen.fromDictionary ? c : seen;
    byKey.set(c.key, {
      ...keep,
      rank: Math.min(seen.rank, c.rank),
      popularity: Math.max(seen.popularity, c.popularity),
      names: [...seen.names, ...c.names],
    });
  }
  const named = new Set([...byKey.values()].filter((c) => c.kind !== 'search').flatMap((c) => c.names));
  return [...byKey.values()]
    .filter((c) => c.kind !== 'search' || c.fromDictionary || !c.names.some((n) => named.has(n)))
    .sort(better)
    .slice(0, limit)
    .map(({ kind, label, categorySlug, text }) => ({ kind, label, categorySlug, text }));
};
