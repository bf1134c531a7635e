CREATE TABLE "company_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"contact_email" text NOT NULL,
	"contact_full_name" text NOT NULL,
	"contact_user_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_address" text NOT NULL,
	"contact_latitude" double precision NOT NULL,
	"contact_longitude" double precision NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text NOT NULL,
	"company_latitude" double precision NOT NULL,
	"company_longitude" double precision NOT NULL,
	"category_id" integer NOT NULL,
	"instagram_link" text,
	"facebook_link" text,
	"website_link" text,
	"company_size" text NOT NULL,
	"meeting_start" timestamp with time zone NOT NULL,
	"meeting_end" timestamp with time zone NOT NULL,
	"price_fils" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"active_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_subscriptions_status_check" CHECK ("company_subscriptions"."status" in ('unpaid', 'active')),
	CONSTRAINT "company_subscriptions_meeting_check" CHECK ("company_subscriptions"."meeting_end" > "company_subscriptions"."meeting_start")
);
--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_subscriptions_user_idx" ON "company_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_subscriptions_one_unpaid_key" ON "company_subscriptions" USING btree ("user_id") WHERE "company_subscriptions"."status" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "company_subscriptions_meeting_key" ON "company_subscriptions" USING btree ("meeting_start");