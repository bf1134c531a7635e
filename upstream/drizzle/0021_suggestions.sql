CREATE TABLE "popular_searches" (
	"normalized" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"count" integer NOT NULL,
	"last_searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_options" ADD COLUMN "search_label_en" text GENERATED ALWAYS AS (badal_search_normalize("label_en")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD COLUMN "search_label_ar" text GENERATED ALWAYS AS (badal_search_normalize("label_ar")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_name_en" text GENERATED ALWAYS AS (badal_search_normalize("name_en")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_name_ar" text GENERATED ALWAYS AS (badal_search_normalize("name_ar")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "popular_searches_prefix_idx" ON "popular_searches" USING btree ("normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "popular_searches_trgm_idx" ON "popular_searches" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "popular_searches_count_idx" ON "popular_searches" USING btree ("count" desc);