/**
 * The pure half of matching a search text (decision 020): bounding the input, and the spellings
 * of a query's words worth looking up — phrases of neighbouring words, two words joined, one word
 * split in two, Arabic loanword letters swapped, English plurals of category names — and the
 * edit distance that decides whether a near word is a typo. No database here; search-text.ts looks
 * the candidates up.
 */

/** Longer input is cut here: nobody types more, and the work per query stays bounded. */
export const MAX_TEXT_LENGTH = 500;
/** Words of a query that count; the rest are ignored. */
export const MAX_WORDS = 8;
/** Longest word looked up as a joined/split word or a typo. */
export const MAX_WORD_LENGTH = 40;

/**
 * The text as the normaliser should see it: at most MAX_TEXT_LENGTH characters, with invisible
 * format characters (right-to-left and left-to-right marks, zero-width joiners, byte-order marks)
 * turned into spaces, so "‏ايفون" is "ايفون". The text-search parser already treats punctuation,
 * emoji and symbols as separators, at index time and query time alike.
 */
export const cleanSearchText = (text: string): string =>
  Array.from(text)
    .slice(0, MAX_TEXT_LENGTH)
    .join('')
    .replace(/\p{Cf}/gu, ' ');

/** A run of query words [from, to) and one way to write it. */
export interface Candidate {
  from: number;
  to: number;
  key: string;
  how: 'phrase' | 'joined' | 'swap' | 'plural';
}

const ARABIC_SWAPS = ['ج', 'غ', 'ك', 'ق'];

/** ج/غ/ك/ق are written for one another in loanwords (سامسونغ, سامسونج, سامسونق): every one for every other. */
export const letterSwaps = (word: string): string[] => {
  const out = new Set<string>();
  for (const from of ARABIC_SWAPS) {
    if (!word.includes(from)) continue;
    for (const to of ARABIC_SWAPS) if (to !== from) out.add(word.split(from).join(to));
  }
  out.delete(word);
  return [...out];
};

/** The ways to cut a word in two parts of at least two letters each ("macbook" → mac + book …). */
export const splits = (word: string): [string, string][] => {
  const letters = Array.from(word);
  if (letters.length < 5 || letters.length > MAX_WORD_LENGTH) return [];
  const out: [string, string][] = [];
  for (let k = 2; k <= letters.length - 2; k++) out.push([letters.slice(0, k).join(''), letters.slice(k).join('')]);
  return out;
};

const isLatin = (word: string) => /^[a-z]+$/.test(word);

/**
 * What to look up for a query's words: each run of one to three words as a phrase (dictionary
 * terms and category names may be several words), each pair of neighbours joined ("play station"
 * → "playstation"), each Arabic word with its letters swapped, each English word's plural (for
 * category names: "laptop" → "laptops").
 */
export const candidates = (words: readonly string[]): Candidate[] => {
  const out: Candidate[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      out.push({ from: i, to: i + n, key: words.slice(i, i + n).join(' '), how: 'phrase' });
    }
    const word = words[i] as string;
    const next = words[i + 1];
    if (next !== undefined && word.length + next.length <= MAX_WORD_LENGTH) {
      out.push({ from: i, to: i + 2, key: word + next, how: 'joined' });
    }
    for (const swapped of letterSwaps(word)) out.push({ from: i, to: i + 1, key: swapped, how: 'swap' });
    if (isLatin(word)) {
      out.push({ from: i, to: i + 1, key: `${word}s`, how: 'plural' });
      out.push({ from: i, to: i + 1, key: `${word}es`, how: 'plural' });
    }
  }
  return out;
};

/** How many edits a word may be off by and still be taken for a known word: 1 for 4–7 letters, 2 for longer. */
export const allowedEdits = (word: string): number => {
  const length = Array.from(word).length;
  if (length < 4 || /^\d+$/.test(word)) return 0;
  return length <= 7 ? 1 : 2;
};

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one ("iphnoe" is one edit from "iphone").
 */
export const editDistance = (a: string, b: string): number => {
  const s = Array.from(a);
  const t = Array.from(b);
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      let best = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[s.length] as number[])[t.length] as number;
};

/** A lexeme as a tsquery operand. */
export const quoteLexeme = (lexeme: string): string => `'${lexeme.replace(/'/g, "''")}'`;

/** Any of these tsquery operands, as one operand. */
export const group = (queries: readonly string[]): string =>
  queries.length === 1 ? (queries[0] as string) : `(${queries.join(' | ')})`;

/** A finished last word matches these many known words that start with it at most, else any word that does. */
export const MAX_COMPLETIONS = 8;

/**
 * A typed word as a tsquery operand (decision 027). A word followed by another was typed in full:
 * it matches that word ("في", "excellent" — not every word that starts with "في"); so does a
 * number, wherever it stands ("15", not 150 or 1500).
 * The last word may still be being typed: it matches any word it starts ("toyo" finds toyota,
 * "land cruis" Land Cruiser) — unless it is a known word itself (`completions` given: the
 * vocabulary's words that start with it), then that word and those ("sofa" finds sofas), as long
 * as they are at most MAX_COMPLETIONS. The start of a word makes the text index gather every ad of
 * every word it starts, before the other words narrow them down: for a common word at a million
 * products that was most of a search's time (211 against 8 ms for "المعاينة في السالمية").
 */
export const typedForm = (
  word: string,
  how: { last: boolean; completions?: readonly string[] | undefined },
): string => {
  // A number is whole as typed: "iphone 15" means 15, not 150 or 1500.
  if (!how.last || /^\d+$/.test(word)) return quoteLexeme(word);
  if (how.completions && how.completions.length <= MAX_COMPLETIONS)
    return group([word, ...how.completions].map(quoteLexeme));
  return `${quoteLexeme(word)}:*`;
};
