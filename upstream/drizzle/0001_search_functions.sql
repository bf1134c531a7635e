-- Search helpers used by the products' generated search document (next migration) and by the
-- search queries, so both sides normalise text the same way, on PGlite and on PostgreSQL.
-- pg_trgm backs the ILIKE name filter with a GIN index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Lower case; Arabic letter variants folded (أ إ آ ٱ → ا, ى → ي, ة → ه); Arabic-Indic and Persian
-- digits → 0-9; diacritics (tashkeel), tatweel and the superscript alef removed; the article
-- "ال" (and "وال") dropped from the start of words of two or more letters, so "السيارة" and
-- "سيارة" are the same word.
CREATE OR REPLACE FUNCTION badal_search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(
      lower(coalesce(input, '')),
      'أإآٱىة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹' || E'\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0640\u0670',
      'اااايه01234567890123456789'
    ),
    '(^|[^\u0621-\u064A])و?ال([\u0621-\u064A]{2,})',
    '\1\2',
    'g'
  )
$$;
--> statement-breakpoint
-- A search box text → a prefix query over its words, all required: 'land cruis' matches
-- "Land Cruiser". Words come from the same parser and normalisation as the documents; at most 8.
-- Text without any word gives an empty query, which matches nothing.
CREATE OR REPLACE FUNCTION badal_prefix_tsquery(input text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg('''' || replace(t.lexeme, '''', '''''') || ''':*', ' & '), '')::tsquery
  FROM (
    SELECT lexeme FROM unnest(to_tsvector('simple', badal_search_normalize(input)))
    WHERE lexeme !~ '\\'
    LIMIT 8
  ) AS t
$$;
