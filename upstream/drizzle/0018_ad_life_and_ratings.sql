CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"rated_id" integer NOT NULL,
	"rated_as" text NOT NULL,
	"stars" smallint NOT NULL,
	"text" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" between 1 and 5),
	CONSTRAINT "ratings_rated_as_check" CHECK ("ratings"."rated_as" in ('seller', 'buyer')),
	CONSTRAINT "ratings_not_self_check" CHECK ("ratings"."rater_id" <> "ratings"."rated_id")
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_status_check";--> statement-breakpoint
DROP INDEX "products_published_newest_idx";--> statement-breakpoint
DROP INDEX "products_published_top_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_published_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_published_boosted_idx";--> statement-breakpoint
DROP INDEX "products_published_top_category_boosted_idx";--> statement-breakpoint
DROP INDEX "products_published_category_boosted_idx";--> statement-breakpoint
DROP INDEX "products_published_sale_idx";--> statement-breakpoint
DROP INDEX "products_published_sell_type_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deal_state" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deal_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deal_request_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ends_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ending_notice_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ended_notice_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_id_users_id_fk" FOREIGN KEY ("rated_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_request_rater_key" ON "ratings" USING btree ("request_id","rater_id");--> statement-breakpoint
CREATE INDEX "ratings_rated_idx" ON "ratings" USING btree ("rated_id","rated_as","created_at");--> statement-breakpoint
CREATE INDEX "products_ends_at_idx" ON "products" USING btree ("ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null;--> statement-breakpoint
CREATE INDEX "products_published_newest_idx" ON "products" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until","ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null;--> statement-breakpoint
CREATE INDEX "products_published_top_category_newest_idx" ON "products" USING btree ("top_category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until","ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null;--> statement-breakpoint
CREATE INDEX "products_published_category_newest_idx" ON "products" USING btree ("category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until","ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null;--> statement-breakpoint
CREATE INDEX "products_published_boosted_idx" ON "products" USING btree ("featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until","ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_top_category_boosted_idx" ON "products" USING btree ("top_category_id","featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until","ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_category_boosted_idx" ON "products" USING btree ("category_id","featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until","ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_sale_idx" ON "products" USING btree ("sale_ends_at","ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null and "products"."sale_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "products_published_sell_type_price_idx" ON "products" USING btree ("sell_type","price","ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."deal_state" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deal_state_check" CHECK ("products"."deal_state" in ('sold', 'exchanged'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('ad', 'user', 'message', 'request', 'review'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_status_check" CHECK ("requests"."status" between 1 and 4);