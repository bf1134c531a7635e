CREATE TABLE "request_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"by" text,
	"price_fils" bigint,
	"cash_fils" bigint,
	"sender_product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_steps_kind_check" CHECK ("request_steps"."kind" in ('offer', 'counter', 'accept', 'reject', 'expire')),
	CONSTRAINT "request_steps_by_check" CHECK ("request_steps"."by" is null or "request_steps"."by" in ('sender', 'receiver'))
);
--> statement-breakpoint
DROP INDEX "requests_pending_key";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_floor_fils" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "request_step_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "price_fils" bigint;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "cash_fils" bigint;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "turn" text DEFAULT 'receiver' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "sender_offers" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "receiver_offers" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_steps" ADD CONSTRAINT "request_steps_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_steps" ADD CONSTRAINT "request_steps_sender_product_id_products_id_fk" FOREIGN KEY ("sender_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_steps_request_idx" ON "request_steps" USING btree ("request_id","id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_request_step_id_request_steps_id_fk" FOREIGN KEY ("request_step_id") REFERENCES "public"."request_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Requests waiting when offers arrived (issue #32): each gets its opening step and 48 hours from now.
-- Of two waiting requests of one sender for one product (barters offering different products),
-- only the newest stays open: the others end as expired, as one open negotiation per pair and product wants.
UPDATE "requests" SET "expires_at" = now() + interval '48 hours' WHERE "status" = 1;--> statement-breakpoint
UPDATE "requests" r SET "expires_at" = now(), "expired_at" = now() WHERE r."status" = 1 AND EXISTS (SELECT 1 FROM "requests" o WHERE o."status" = 1 AND o."sender_id" = r."sender_id" AND o."receiver_product_id" = r."receiver_product_id" AND o."id" > r."id");--> statement-breakpoint
INSERT INTO "request_steps" ("request_id", "kind", "by", "price_fils", "cash_fils", "sender_product_id", "created_at") SELECT "id", 'offer', 'sender', "price_fils", "cash_fils", "sender_product_id", "created_at" FROM "requests";--> statement-breakpoint
INSERT INTO "settings" ("key", "value") VALUES ('offerExpiryHours', '48'), ('offerReminderHours', '6'), ('offerRoundsEach', '3') ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_open_key" ON "requests" USING btree ("sender_id","receiver_product_id") WHERE "requests"."status" = 1 and "requests"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "requests_open_expiry_idx" ON "requests" USING btree ("expires_at") WHERE "requests"."status" = 1 and "requests"."expired_at" is null;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_turn_check" CHECK ("requests"."turn" in ('sender', 'receiver'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_money_check" CHECK (("requests"."type" = 'sale' and "requests"."cash_fils" is null and ("requests"."price_fils" is null or "requests"."price_fils" > 0)) or ("requests"."type" = 'bartering' and "requests"."price_fils" is null));