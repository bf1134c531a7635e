/**
 * "Did you mean …" for a search text that matched nothing: each word that is not a known word
 * (nor the start of one) is replaced by the nearest known word within a few edits (about one in
 * three letters), and the new text is offered only if it finds something. One trigram lookup and
 * one count, and only when a search found nothing.
 */
import type { UpstreamContext } from '../context.js';
import { nearestWords } from './search-text.js';
import { editDistance } from './search-words.js';

const editsForSuggestion = (word: string) => Math.max(1, Math.floor(Array.from(word).length / 3));

/**
 * The suggestion for the words (normalised, as search-text.ts found them), or undefined.
 * `countFor` counts the matches of a text with the search's other filters.
 */
export const didYouMean = async (
  ctx: UpstreamContext,
  words: readonly string[],
  countFor: (words: string[]) => Promise<number>,
): Promise<string | undefined> => {
  const near = await nearestWords(ctx, words);
  let changed = false;
  const suggested = words.map((word) => {
    const neighbours = near.filter((n) => n.key === word).map((n) => n.word);
    if (neighbours.some((n) => n.startsWith(word)) || /^\d+$/.test(word)) return word;
    let best: { word: string; distance: number } | undefined;
    for (const candidate of neighbours) {
      const distance = editDistance(word, candidate);
      if (distance <= editsForSuggestion(word) && (!best || distance < best.distance))
        best = { word: candidate, distance };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  if (!changed) return undefined;
  return (await countFor(suggested)) > 0 ? suggested.join(' ') : undefined;
};
