CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "coupon_uses_state_check" CHECK ("coupon_uses"."state" in ('reserved', 'used', 'released'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer,
	"submitted_at" timestamp with time zone,
	"provider_refund_id" text,
	"provider_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('pending', 'done', 'refused')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_sale_check";--> statement-breakpoint
ALTER TABLE "company_subscriptions" ALTER COLUMN "meeting_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ALTER COLUMN "meeting_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
UPDATE "company_subscriptions" SET "held_until" = "created_at" + interval '30 minutes' WHERE "status" = 'unpaid';--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "reserved_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "payable_key" text;--> statement-breakpoint
-- Lines paid before this migration each name themselves: none of them is open.
UPDATE "order_items" SET "payable_key" = 'order-item:' || "id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "payable_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "open_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_customer_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_provider_idx" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "order_items_payable_idx" ON "order_items" USING btree ("payable_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_open_key" ON "order_items" USING btree ("open_key");--> statement-breakpoint
-- A sale of 100 % is a giveaway, not a sale: such sales end now.
UPDATE "products" SET "sale_percent" = NULL, "sale_starts_at" = NULL, "sale_ends_at" = NULL WHERE "sale_percent" >= 100;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_check" CHECK ("products"."sale_percent" between 1 and 99 and "products"."sale_ends_at" > "products"."sale_starts_at");--> statement-breakpoint
-- A coupon already used past its limit (the defect this migration ends) is simply used up.
UPDATE "coupons" SET "max_uses" = "used_count" WHERE "used_count" > "max_uses";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reserved_check" CHECK ("coupons"."reserved_count" >= 0 and "coupons"."used_count" + "coupons"."reserved_count" <= "coupons"."max_uses");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer_check" CHECK ("coupons"."max_uses_per_customer" is null or "coupons"."max_uses_per_customer" >= 1);