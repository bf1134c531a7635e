/**
 * What of a search box text is worth looking up: invisible characters (direction marks, isolates,
 * zero-width joiners, controls) dropped, spaces collapsed, and only the first 64 characters kept,
 * so whatever arrives (500 characters, emoji, SQL) costs the same bounded lookup. Text with no
 * letter or digit at all asks nothing.
 */
export const SUGGESTION_TEXT_KEPT = 64;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is its purpose
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

export const suggestionText = (input: string): string | null => {
  const text = input.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  const kept = Array.from(text).slice(0, SUGGESTION_TEXT_KEPT).join('').trim();
  return /[\p{L}\p{N}]/u.test(kept) ? kept : null;
};

/** A popular search as it is kept and shown: trimmed, spaces collapsed, at most 100 characters. */
export const POPULAR_TEXT_MAX = 100;
export const popularText = (input: string): string | null => {
  const text = input.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const chars = Array.from(text);
  return chars.length > POPULAR_TEXT_MAX ? null : text;
};
