/**
 * The index keys of a saved search (issue #33, DESIGN §16 "never by scanning them all"): a few
 * keys such that every ad the search finds carries at least one of them. A new ad then looks up
 * the searches keyed by its own keys — its categories and the 1–4 letter prefixes of its words —
 * and only those candidates are checked precisely.
 *
 * The words come from the search's own tsquery (as search builds it from the text), read here:
 * an AND needs every part, so one part's keys are enough (the most selective: fewest keys, the
 * longest prefixes); an OR needs the keys of every part; a NOT gives no key. A word's key is its
 * first four letters (search matches word prefixes, so an ad's word 'cruiser' carries 'w:crui'; four
 * letters, not three, leave far fewer searches sharing a key — docs/benchmarks.md).
 * Without a usable word, an attribute filtered by exact values keys it (`a:<id>=<value>`, the ad's
 * own values being its keys), else the category, and without a category 'all': such a search is
 * a candidate for every ad.
 */

export const ALL_KEY = 'all';
export const categoryKey = (id: number): string => `c:${id}`;
/** Letters of a word that key it: its prefix of this many code points. */
export const WORD_KEY_LETTERS = 4;
export const wordKey = (lexeme: string): string => `w:${Array.from(lexeme).slice(0, WORD_KEY_LETTERS).join('')}`;

type Node = { kind: 'word'; lexeme: string } | { kind: 'not'; node: Node } | { kind: 'and' | 'or'; nodes: Node[] };

type Token = { word: string } | { op: string };

const TOKEN = /'((?:[^']|'')*)'(?::[*A-Da-d]+)?|<(?:\d+|-)>|[&|!()]/gu;

/** The tree of a tsquery as PostgreSQL prints it (`'land':* & ( 'a':* | 'b':* )`); null when empty. */
export const parseTsquery = (text: string): Node | null => {
  const tokens: Token[] = [...text.matchAll(TOKEN)].map((m) =>
    m[1] !== undefined ? { word: m[1].replaceAll("''", "'") } : { op: m[0].startsWith('<') ? '&' : m[0] },
  );
  let at = 0;
  const isOp = (op: string): boolean => {
    const token = tokens[at];
    return token !== undefined && 'op' in token && token.op === op;
  };
  // Precedence as PostgreSQL's: ! binds tightest, then & (and <->), then |.
  const parseOr = (): Node | null => {
    const nodes = [parseAnd()];
    while (isOp('|')) {
      at += 1;
      nodes.push(parseAnd());
    }
    const kept = nodes.filter((n): n is Node => n !== null);
    if (kept.length !== nodes.length) return null;
    return kept.length === 1 ? (kept[0] as Node) : { kind: 'or', nodes: kept };
  };
  const parseAnd = (): Node | null => {
    const nodes = [parseUnary()];
    while (isOp('&')) {
      at += 1;
      nodes.push(parseUnary());
    }
    const kept = nodes.filter((n): n is Node => n !== null);
    if (kept.length === 0) return null;
    return kept.length === 1 ? (kept[0] as Node) : { kind: 'and', nodes: kept };
  };
  const parseUnary = (): Node | null => {
    const token = tokens[at];
    if (!token) return null;
    at += 1;
    if ('word' in token) return { kind: 'word', lexeme: token.word };
    if (token.op === '!') {
      const node = parseUnary();
      return node ? { kind: 'not', node } : null;
    }
    if (token.op === '(') {
      const node = parseOr();
      if (isOp(')')) at += 1;
      return node;
    }
    return null;
  };
  return tokens.length === 0 ? null : parseOr();
};

interface Keys {
  keys: Set<string>;
  /** The shortest word behind the keys: longer words are rarer, so their keys find fewer searches. */
  shortest: number;
}

/** Fewer keys, from longer words, find fewer candidate searches. */
const selectivity = (k: Keys): number => Math.min(k.shortest, 8) * 10 - k.keys.size;

/** Keys one of which every matching document carries; null when the node gives none (a NOT). */
const keysOf = (node: Node): Keys | null => {
  switch (node.kind) {
    case 'word':
      return { keys: new Set([wordKey(node.lexeme)]), shortest: Array.from(node.lexeme).length };
    case 'not':
      return null;
    case 'or': {
      const all: Keys = { keys: new Set(), shortest: Number.POSITIVE_INFINITY };
      for (const part of node.nodes) {
        const k = keysOf(part);
        if (k === null) return null;
        for (const key of k.keys) all.keys.add(key);
        all.shortest = Math.min(all.shortest, k.shortest);
      }
      return all;
    }
    case 'and': {
      let best: Keys | null = null;
      for (const part of node.nodes) {
        const k = keysOf(part);
        if (k !== null && (best === null || selectivity(k) > selectivity(best))) best = k;
      }
      return best;
    }
  }
};

/** One attribute filter of a search that names its values exactly (a choice, a colour, yes/no). */
export interface EqualsFilter {
  id: number;
  values: readonly string[];
}

export const attributeKey = (id: number, value: string): string => `a:${id}=${value}`;

/**
 * The keys of a saved search: its tsquery's words (null without a text); else, when it filters an
 * attribute by exact values, one key per value of the filter with the fewest (an ad carries its
 * own attribute values as keys); else its category; else 'all'.
 */
export const savedSearchKeys = (
  tsquery: string | null,
  categoryId: number | null,
  equals: readonly EqualsFilter[] = [],
): string[] => {
  const tree = tsquery ? parseTsquery(tsquery) : null;
  const words = tree ? keysOf(tree) : null;
  if (words && words.keys.size > 0) return [...words.keys].sort();
  const narrowest = [...equals].filter((f) => f.values.length > 0).sort((a, b) => a.values.length - b.values.length)[0];
  if (narrowest) return [...new Set(narrowest.values.map((v) => attributeKey(narrowest.id, v)))].sort();
  return categoryId === null ? [ALL_KEY] : [categoryKey(categoryId)];
};
