CREATE TABLE "vehicle_list_counts" (
	"shop_id" integer NOT NULL,
	"is_archived" boolean NOT NULL,
	"location_id" integer NOT NULL,
	"type_ids" integer[] NOT NULL,
	"vehicles" integer NOT NULL,
	CONSTRAINT "vehicle_list_counts_pk" PRIMARY KEY("shop_id","is_archived","location_id","type_ids")
);
--> statement-breakpoint
ALTER TABLE "vehicle_list_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_list_counts" ADD CONSTRAINT "vehicle_list_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "vehicle_list_counts_shop_isolation" ON "vehicle_list_counts" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "vehicle_list_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Existing vehicles and links: the migration runs with the owner's rights before the policies
-- bind it; the triggers come after, so the backfill is counted once.
ALTER TABLE "vehicle_list_counts" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_vehicle_types" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE vehicles v SET type_ids = t.ids
  FROM (SELECT shop_id, vehicle_id, array_agg(vehicle_type_id ORDER BY vehicle_type_id) AS ids
          FROM vehicle_vehicle_types GROUP BY shop_id, vehicle_id) t
 WHERE v.shop_id = t.shop_id AND v.id = t.vehicle_id;
--> statement-breakpoint
INSERT INTO vehicle_list_counts (shop_id, is_archived, location_id, type_ids, vehicles)
SELECT shop_id, is_archived, coalesce(location_id, 0), type_ids, count(*) FROM vehicles
 GROUP BY shop_id, is_archived, coalesce(location_id, 0), type_ids;
--> statement-breakpoint
ALTER TABLE "vehicle_vehicle_types" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_list_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A vehicle's sorted type ids, rewritten for the vehicles whose links a statement changed (only
-- where they differ); the update moves the vehicle between vehicle_list_counts rows below.
CREATE FUNCTION fleetdesk_refresh_type_ids(shop_ids integer[], vehicle_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE vehicles v SET type_ids = t.ids
    FROM (SELECT c.shop_id, c.vehicle_id,
                 coalesce((SELECT array_agg(l.vehicle_type_id ORDER BY l.vehicle_type_id)
                             FROM vehicle_vehicle_types l
                            WHERE l.shop_id = c.shop_id AND l.vehicle_id = c.vehicle_id), '{}') AS ids
            FROM (SELECT DISTINCT * FROM unnest(shop_ids, vehicle_ids) AS u(shop_id, vehicle_id)) c) t
   WHERE v.shop_id = t.shop_id AND v.id = t.vehicle_id AND v.type_ids IS DISTINCT FROM t.ids;
$$;
--> statement-breakpoint
CREATE FUNCTION fleetdesk_vehicle_type_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer[];
  v integer[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(shop_id), array_agg(vehicle_id) INTO s, v FROM new_rows;
    PERFORM fleetdesk_refresh_type_ids(s, v);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT array_agg(shop_id), array_agg(vehicle_id) INTO s, v FROM old_rows;
    PERFORM fleetdesk_refresh_type_ids(s, v);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_vehicle_types_ids_insert" AFTER INSERT ON "vehicle_vehicle_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_type_ids();
--> statement-breakpoint
CREATE TRIGGER "vehicle_vehicle_types_ids_update" AFTER UPDATE ON "vehicle_vehicle_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_type_ids();
--> statement-breakpoint
CREATE TRIGGER "vehicle_vehicle_types_ids_delete" AFTER DELETE ON "vehicle_vehicle_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_type_ids();
--> statement-breakpoint
-- Kept per statement from the changed vehicles, as vehicle_counts (migration 0007); an update
-- that moves no vehicle between rows writes nothing. A delete only lowers rows that exist.
CREATE FUNCTION fleetdesk_vehicle_list_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vehicle_list_counts AS c (shop_id, is_archived, location_id, type_ids, vehicles)
    SELECT shop_id, is_archived, coalesce(location_id, 0), type_ids, count(*) FROM new_rows
     GROUP BY 1, 2, 3, 4
    ON CONFLICT (shop_id, is_archived, location_id, type_ids) DO UPDATE SET vehicles = c.vehicles + excluded.vehicles;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO vehicle_list_counts AS c (shop_id, is_archived, location_id, type_ids, vehicles)
    SELECT shop_id, is_archived, location_id, type_ids, sum(delta) FROM (
      SELECT shop_id, is_archived, coalesce(location_id, 0) AS location_id, type_ids, 1 AS delta FROM new_rows
      UNION ALL
      SELECT shop_id, is_archived, coalesce(location_id, 0), type_ids, -1 FROM old_rows
    ) d GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0
    ON CONFLICT (shop_id, is_archived, location_id, type_ids) DO UPDATE SET vehicles = c.vehicles + excluded.vehicles;
  ELSE
    UPDATE vehicle_list_counts c SET vehicles = c.vehicles - d.n
      FROM (SELECT shop_id, is_archived, coalesce(location_id, 0) AS location_id, type_ids, count(*) AS n
              FROM old_rows GROUP BY 1, 2, 3, 4) d
     WHERE c.shop_id = d.shop_id AND c.is_archived = d.is_archived
       AND c.location_id = d.location_id AND c.type_ids = d.type_ids;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_list_counts_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_list_counts();
--> statement-breakpoint
CREATE TRIGGER "vehicles_list_counts_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_list_counts();
--> statement-breakpoint
CREATE TRIGGER "vehicles_list_counts_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_list_counts();
