-- Issue 36 §4: the shop's identity on the documents it hands over (legal name, address, phone,
-- e-mail, logo); one row per shop, walled by row-level security like every tenant table.
CREATE TABLE "shop_identities" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"logo_storage_key" text,
	"logo_content_type" text,
	"logo_file_size" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_identities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Hand-written (drizzle-kit emits ENABLE only): the owner is walled too, as in 0003, 0040 and 0041.
ALTER TABLE "shop_identities" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shop_identities" ADD CONSTRAINT "shop_identities_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "shop_identities_shop_isolation" ON "shop_identities" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);