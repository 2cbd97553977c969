-- Issue 36: changing the loaner mid-rental (swap). The cars an agreement lent before its current
-- one, each closed at the swap with its odometer and fuel in; the current car stays on the
-- agreement's own columns, so nothing is backfilled. Walled by shop (FORCE below, as every tenant
-- table) and reaching its agreement and vehicle through composite (shop_id, id) keys.
CREATE TABLE "loan_agreement_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"checked_out_at" timestamp with time zone NOT NULL,
	"odometer_out" integer NOT NULL,
	"fuel_out" integer NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"odometer_in" integer NOT NULL,
	"fuel_in" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_agreement_segments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_segments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_segments" ADD CONSTRAINT "loan_agreement_segments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_segments" ADD CONSTRAINT "loan_agreement_segments_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_segments" ADD CONSTRAINT "loan_agreement_segments_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_agreement_segments_agreement_idx" ON "loan_agreement_segments" USING btree ("shop_id","agreement_id");--> statement-breakpoint
CREATE INDEX "loan_agreement_segments_vehicle_idx" ON "loan_agreement_segments" USING btree ("shop_id","vehicle_id");--> statement-breakpoint
CREATE POLICY "loan_agreement_segments_shop_isolation" ON "loan_agreement_segments" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);