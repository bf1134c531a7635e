CREATE TABLE "ad_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cause" text NOT NULL,
	"word" text,
	"held_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "ad_holds_cause_check" CHECK ("ad_holds"."cause" in ('words', 'first_ad', 'resubmitted')),
	CONSTRAINT "ad_holds_decision_check" CHECK ("ad_holds"."decision" is null or "ad_holds"."decision" in ('approved', 'rejected')),
	CONSTRAINT "ad_holds_decided_check" CHECK (("ad_holds"."decision" is null) = ("ad_holds"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "product_fingerprints" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"picture_hash" text NOT NULL,
	CONSTRAINT "product_fingerprints_hash_check" CHECK ("product_fingerprints"."picture_hash" ~ '^[01]{64}$')
);
--> statement-breakpoint
CREATE TABLE "review_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_words_word_check" CHECK (length("review_words"."word") between 2 and 100)
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "ad_holds" ADD CONSTRAINT "ad_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_holds" ADD CONSTRAINT "ad_holds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fingerprints" ADD CONSTRAINT "product_fingerprints_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_words" ADD CONSTRAINT "review_words_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_holds_waiting_idx" ON "ad_holds" USING btree ("held_at") WHERE "ad_holds"."decision" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_holds_one_waiting_key" ON "ad_holds" USING btree ("product_id") WHERE "ad_holds"."decision" is null;--> statement-breakpoint
CREATE INDEX "ad_holds_product_idx" ON "ad_holds" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_words_word_key" ON "review_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
-- Posting limits and the categories whose first ad waits for review (issue #31 item 4): settings an operator changes; existing databases get them here too.
INSERT INTO "settings" ("key", "value") VALUES ('adsPerDay', '5'), ('adsPerDayMember', '20'), ('reviewFirstAdCategories', 'vehicles,real-estate') ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- A few words scams use, to start the operators' list with.
INSERT INTO "review_words" ("word") VALUES ('western union'), ('moneygram'), ('pay in advance'), ('deposit before viewing'), ('ويسترن يونيون'), ('دفعة مقدمة'), ('تحويل مقدم') ON CONFLICT DO NOTHING;
