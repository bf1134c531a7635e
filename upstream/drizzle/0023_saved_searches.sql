CREATE TABLE "saved_search_keys" (
	"key" text NOT NULL,
	"saved_search_id" integer NOT NULL,
	CONSTRAINT "saved_search_keys_key_saved_search_id_pk" PRIMARY KEY("key","saved_search_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"category_id" integer,
	"text_query" "tsquery",
	"min_price" numeric(12, 3),
	"max_price" numeric(12, 3),
	"is_new" boolean,
	"sell_types" text[],
	"on_sale" boolean DEFAULT false NOT NULL,
	"attribute_match" jsonb,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_name_check" CHECK (char_length("saved_searches"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD CONSTRAINT "saved_search_keys_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_keys_search_idx" ON "saved_search_keys" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_pending_idx" ON "saved_searches" USING btree ("last_alert_at") WHERE "saved_searches"."pending_count" > 0;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('favorite', 'follow', 'message', 'products', 'request', 'welcome', 'moderation', 'saved_search', 'price_drop'));