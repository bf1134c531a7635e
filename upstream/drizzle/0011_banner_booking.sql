ALTER TABLE "banners" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "days" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "price_fils" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_user_idx" ON "banners" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "banners_one_unpaid_key" ON "banners" USING btree ("user_id") WHERE "banners"."status" = 'unpaid';--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_status_check" CHECK ("banners"."status" in ('unpaid', 'review', 'published', 'rejected'));