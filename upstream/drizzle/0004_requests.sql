CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"receiver_product_id" integer NOT NULL,
	"sender_product_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_type_check" CHECK ("requests"."type" in ('bartering', 'sale')),
	CONSTRAINT "requests_status_check" CHECK ("requests"."status" between 1 and 3),
	CONSTRAINT "requests_not_self_check" CHECK ("requests"."sender_id" <> "requests"."receiver_id"),
	CONSTRAINT "requests_offer_check" CHECK (("requests"."type" = 'bartering' and "requests"."sender_product_id" is not null and "requests"."sender_product_id" <> "requests"."receiver_product_id") or ("requests"."type" = 'sale' and "requests"."sender_product_id" is null))
);
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_receiver_product_id_products_id_fk" FOREIGN KEY ("receiver_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_sender_product_id_products_id_fk" FOREIGN KEY ("sender_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_sender_idx" ON "requests" USING btree ("sender_id","updated_at");--> statement-breakpoint
CREATE INDEX "requests_receiver_idx" ON "requests" USING btree ("receiver_id","updated_at");--> statement-breakpoint
CREATE INDEX "requests_receiver_product_idx" ON "requests" USING btree ("receiver_product_id","status");--> statement-breakpoint
CREATE INDEX "requests_sender_product_idx" ON "requests" USING btree ("sender_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_pending_key" ON "requests" USING btree ("sender_id","receiver_product_id",coalesce("sender_product_id", 0)) WHERE "requests"."status" = 1;