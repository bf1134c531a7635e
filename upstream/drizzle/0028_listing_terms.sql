-- A listing's filter terms in the text index (decision 028): its top category '§top<id>', its
-- category '§cat<id>', its price in whole-KWD decimal blocks '§price#<k>:<floor(price / 10^k)>' for
-- k = 0 … 7 (as attribute numbers, migration 0026; none without a price), and its attribute terms
-- (attribute_tokens). services/catalogue/listing-terms.ts writes the same terms. '§' is never part
-- of a word of a search document, and attribute terms hold '=' or '#', which split words: no query
-- word matches a filter's term.
-- Both functions of the index are one expression of immutable operators (no subquery, casts to
-- text written out: `text || integer` is only stable), so that PostgreSQL inlines them wherever the
-- index's expression is computed — building the index, and rechecking a row that a phrase query
-- finds — instead of running a SQL function per row. The week's term is the same as before.
CREATE OR REPLACE FUNCTION badal_listing_week(listed timestamptz) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY[
    '§week' || floor(extract(epoch FROM listed - '1970-01-01 00:00:00+00'::timestamptz) / 604800)::bigint::text
  ])
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION badal_listing_facets(top integer, category integer, price numeric, tokens text[])
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(ARRAY['§top' || top::text, '§cat' || category::text], NULL)
    || CASE WHEN price IS NULL THEN '{}'::text[] ELSE ARRAY[
      '§price#0:' || floor(least(price, 99999999) / 1)::bigint::text,
      '§price#1:' || floor(least(price, 99999999) / 10)::bigint::text,
      '§price#2:' || floor(least(price, 99999999) / 100)::bigint::text,
      '§price#3:' || floor(least(price, 99999999) / 1000)::bigint::text,
      '§price#4:' || floor(least(price, 99999999) / 10000)::bigint::text,
      '§price#5:' || floor(least(price, 99999999) / 100000)::bigint::text,
      '§price#6:' || floor(least(price, 99999999) / 1000000)::bigint::text,
      '§price#7:' || floor(least(price, 99999999) / 10000000)::bigint::text
    ] END
    || tokens)
$$;--> statement-breakpoint
-- The text index again, with the filter terms: a text with a category, attribute filters or a
-- price, and a category's attribute filters without a text, are one scan of it that finds only
-- the ads meeting all of them ("patrol" in vehicles from 2012 read every "patrol" of each slice of
-- weeks and dropped most after reading its row).
DROP INDEX "products_listed_search_idx";--> statement-breakpoint
CREATE INDEX "products_listing_terms_idx" ON "products" USING gin ((("search_document" || badal_listing_week("listed_at")) || badal_listing_facets("top_category_id", "category_id", "price", "attribute_tokens")));--> statement-breakpoint
-- The index's own terms decide the filters now: the attribute terms' separate index goes.
DROP INDEX "products_published_attribute_tokens_idx";--> statement-breakpoint
ANALYZE products;
