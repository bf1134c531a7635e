-- Trust & safety (issue #31): a product's moderation state beside its status (only published and
-- visible products are listed to others, so the catalogue's partial indexes carry both conditions);
-- reports, the operators' audit log (append-only: a trigger refuses changes) and suspensions.
CREATE TABLE "moderation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"subject_id" integer,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('hide_ad', 'restore_ad', 'dismiss', 'warn', 'suspend', 'ban', 'reinstate'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"subject_id" integer,
	"reason" text NOT NULL,
	"details" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('ad', 'user', 'message', 'request')),
	CONSTRAINT "reports_state_check" CHECK ("reports"."state" in ('open', 'actioned', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
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
ALTER TABLE "users" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_subject_idx" ON "moderation_actions" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_per_reporter_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."state" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "products_published_newest_idx" ON "products" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible';--> statement-breakpoint
CREATE INDEX "products_published_top_category_newest_idx" ON "products" USING btree ("top_category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible';--> statement-breakpoint
CREATE INDEX "products_published_category_newest_idx" ON "products" USING btree ("category_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible';--> statement-breakpoint
CREATE INDEX "products_published_boosted_idx" ON "products" USING btree ("featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_top_category_boosted_idx" ON "products" USING btree ("top_category_id","featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_category_boosted_idx" ON "products" USING btree ("category_id","featured_since" DESC NULLS FIRST,"id" DESC NULLS FIRST,"featured_until") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "products_published_sale_idx" ON "products" USING btree ("sale_ends_at") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible' and "products"."sale_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "products_published_sell_type_price_idx" ON "products" USING btree ("sell_type","price") WHERE "products"."status" = 'published' and "products"."moderation_state" = 'visible';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moderation_state_check" CHECK ("products"."moderation_state" in ('visible', 'held', 'hidden'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('favorite', 'follow', 'message', 'products', 'request', 'welcome', 'moderation'));--> statement-breakpoint
CREATE FUNCTION badal_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the moderation audit log is never changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER moderation_actions_append_only BEFORE UPDATE OR DELETE ON "moderation_actions" FOR EACH ROW EXECUTE FUNCTION badal_audit_log_append_only();
