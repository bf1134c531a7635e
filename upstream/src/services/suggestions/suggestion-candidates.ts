/**
 * The candidates of one suggestion lookup, in one statement over small tables that do not grow
 * with the products: categories, the options of brand and model attributes, the dictionary's
 * terms (search_terms, indexed) and the popular searches (indexed, pruned to a bounded size).
 * Products are never read. Text is compared through badal_search_normalize, the function the
 * products' search documents are built with, and LIKE's own characters in it are escaped.
 */
import type { Locale } from '@badal/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-sql.js';
import type { UpstreamContext } from '../context.js';
import type { Candidate } from './suggestion-order.js';

/** A popular search is offered once this many searches found something with it. */
export const MIN_POPULAR_COUNT = 3;
/** Per source, before merging: enough to fill a list after duplicates go. */
const PER_SOURCE = 24;
/** Near spellings (word_similarity) are looked for from this many characters. */
export const FUZZY_FROM = 4;

interface Row {
  kind: Candidate['kind'] | 'word';
  key: string;
  name_en: string;
  name_ar: string;
  category_slug: string | null;
  lead_text: boolean;
  rank: number;
  popularity: number;
  names: string[];
  dictionary: boolean;
}

/**
 * `q` is the normalised text; `p` the same with LIKE's characters escaped. Rank: 0 starts with it,
 * 1 a word starts with it, 2 contains it; 3 a near spelling (looked for only when `fuzzy`). Near
 * spellings rank after every exact match, so they only fill a list exact matches leave short.
 */
const rankOf = (column: string, fuzzy: boolean) =>
  sql.raw(
    `case when ${column} like q.p || '%' then 0 when ${column} like '% ' || q.p || '%' then 1 when ${column} like '%' || q.p || '%' then 2${
      fuzzy ? ` when word_similarity(q.q, ${column}) >= 0.5 then 3` : ''
    } end`,
  );

const statement = (text: string, fuzzy: boolean) => {
  // The popular searches may be many: from three letters the trigram index finds them anywhere in
  // a text; below that (no trigram to look up) only their start counts, through the prefix index.
  const popularMatch =
    Array.from(text).length >= 3 ? sql`ps.normalized like '%' || q.p || '%'` : sql`ps.normalized like q.p || '%'`;
  const catRank = sql`least(${rankOf('c.search_name_en', fuzzy)}, ${rankOf('c.search_name_ar', fuzzy)})`;
  const optRank = sql`least(${rankOf('o.search_label_en', fuzzy)}, ${rankOf('o.search_label_ar', fuzzy)})`;
  // Both forms are answered by the terms' trigram index.
  const termMatch = fuzzy
    ? sql`(t.normalized like '%' || q.p || '%' or q.q <% t.normalized)`
    : sql`t.normalized like '%' || q.p || '%'`;
  return sql`
    with q as (
      select n as q, replace(replace(replace(n, '\\', '\\\\'), '%', '\\%'), '_', '\\_') as p
      from (select badal_search_normalize(${text}) as n) as s
      where length(n) >= 2
    ),
    cats as (
      select 'category' as kind, 'category:' || c.id as key, c.name_en, c.name_ar, c.slug as category_slug,
        false as lead_text, ${catRank} as rank,
        array[c.search_name_en, c.search_name_ar] as names, false as dictionary
      from categories c, q
    ),
    opts as (
      select case when a.key like '%.model' then 'model' else 'brand' end as kind,
        (case when a.key like '%.model' then 'model:' else 'brand:' end) || lower(o.label_en) as key,
        o.label_en as name_en, o.label_ar as name_ar, null::text as category_slug, true as lead_text,
        ${optRank} as rank,
        array[o.search_label_en, o.search_label_ar] as names, false as dictionary
      from attribute_options o join attributes a on a.id = o.attribute_id, q
      where a.key ~ '\\.(brand|make|model)$'
    ),
    terms as (
      select distinct on (c.id) case when c.kind = 'word' then 'word' else c.kind end as kind,
        (case when c.kind = 'word' then 'word:' else c.kind || ':' end) || lower(c.name_en) as key,
        c.name_en, c.name_ar, cat.slug as category_slug, true as lead_text,
        ${rankOf('t.normalized', fuzzy)} as rank,
        array[badal_search_normalize(c.name_en), badal_search_normalize(c.name_ar)] as names, true as dictionary
      from search_terms t join search_concepts c on c.id = t.concept_id
        left join categories cat on cat.id = c.category_id, q
      where ${termMatch}
      order by c.id, 7
      limit ${PER_SOURCE * 4}
    ),
    popular as (
      select 'search' as kind, 'search:' || ps.normalized as key, ps.text as name_en, ps.text as name_ar,
        null::text as category_slug, true as lead_text, ${rankOf('ps.normalized', false)} as rank,
        array[ps.normalized] as names, false as dictionary, ps.count as popularity
      from popular_searches ps, q
      where ${popularMatch} and ps.count >= ${MIN_POPULAR_COUNT}
      order by 7, ps.count desc
      limit ${PER_SOURCE}
    ),
    found as (
      (select * from cats where rank is not null order by rank limit ${PER_SOURCE})
      union all (select * from opts where rank is not null order by rank limit ${PER_SOURCE * 2})
      union all (select * from terms where rank is not null)
    )
    select f.*, coalesce(ps.count, 0) as popularity
    from found f left join popular_searches ps on ps.normalized = f.names[1] or ps.normalized = f.names[2]
    union all
    select * from popular where rank is not null
  `;
};

const toCandidate = (locale: Locale, row: Row): Candidate => {
  const label = locale === 'ar' ? row.name_ar : row.name_en;
  return {
    kind: row.kind === 'word' ? 'search' : row.kind,
    key: row.key,
    label,
    categorySlug: row.category_slug,
    // A category leads to its page; anything else to a search for its name as the reader reads it.
    text: row.lead_text ? label : null,
    rank: Number(row.rank),
    popularity: Number(row.popularity),
    names: row.names,
    fromDictionary: row.dictionary,
  };
};

export const findCandidates = async (
  ctx: UpstreamContext,
  text: string,
  locale: Locale,
  fuzzy: boolean,
): Promise<Candidate[]> => {
  const rows = await rowsOf<Row>(ctx.db, statement(text, fuzzy));
  return rows.map((row) => toCandidate(locale, row));
};
