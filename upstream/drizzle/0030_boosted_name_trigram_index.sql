-- The names of ads ever boosted, as trigrams (decision 031): a name filter's boosted part in the
-- default order (services/catalogue/search.ts newestPage) finds its few boosted matches here. It
-- ANDed the name's trigram matches with every boosted ad, read from the boosted index by
-- featured_until: "samsung" at 1,000,000 products, 21,322 names and 80,104 boosted ads, 89 ms; here
-- 1,806 entries, 4 ms. 10 MB, built in 2 s at that size.
CREATE INDEX "products_published_boosted_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null and "products"."featured_until" is not null;