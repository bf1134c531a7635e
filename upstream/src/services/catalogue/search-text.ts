/**
 * A search box text → the condition products must meet and the tier each match falls in
 * (decision 020). One query over both languages: every query word must be found in the product's
 * name or description — the last word as typed so far (typedForm), the others whole — or in one of its other forms —
 *
 * - dictionary: the word (or a phrase of up to three words) is a term of a concept in
 *   search_terms, or a catalogue option label (brand, model …) in either language: the concept's
 *   other terms match too, several-word terms as phrases. A category's name matches its products.
 * - spelling: neighbouring words joined ("play station" → playstation), a word split in two known
 *   words ("macbook" → mac book), ج/غ/ك/ق swapped — when the result is a known word.
 * - fuzzy: only for a word that is none of the above nor a known word (nor the start of one):
 *   the nearest known words by trigram distance, kept when 1 edit away (4–7 letters) or 2 (longer).
 *
 * A category whose name (in either language) is the word, or one of its concept's terms, matches
 * its products too ("سيارات", "موبايل" → the category Mobile phones).
 *
 * Tier 0 matches every word as typed, tier 1 needs a dictionary or spelling form, tier 2 a fuzzy
 * one; results are ordered by tier first. The work is bounded: 500 characters, 8 words, a fixed
 * number of lookups (at most three round trips, all index probes) and alternatives per word.
 */
import { and, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-sql.js';
import { products } from '../../db/schema.js';
import type { UpstreamContext } from '../context.js';
import {
  allowedEdits,
  type Candidate,
  candidates,
  cleanSearchText,
  editDistance,
  group,
  MAX_COMPLETIONS,
  MAX_WORD_LENGTH,
  MAX_WORDS,
  quoteLexeme,
  splits,
  typedForm,
} from './search-words.js';

export interface TextSearch {
  /** The products that match (every word in one of its forms). */
  where: SQL;
  /** The same, among the products listed in one slice of time (newest-matches.ts). */
  within: (slice: TextSlice) => SQL;
  /** 0 exact, 1 dictionary or spelling, 2 fuzzy; undefined when every match is exact. */
  tier: SQL | undefined;
  /** The query relevance is ranked by (ts_rank). */
  rank: SQL;
  /** Each word's own condition (in one of its forms), at any time: `where` is all of them. */
  eachWord: SQL[];
  /** The query's words, normalised; empty when the text has none. */
  words: string[];
}

/** At most this many other forms per word and kind, so a query's size stays bounded. */
const MAX_ALTERNATIVES = 24;
const MAX_FUZZY = 3;
const FUZZY_NEIGHBOURS = 8;

interface Alternatives {
  dictionary: Set<string>;
  fuzzy: Set<string>;
  topCategories: Set<number>;
  categories: Set<number>;
  known: boolean;
}

interface LookupRow {
  key: string;
  /** completion: a known word that starts with (and is longer than) the key (alt), at most MAX_COMPLETIONS + 1 of them. */
  kind: 'word' | 'completion' | 'term' | 'category';
  alt: string | null;
  category: number | null;
  top: boolean | null;
}

/** The text's words as the search documents hold them, in order, at most MAX_WORDS. */
const queryWords = async (ctx: UpstreamContext, text: string): Promise<string[]> => {
  const rows = await rowsOf<{ lexeme: string }>(
    ctx.db,
    sql`select lexeme from unnest(to_tsvector('simple', badal_search_normalize(${cleanSearchText(text)})))
        where lexeme !~ '\\\\' order by positions[1], lexeme limit ${MAX_WORDS}`,
  );
  return rows.map((r) => r.lexeme);
};

/**
 * Each key: is it a known word, the start of one, a dictionary term or option label (with the
 * tsquery of every other form), a category's name? One round trip, index probes only, in a
 * function (migration 0029) that each connection plans once: as a statement it was planned on
 * every search (up to 8.6 ms at 1,000,000 products; the text calls' p50 0.5–2.8 ms lower since).
 */
const lookUp = async (ctx: UpstreamContext, keys: readonly string[]): Promise<LookupRow[]> => {
  if (keys.length === 0) return [];
  return rowsOf<LookupRow>(
    ctx.db,
    sql`select key, kind, alt, category, top from badal_search_lookup(${JSON.stringify(keys)}::jsonb, ${MAX_COMPLETIONS + 1})`,
  );
};

/** Up to FUZZY_NEIGHBOURS known words nearest each word (trigram distance, GiST index). */
export const nearestWords = async (ctx: UpstreamContext, words: readonly string[]) => {
  if (words.length === 0) return [];
  return rowsOf<{ key: string; word: string }>(
    ctx.db,
    sql`select q.key, v.word from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as q (key)
        cross join lateral (select word from search_vocabulary order by word <-> q.key limit ${FUZZY_NEIGHBOURS}) as v`,
  );
};

const emptyAlternatives = (): Alternatives => ({
  dictionary: new Set(),
  fuzzy: new Set(),
  topCategories: new Set(),
  categories: new Set(),
  known: false,
});

const add = (set: Set<string>, query: string | null) => {
  if (query && set.size < MAX_ALTERNATIVES) set.add(query);
};

/** Applies one candidate's lookups to the words it covers. */
const applyRows = (alternatives: Alternatives[], candidate: Candidate, rows: readonly LookupRow[]) => {
  for (let i = candidate.from; i < candidate.to; i++) {
    const a = alternatives[i] as Alternatives;
    for (const row of rows) {
      if (candidate.how === 'plural' && row.kind !== 'category') continue;
      if (row.kind === 'category' && row.category !== null) {
        (row.top ? a.topCategories : a.categories).add(row.category);
        if (candidate.how === 'phrase') a.known = true;
      } else if (row.kind === 'term') {
        add(a.dictionary, row.alt);
        if (candidate.how === 'phrase') a.known = true;
      } else if (candidate.how === 'phrase') {
        // The words typed are known words (or the start of one: a completion) themselves.
        if (candidate.to - candidate.from === 1) a.known = true;
      } else if (row.kind === 'word') {
        add(a.dictionary, quoteLexeme(candidate.key));
      }
    }
  }
};

const tsquery = (text: string): SQL => sql`${text}::tsquery`;

/**
 * What the text index holds (migration 0027): the search document and the term of the listing
 * week. Text conditions are written on it so that they, and a slice of listing time
 * (newest-matches.ts), are answered by that index; no query word matches a week's term.
 */
export const listedSearchDocument: SQL = sql`(${products.searchDocument} || badal_listing_week(${products.listedAt}))`;

/**
 * A slice of listing time as the indexes know it (newest-matches.ts): its listing weeks (whole
 * weeks since 1970, the text index's terms and the name index's numbers), and its bounds as times
 * for what the index of categories finds.
 */
export interface TextSlice {
  weeks: readonly number[];
  from: Date;
  until: Date;
}

/** A week's term in the text index, as badal_listing_week writes it. */
const listingWeekTerm = (week: number): string => `§week${week}`;

/**
 * The blocks of weeks the text index also holds for each ad (migration 0031), largest first, as
 * the number of weeks and the shift that gives a week's block: 16 and 4 weeks, aligned on
 * multiples of their size since 1970.
 */
const WEEK_BLOCKS = [
  { size: 16, shift: 4 },
  { size: 4, shift: 2 },
] as const;

/** The term of the block that holds `week`, as badal_listing_week writes it. */
const weekBlockTerm = ({ size, shift }: (typeof WEEK_BLOCKS)[number], week: number): string =>
  `§week${size}.${week >> shift}`;

/** Every term badal_listing_week gives an ad listed in `week`: the week's and its blocks'. */
export const listingWeekTerms = (week: number): string[] => [
  listingWeekTerm(week),
  ...WEEK_BLOCKS.map((block) => weekBlockTerm(block, week)),
];

/**
 * The fewest terms of the index that together are exactly these weeks: a whole aligned block of
 * 16 or 4 weeks is one term. A slice of 14 weeks is 5 terms instead of 14, of 52 weeks 10: a
 * text's scan of a slice checks its matches against each term of the slice (decision 032).
 */
export const weekTerms = (weeks: readonly number[]): string[] => {
  const among = new Set(weeks);
  const sorted = [...among].sort((a, b) => a - b);
  const terms: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    const week = sorted[i] as number;
    const block = WEEK_BLOCKS.find(
      ({ size, shift }) =>
        (week >> shift) << shift === week &&
        Array.from({ length: size }, (_, k) => week + k).every((w) => among.has(w)),
    );
    terms.push(block ? weekBlockTerm(block, week) : listingWeekTerm(week));
    i += block ? block.size : 1;
  }
  return terms;
};

/** The tsquery of the weeks' terms (the fewest, weekTerms). */
export const weeksQuery = (weeks: readonly number[]): string =>
  weekTerms(weeks)
    .map((term) => `'${term}'`)
    .join(' | ');

type Part = { query: string; alternatives: Alternatives };

/**
 * Every word in one of its forms, on the document `on`: one tsquery when no category takes part,
 * else one condition per word. Within a slice, each tsquery also asks for the slice's weeks, so
 * the text and the slice are one scan of the text index, and a category's part is bounded by time.
 */
const allWords = (parts: readonly Part[], on: SQL, slice?: TextSlice): SQL => {
  const within = (query: string) => tsquery(slice ? `(${query}) & (${weeksQuery(slice.weeks)})` : query);
  if (parts.every((p) => p.alternatives.categories.size === 0 && p.alternatives.topCategories.size === 0)) {
    return sql`${on} @@ ${within(parts.map((p) => p.query).join(' & '))}`;
  }
  const inTimes = slice ? [gte(products.listedAt, slice.from), lt(products.listedAt, slice.until)] : [];
  return sql.join(
    parts.map(({ query, alternatives }) => {
      const conditions = [sql`${on} @@ ${within(query)}`];
      if (alternatives.topCategories.size) {
        conditions.push(and(inArray(products.topCategoryId, [...alternatives.topCategories]), ...inTimes) as SQL);
      }
      if (alternatives.categories.size) {
        conditions.push(and(inArray(products.categoryId, [...alternatives.categories]), ...inTimes) as SQL);
      }
      return sql`(${or(...conditions)})`;
    }),
    sql` and `,
  );
};

/** The tsquery and condition a search box text stands for; see the file's comment. */
export const searchTextCondition = async (ctx: UpstreamContext, text: string): Promise<TextSearch> => {
  const words = await queryWords(ctx, text);
  if (words.length === 0) {
    return {
      where: sql`false`,
      within: () => sql`false`,
      tier: undefined,
      rank: sql`''::tsquery`,
      eachWord: [sql`false`],
      words,
    };
  }
  const alternatives = words.map(emptyAlternatives);
  const found = candidates(words);
  // Splits are looked up part by part, with the rest.
  const halves = words.flatMap((w) => splits(w).flat());
  const rows = await lookUp(ctx, [...found.map((c) => c.key), ...halves]);
  const byKey = new Map<string, LookupRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  for (const candidate of found) applyRows(alternatives, candidate, byKey.get(candidate.key) ?? []);
  const isWord = (key: string) => (byKey.get(key) ?? []).some((r) => r.kind === 'word');
  words.forEach((word, i) => {
    const a = alternatives[i] as Alternatives;
    if (a.known) return;
    for (const [left, right] of splits(word)) {
      if (isWord(left) && isWord(right)) add(a.dictionary, `${quoteLexeme(left)} <-> ${quoteLexeme(right)}`);
    }
  });
  // Typos: only words that are nothing known, and found no other form.
  const unknown = words.filter((word, i) => {
    const a = alternatives[i] as Alternatives;
    return !a.known && a.dictionary.size === 0 && allowedEdits(word) > 0 && word.length <= MAX_WORD_LENGTH;
  });
  const corrections = new Map<string, string[]>();
  for (const { key, word } of await nearestWords(ctx, unknown)) {
    const near = corrections.get(key) ?? [];
    if (near.length < MAX_FUZZY && editDistance(key, word) <= allowedEdits(key)) corrections.set(key, [...near, word]);
  }
  const corrected = [...corrections.values()].flat();
  const correctedRows = await lookUp(ctx, corrected);
  words.forEach((word, i) => {
    const a = alternatives[i] as Alternatives;
    for (const near of corrections.get(word) ?? []) {
      add(a.fuzzy, quoteLexeme(near));
      for (const row of correctedRows) if (row.key === near && row.kind === 'term') add(a.fuzzy, row.alt);
    }
  });
  const completionsOf = (key: string) =>
    (byKey.get(key) ?? []).filter((r) => r.kind === 'completion').map((r) => r.alt as string);
  const exact = words.map((w, i) =>
    i < words.length - 1
      ? typedForm(w, { last: false })
      : typedForm(w, { last: true, completions: isWord(w) ? completionsOf(w) : undefined }),
  );
  const parts = words.map((_, i) => {
    const a = alternatives[i] as Alternatives;
    return {
      exact: exact[i] as string,
      dictionary: group([exact[i] as string, ...a.dictionary]),
      query: group([exact[i] as string, ...a.dictionary, ...a.fuzzy]),
      alternatives: a,
    };
  });
  const where = allWords(parts, listedSearchDocument);
  const within = (slice: TextSlice) => allWords(parts, listedSearchDocument, slice);
  const rank = tsquery(parts.map((p) => p.query).join(' & '));
  const eachWord = parts.map((part) => allWords([part], listedSearchDocument));
  const hasDictionary = parts.some(
    (p) => p.alternatives.dictionary.size || p.alternatives.categories.size || p.alternatives.topCategories.size,
  );
  const hasFuzzy = parts.some((p) => p.alternatives.fuzzy.size);
  if (!hasDictionary && !hasFuzzy) return { where, within, tier: undefined, rank, eachWord, words };
  const exactMatch = sql`${products.searchDocument} @@ ${tsquery(exact.join(' & '))}`;
  const dictionaryMatch = allWords(
    parts.map((p) => ({ query: p.dictionary, alternatives: p.alternatives })),
    sql`${products.searchDocument}`,
  );
  const tier = hasFuzzy
    ? sql`case when ${exactMatch} then 0 when ${dictionaryMatch} then 1 else 2 end`
    : sql`case when ${exactMatch} then 0 else 1 end`;
  return { where, within, tier, rank, eachWord, words };
};
