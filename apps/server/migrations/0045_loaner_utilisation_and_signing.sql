-- Issue 36 §3. The utilisation report reads the agreements checked out in a period
-- (loan_agreements_checked_out_idx). Signing before the customer arrives: a single-use link per
-- agreement (only its token's SHA-256 kept), walled by shop (FORCE below, as every tenant table)
-- and reaching its agreement through the composite (shop_id, id) key.
CREATE TABLE "loan_agreement_signing_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"signature" text,
	"signed_name" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_agreement_signing_links_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "loan_agreement_signing_links_token_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "loan_agreement_signing_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_signing_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "signed_remotely_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_agreement_signing_links" ADD CONSTRAINT "loan_agreement_signing_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_signing_links" ADD CONSTRAINT "loan_agreement_signing_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_signing_links" ADD CONSTRAINT "loan_agreement_signing_links_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_agreement_signing_links_agreement_idx" ON "loan_agreement_signing_links" USING btree ("shop_id","agreement_id");--> statement-breakpoint
CREATE INDEX "loan_agreements_checked_out_idx" ON "loan_agreements" USING btree ("shop_id","checked_out_at");--> statement-breakpoint
CREATE POLICY "loan_agreement_signing_links_shop_isolation" ON "loan_agreement_signing_links" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);