ALTER TABLE "products" DROP CONSTRAINT "products_price_check";--> statement-breakpoint
DROP INDEX "products_published_newest_idx";--> statement-breakpoint
DROP INDEX "products_published_top_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_published_category_newest_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_percent" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "products" SET "listed_at" = "created_at";--> statement-breakpoint
UPDATE "products" SET "featured_since" = "created_at", "featured_until" = now() + interval '14 days' WHERE "is_featured";--> statement-breakpoint
CREATE INDEX "products_published_featured_idx" ON "products" USING btree ("featured_until") WHERE "products"."status" = 'published' and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_sale_idx" ON "products" USING btree ("sale_ends_at") WHERE "products"."status" = 'published' and "products"."sale_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "products_published_newest_idx" ON "products" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_top_category_newest_idx" ON "products" USING btree ("top_category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_category_newest_idx" ON "products" USING btree ("category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published';--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "second_price";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_featured";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_check" CHECK ("products"."sale_percent" between 1 and 100 and "products"."sale_ends_at" > "products"."sale_starts_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0);