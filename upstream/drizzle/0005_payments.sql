CREATE SEQUENCE "public"."receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "membership_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "membership_service_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"product_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"fee_type_id" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price_fils" integer NOT NULL,
	"min_units" smallint NOT NULL,
	"max_units" smallint NOT NULL,
	"included_days" smallint NOT NULL,
	"min_percent" smallint,
	"max_percent" smallint,
	CONSTRAINT "membership_services_code_unique" UNIQUE("code"),
	CONSTRAINT "membership_services_unit_check" CHECK ("membership_services"."unit" in ('day', 'use')),
	CONSTRAINT "membership_services_units_check" CHECK ("membership_services"."min_units" >= 1 and "membership_services"."max_units" >= "membership_services"."min_units")
);
--> statement-breakpoint
CREATE TABLE "membership_type_services" (
	"type_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"monthly_quota" smallint NOT NULL,
	CONSTRAINT "membership_type_services_type_id_service_id_pk" PRIMARY KEY("type_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"period" text NOT NULL,
	"months" smallint NOT NULL,
	"price_fils" integer NOT NULL,
	CONSTRAINT "membership_types_period_check" CHECK ("membership_types"."period" in ('monthly', 'yearly')),
	CONSTRAINT "membership_types_price_check" CHECK ("membership_types"."price_fils" > 0 and "membership_types"."months" > 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_period_check" CHECK ("memberships"."ends_at" > "memberships"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "service_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer,
	"service_id" integer NOT NULL,
	"days" smallint NOT NULL,
	"percentage" smallint,
	"order_item_id" integer NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_purchases_order_item_id_unique" UNIQUE("order_item_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"fee_type_id" smallint NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_amount_check" CHECK ("cart_items"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cart_item_id" integer,
	"kind" text NOT NULL,
	"fee_type_id" smallint NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"data" jsonb NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'KWD' NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"payment_method_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"invoice_id" text,
	"payment_url" text,
	"payment_id" text,
	"payment_method" text,
	"receipt_number" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_fils" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"event" text NOT NULL,
	"invoice_id" text,
	"payment_id" text,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
ALTER TABLE "membership_service_uses" ADD CONSTRAINT "membership_service_uses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_service_uses" ADD CONSTRAINT "membership_service_uses_service_id_membership_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."membership_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_service_uses" ADD CONSTRAINT "membership_service_uses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_services" ADD CONSTRAINT "membership_type_services_type_id_membership_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_services" ADD CONSTRAINT "membership_type_services_service_id_membership_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."membership_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_type_id_membership_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_purchases" ADD CONSTRAINT "service_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_purchases" ADD CONSTRAINT "service_purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_purchases" ADD CONSTRAINT "service_purchases_service_id_membership_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."membership_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_purchases" ADD CONSTRAINT "service_purchases_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_service_uses_idx" ON "membership_service_uses" USING btree ("membership_id","service_id","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_types_plan_period_key" ON "membership_types" USING btree ("plan_id","period");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "service_purchases_product_idx" ON "service_purchases" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_invoice_idx" ON "orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_user_idx" ON "payment_sessions" USING btree ("user_id");