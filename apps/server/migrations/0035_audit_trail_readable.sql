-- The audit trail, readable (issue 25 part 3): which vehicles each change concerns, the API
-- token that made it, the shop's list newest first, and its members' security events.
CREATE TABLE "audit_log_vehicles" (
	"shop_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"audit_id" bigint NOT NULL,
	CONSTRAINT "audit_log_vehicles_pk" PRIMARY KEY("shop_id","audit_id","vehicle_id")
);
--> statement-breakpoint
CREATE INDEX "audit_log_vehicles_vehicle_idx" ON "audit_log_vehicles" USING btree ("shop_id","vehicle_id","audit_id");--> statement-breakpoint
ALTER TABLE "audit_log_vehicles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log_vehicles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "audit_log_vehicles_shop_isolation" ON "audit_log_vehicles" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "token_name" text DEFAULT nullif(current_setting('fleetdesk.token_name', true), '');--> statement-breakpoint
CREATE INDEX "audit_log_shop_time_idx" ON "audit_log" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_user_security_idx" ON "audit_log" USING btree ("entity_id","created_at") WHERE "shop_id" IS NULL AND "entity" = 'user';--> statement-breakpoint
CREATE POLICY "audit_log_member_security_read" ON "audit_log" AS PERMISSIVE FOR SELECT TO public USING ("shop_id" IS NULL AND "entity" = 'user' AND coalesce("after"->>'shop_id', current_setting('fleetdesk.shop_id', true)) = current_setting('fleetdesk.shop_id', true) AND exists (select 1 from "memberships" "m" where "m"."shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer and "m"."user_id"::text = "entity_id"));--> statement-breakpoint
-- The changes written before this migration: each record's vehicle where the record still says it.
INSERT INTO "audit_log_vehicles" ("shop_id", "vehicle_id", "audit_id")
SELECT "a"."shop_id", "r"."vehicle_id", "a"."id"
FROM "audit_log" "a"
JOIN (
	SELECT 'vehicle' AS "entity", "id", "shop_id", "id" AS "vehicle_id" FROM "vehicles"
	UNION ALL SELECT 'registration', "id", "shop_id", "vehicle_id" FROM "registrations"
	UNION ALL SELECT 'insurance_policy', "id", "shop_id", "vehicle_id" FROM "insurance_policies"
	UNION ALL SELECT 'mileage_log', "id", "shop_id", "vehicle_id" FROM "mileage_logs"
	UNION ALL SELECT 'service_record', "id", "shop_id", "vehicle_id" FROM "service_records"
	UNION ALL SELECT 'document', "id", "shop_id", "vehicle_id" FROM "documents"
	UNION ALL SELECT 'financing', "financing_id", "shop_id", "vehicle_id" FROM "financing_vehicles"
) "r" ON "r"."entity" = "a"."entity" AND "r"."id"::text = "a"."entity_id" AND "r"."shop_id" = "a"."shop_id"
ON CONFLICT DO NOTHING;
