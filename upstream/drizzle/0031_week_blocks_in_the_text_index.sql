-- The listing time in the text index in blocks too (decision 032): beside the term of its listing
-- week ('§week<n>', migration 0027), each ad's document has the terms of the aligned blocks of 4
-- and 16 weeks that hold it ('§week4.<n / 4>', '§week16.<n / 16>', n >> 2 and n >> 4).
-- services/catalogue/search-text.ts (weekTerms) asks for a slice of weeks with the fewest of these
-- terms: a text's scan of a slice checks each of its matches against every term of the slice, so
-- 14 weeks asked as 5 terms cost about half the index work of 14 (1,000,000 products: "patrol" in
-- weeks 13-26, 10.3-11.1 → 6.5-8.2 ms; "toyota" in weeks 53-104, 45-55 → 18-24 ms).
CREATE OR REPLACE FUNCTION badal_listing_week(listed timestamptz) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY['§week' || w, '§week4.' || (w >> 2), '§week16.' || (w >> 4)])
  FROM (SELECT floor(extract(epoch FROM listed) / 604800)::bigint AS w) AS listing
$$;--> statement-breakpoint
-- The function's terms changed: the index over it is built again (16 s at 1,000,000 products; the
-- index grows by about 1 %), and its statistics read again for the planner.
REINDEX INDEX "products_listed_search_idx";--> statement-breakpoint
ANALYZE products;
