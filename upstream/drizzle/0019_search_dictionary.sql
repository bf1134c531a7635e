CREATE TABLE "search_concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"category_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_concepts_kind_check" CHECK ("search_concepts"."kind" in ('brand', 'model', 'word'))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"concept_id" integer NOT NULL,
	"term" text NOT NULL,
	"normalized" text GENERATED ALWAYS AS (badal_search_normalize("term")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_concepts" ADD CONSTRAINT "search_concepts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_concepts" ADD CONSTRAINT "search_concepts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_concept_id_search_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."search_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_concept_normalized_key" ON "search_terms" USING btree ("concept_id","normalized");--> statement-breakpoint
CREATE INDEX "search_terms_normalized_idx" ON "search_terms" USING btree ("normalized");--> statement-breakpoint
CREATE INDEX "search_terms_normalized_trgm_idx" ON "search_terms" USING gin ("normalized" gin_trgm_ops);