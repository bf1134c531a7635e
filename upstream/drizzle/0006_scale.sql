-- Search at the size of a real marketplace (100,000 products): the catalogue's orders as partial
-- indexes over published products, newest first with the id as tie-break. A page is read in index
-- order, so a deep page skips index entries instead of sorting joined rows, and a count of the
-- catalogue is an index-only scan. They replace the three plain (created_at) indexes, whose every
-- use filters published products too; one more serves the sell type with a price range.
-- Numbered 0006: 0004 and 0005 are other changes' migrations.
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_top_category_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_published_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_top_category_newest_idx" ON "products" USING btree ("top_category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_sell_type_price_idx" ON "products" USING btree ("sell_type","price") WHERE "products"."status" = 'published';