-- Two walls between shops (docs/decisions/0005-row-level-security.md).
-- 1. Composite shop keys: a child row references its parent by (shop_id, id), so no row can
--    point at another shop's parent, even by a raw insert.
-- 2. Row-level security, forced (the owner is subject too): a tenant row is visible and writable
--    only when its shop_id equals the transaction's fleetdesk.shop_id setting. The setting is read
--    in place (a stable expression, usable in index scans) rather than through a function: it
--    plans about twice as fast, and every statement of every request is planned with it.
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_shop_id_id_uq" UNIQUE ("shop_id", "id");
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_shop_id_id_uq" UNIQUE ("shop_id", "id");
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_shop_id_id_uq" UNIQUE ("shop_id", "id");
--> statement-breakpoint
ALTER TABLE "master_policies" ADD CONSTRAINT "master_policies_shop_id_id_uq" UNIQUE ("shop_id", "id");
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_shop_id_id_uq" UNIQUE ("shop_id", "id");
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_shop_id_id_uq" UNIQUE ("shop_id", "id");
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_shop_id_id_uq" UNIQUE ("shop_id", "id");
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_shop_vehicle_id_fk" FOREIGN KEY ("shop_id", "vehicle_id") REFERENCES "public"."vehicles"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_registration_id_registrations_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_shop_registration_id_fk" FOREIGN KEY ("shop_id", "registration_id") REFERENCES "public"."registrations"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_insurance_policy_id_insurance_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_shop_insurance_policy_id_fk" FOREIGN KEY ("shop_id", "insurance_policy_id") REFERENCES "public"."insurance_policies"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP CONSTRAINT "insurance_policies_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_shop_vehicle_id_fk" FOREIGN KEY ("shop_id", "vehicle_id") REFERENCES "public"."vehicles"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "insurance_policies" DROP CONSTRAINT "insurance_policies_master_policy_id_master_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_shop_master_policy_id_fk" FOREIGN KEY ("shop_id", "master_policy_id") REFERENCES "public"."master_policies"("shop_id", "id") ON DELETE NO ACTION;
--> statement-breakpoint
ALTER TABLE "mileage_logs" DROP CONSTRAINT "mileage_logs_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "mileage_logs" ADD CONSTRAINT "mileage_logs_shop_vehicle_id_fk" FOREIGN KEY ("shop_id", "vehicle_id") REFERENCES "public"."vehicles"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_shop_vehicle_id_fk" FOREIGN KEY ("shop_id", "vehicle_id") REFERENCES "public"."vehicles"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "service_records" DROP CONSTRAINT "service_records_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_shop_vehicle_id_fk" FOREIGN KEY ("shop_id", "vehicle_id") REFERENCES "public"."vehicles"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "service_records" DROP CONSTRAINT "service_records_vendor_id_vendors_id_fk";
--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_shop_vendor_id_fk" FOREIGN KEY ("shop_id", "vendor_id") REFERENCES "public"."vendors"("shop_id", "id") ON DELETE NO ACTION;
--> statement-breakpoint
ALTER TABLE "membership_permissions" DROP CONSTRAINT "membership_permissions_membership_id_memberships_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_permissions" ADD CONSTRAINT "membership_permissions_shop_membership_id_fk" FOREIGN KEY ("shop_id", "membership_id") REFERENCES "public"."memberships"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "vehicle_vehicle_types" DROP CONSTRAINT "vehicle_vehicle_types_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_vehicle_types" ADD CONSTRAINT "vehicle_vehicle_types_shop_vehicle_id_fk" FOREIGN KEY ("shop_id", "vehicle_id") REFERENCES "public"."vehicles"("shop_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_shop_location_id_fk" FOREIGN KEY ("shop_id", "location_id") REFERENCES "public"."locations"("shop_id", "id") ON DELETE SET NULL ("location_id");
--> statement-breakpoint
ALTER TABLE "vehicles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "vehicles_shop_isolation" ON "vehicles" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "vehicle_vehicle_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_vehicle_types" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "vehicle_vehicle_types_shop_isolation" ON "vehicle_vehicle_types" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "registrations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "registrations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "registrations_shop_isolation" ON "registrations" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "mileage_logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "mileage_logs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "mileage_logs_shop_isolation" ON "mileage_logs" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "service_records" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "service_records" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "service_records_shop_isolation" ON "service_records" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "vendors" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vendors" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "vendors_shop_isolation" ON "vendors" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "documents_shop_isolation" ON "documents" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "insurance_policies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "insurance_policies_shop_isolation" ON "insurance_policies" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "master_policies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "master_policies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "master_policies_shop_isolation" ON "master_policies" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "setting_values" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "setting_values" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "setting_values_shop_isolation" ON "setting_values" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "locations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "locations_shop_isolation" ON "locations" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "vehicle_module_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_module_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "vehicle_module_settings_shop_isolation" ON "vehicle_module_settings" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "memberships" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "memberships_shop_isolation" ON "memberships" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "membership_permissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "membership_permissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "membership_permissions_shop_isolation" ON "membership_permissions" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
-- A signed-in user sees their own memberships in every shop (sign-in, the shop switcher).
CREATE POLICY "memberships_own" ON "memberships" FOR SELECT USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Audit rows are read only in their shop; events that belong to no shop (sign-in) may be written.
CREATE POLICY "audit_log_shop_read" ON "audit_log" FOR SELECT USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
CREATE POLICY "audit_log_insert" ON "audit_log" FOR INSERT WITH CHECK ("shop_id" IS NULL OR "shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
-- Search under row-level security. A policy's check runs before any condition of the query that
-- is not "leakproof", and pattern matching (ILIKE, trigram operators) is not: the trigram index on
-- vehicles can no longer serve a search, which became a scan of the shop's whole fleet (136 ms at
-- 100,000 vehicles). Text comparisons are leakproof, so every suffix of a vehicle's search text
-- is kept here, in lower case and byte order (collation "C", so the primary key serves a prefix
-- range), and a search is a prefix range on them (then the ILIKE on the few candidates).
CREATE TABLE "vehicle_search_suffixes" (
	"shop_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"suffix" text COLLATE "C" NOT NULL,
	CONSTRAINT "vehicle_search_suffixes_pk" PRIMARY KEY ("shop_id", "suffix", "vehicle_id"),
	CONSTRAINT "vehicle_search_suffixes_vehicle_fk" FOREIGN KEY ("shop_id", "vehicle_id") REFERENCES "public"."vehicles"("shop_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "vehicle_search_suffixes_vehicle_idx" ON "vehicle_search_suffixes" ("shop_id", "vehicle_id");
--> statement-breakpoint
ALTER TABLE "vehicle_search_suffixes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_search_suffixes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "vehicle_search_suffixes_shop_isolation" ON "vehicle_search_suffixes" USING ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);
--> statement-breakpoint
-- Suffixes of at most 64 characters: a longer search is narrowed by its first 64 and checked whole.
CREATE FUNCTION fleetdesk_vehicle_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM vehicle_search_suffixes WHERE shop_id = NEW.shop_id AND vehicle_id = NEW.id;
  INSERT INTO vehicle_search_suffixes (shop_id, vehicle_id, suffix)
  SELECT DISTINCT NEW.shop_id, NEW.id, left(substr(t.text, i), 64)
  FROM (SELECT lower(NEW.vin || ' ' || NEW.license_plate || ' ' || NEW.description) AS text) t,
       generate_series(1, length(t.text)) i
  WHERE substr(t.text, i, 1) <> ' ';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_search_suffixes" AFTER INSERT OR UPDATE OF "vin", "license_plate", "make", "model", "year" ON "vehicles" FOR EACH ROW EXECUTE FUNCTION fleetdesk_vehicle_search_suffixes();
--> statement-breakpoint
-- Existing vehicles: the migration runs with the owner's rights before the policies bind it.
ALTER TABLE "vehicle_search_suffixes" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO vehicle_search_suffixes (shop_id, vehicle_id, suffix)
SELECT DISTINCT v.shop_id, v.id, left(substr(t.text, i), 64)
FROM vehicles v
CROSS JOIN LATERAL (SELECT lower(v.vin || ' ' || v.license_plate || ' ' || v.description) AS text) t
CROSS JOIN LATERAL generate_series(1, length(t.text)) i
WHERE substr(t.text, i, 1) <> ' ';
--> statement-breakpoint
ALTER TABLE "vehicles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_search_suffixes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_search_trgm_idx";
