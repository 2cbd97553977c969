-- Links per vehicle type kept by statement triggers: the dashboard reads one row per type.
CREATE TABLE "vehicle_type_counts" (
	"shop_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"vehicles" integer NOT NULL,
	CONSTRAINT "vehicle_type_counts_pk" PRIMARY KEY("shop_id","vehicle_type_id")
);
--> statement-breakpoint
ALTER TABLE "vehicle_type_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicle_type_counts" ADD CONSTRAINT "vehicle_type_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_type_counts" ADD CONSTRAINT "vehicle_type_counts_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "vehicle_type_counts_shop_isolation" ON "vehicle_type_counts" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "vehicle_type_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Kept per statement from the changed links, as vehicle_counts (migration 0007). A delete only
-- lowers rows that exist: a shop's deletion may have removed its counts first.
CREATE FUNCTION fleetdesk_vehicle_type_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO vehicle_type_counts AS c (shop_id, vehicle_type_id, vehicles)
    SELECT shop_id, vehicle_type_id, count(*) FROM new_rows GROUP BY shop_id, vehicle_type_id
    ON CONFLICT (shop_id, vehicle_type_id) DO UPDATE SET vehicles = c.vehicles + excluded.vehicles;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE vehicle_type_counts c SET vehicles = c.vehicles - d.n
      FROM (SELECT shop_id, vehicle_type_id, count(*) AS n FROM old_rows GROUP BY shop_id, vehicle_type_id) d
     WHERE c.shop_id = d.shop_id AND c.vehicle_type_id = d.vehicle_type_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_vehicle_types_counts_insert" AFTER INSERT ON "vehicle_vehicle_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_type_counts();
--> statement-breakpoint
CREATE TRIGGER "vehicle_vehicle_types_counts_update" AFTER UPDATE ON "vehicle_vehicle_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_type_counts();
--> statement-breakpoint
CREATE TRIGGER "vehicle_vehicle_types_counts_delete" AFTER DELETE ON "vehicle_vehicle_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_type_counts();
--> statement-breakpoint
-- Existing links: the migration runs with the owner's rights before the policies bind it.
ALTER TABLE "vehicle_type_counts" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_vehicle_types" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO vehicle_type_counts (shop_id, vehicle_type_id, vehicles)
SELECT shop_id, vehicle_type_id, count(*) FROM vehicle_vehicle_types GROUP BY shop_id, vehicle_type_id;
--> statement-breakpoint
ALTER TABLE "vehicle_vehicle_types" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_type_counts" FORCE ROW LEVEL SECURITY;
