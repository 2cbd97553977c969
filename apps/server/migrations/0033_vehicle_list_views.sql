CREATE TABLE "vehicle_list_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"ordering" text NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_list_views_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "vehicle_list_views_member_name_uq" UNIQUE("shop_id","user_id","name")
);
--> statement-breakpoint
ALTER TABLE "vehicle_list_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicle_list_views" ADD CONSTRAINT "vehicle_list_views_membership_fk" FOREIGN KEY ("shop_id","user_id") REFERENCES "public"."memberships"("shop_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_list_views_member_idx" ON "vehicle_list_views" USING btree ("shop_id","user_id","id");--> statement-breakpoint
CREATE POLICY "vehicle_list_views_shop_isolation" ON "vehicle_list_views" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "vehicle_list_views_own_select" ON "vehicle_list_views" AS RESTRICTIVE FOR SELECT TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "vehicle_list_views_own_update" ON "vehicle_list_views" AS RESTRICTIVE FOR UPDATE TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "vehicle_list_views_own_delete" ON "vehicle_list_views" AS RESTRICTIVE FOR DELETE TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
ALTER TABLE "vehicle_list_views" FORCE ROW LEVEL SECURITY;
