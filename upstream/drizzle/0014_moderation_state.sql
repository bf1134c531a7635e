-- Trust & safety (issue #31): a product's moderation state beside its status. Only published and
-- visible products are listed to others, so the catalogue's partial indexes now carry both conditions.
DROP INDEX "products_published_newest_idx";--> statement-breakpoint
DROP INDEX "products_published_top_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_published_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_published_boosted_idx";--> statement-breakpoint
DROP INDEX "products_published_top_category_boosted_idx";--> statement-breakpoint
DROP INDEX "products_published_category_boosted_idx";--> statement-breakpoint
DROP INDEX "products_published_sale_idx";--> statement-breakpoint
DROP INDEX "products_published_sell_type_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_state" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_published_newest_idx" ON "products" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible';--> statement-breakpoint
CREATE INDEX "products_published_top_category_newest_idx" ON "products" USING btree ("top_category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible';--> statement-breakpoint
CREATE INDEX "products_published_category_newest_idx" ON "products" USING btree ("category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible';--> statement-breakpoint
CREATE INDEX "products_published_boosted_idx" ON "products" USING btree ("featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_top_category_boosted_idx" ON "products" USING btree ("top_category_id","featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_category_boosted_idx" ON "products" USING btree ("category_id","featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_sale_idx" ON "products" USING btree ("sale_ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."sale_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "products_published_sell_type_price_idx" ON "products" USING btree ("sell_type","price") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moderation_state_check" CHECK ("products"."moderation_state" in ('visible', 'held', 'hidden'));