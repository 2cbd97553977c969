CREATE TABLE "vehicle_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"driver_id" integer,
	"driver_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_assignments_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "loaner_citations" ADD COLUMN "assignment_id" integer;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_assignments_vehicle_idx" ON "vehicle_assignments" USING btree ("shop_id","vehicle_id","starts_at");--> statement-breakpoint
CREATE INDEX "vehicle_assignments_driver_idx" ON "vehicle_assignments" USING btree ("shop_id","driver_id");--> statement-breakpoint
ALTER TABLE "loaner_citations" ADD CONSTRAINT "loaner_citations_shop_assignment_id_fk" FOREIGN KEY ("shop_id","assignment_id") REFERENCES "public"."vehicle_assignments"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_expires_idx" ON "documents" USING btree ("shop_id","expires_on") WHERE expires_on is not null;--> statement-breakpoint
CREATE INDEX "loaner_citations_assignment_idx" ON "loaner_citations" USING btree ("shop_id","assignment_id");--> statement-breakpoint
CREATE POLICY "vehicle_assignments_shop_isolation" ON "vehicle_assignments" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
-- hand-written:
-- One driver at a time per vehicle, held by the database as the loan agreements' periods are
-- (migration 0022): two requests racing for the same period cannot both win. An open assignment
-- (ends_at null) runs to infinity. btree_gist lets the integer columns join the range's index.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_no_overlap" EXCLUDE USING gist ("shop_id" WITH =, "vehicle_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);--> statement-breakpoint
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_period_check" CHECK ("ends_at" IS NULL OR "ends_at" > "starts_at");--> statement-breakpoint
-- The driver is a member of the same shop; when the membership goes only driver_id is cleared
-- (the kept driver_name still says who drove), which drizzle-kit cannot declare.
ALTER TABLE "vehicle_assignments" ADD CONSTRAINT "vehicle_assignments_shop_driver_fk" FOREIGN KEY ("shop_id","driver_id") REFERENCES "public"."memberships"("shop_id","user_id") ON DELETE SET NULL ("driver_id");
