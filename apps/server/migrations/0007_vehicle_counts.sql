CREATE TABLE "vehicle_counts" (
	"shop_id" integer NOT NULL,
	"is_archived" boolean NOT NULL,
	"vehicles" integer NOT NULL,
	CONSTRAINT "vehicle_counts_pk" PRIMARY KEY("shop_id","is_archived")
);
--> statement-breakpoint
ALTER TABLE "vehicle_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicle_counts" ADD CONSTRAINT "vehicle_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "vehicle_counts_shop_isolation" ON "vehicle_counts" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "vehicle_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Kept per statement from the changed rows (a bulk import is one upsert per shop). A delete only
-- lowers rows that exist: a shop's deletion may have removed its counts first.
CREATE FUNCTION fleetdesk_vehicle_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vehicle_counts AS c (shop_id, is_archived, vehicles)
    SELECT shop_id, is_archived, count(*) FROM new_rows GROUP BY shop_id, is_archived
    ON CONFLICT (shop_id, is_archived) DO UPDATE SET vehicles = c.vehicles + excluded.vehicles;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO vehicle_counts AS c (shop_id, is_archived, vehicles)
    SELECT shop_id, is_archived, sum(delta) FROM (
      SELECT shop_id, is_archived, 1 AS delta FROM new_rows
      UNION ALL
      SELECT shop_id, is_archived, -1 FROM old_rows
    ) d GROUP BY shop_id, is_archived HAVING sum(delta) <> 0
    ON CONFLICT (shop_id, is_archived) DO UPDATE SET vehicles = c.vehicles + excluded.vehicles;
  ELSE
    UPDATE vehicle_counts c SET vehicles = c.vehicles - d.n
      FROM (SELECT shop_id, is_archived, count(*) AS n FROM old_rows GROUP BY shop_id, is_archived) d
     WHERE c.shop_id = d.shop_id AND c.is_archived = d.is_archived;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_counts_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_counts();
--> statement-breakpoint
CREATE TRIGGER "vehicles_counts_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_counts();
--> statement-breakpoint
CREATE TRIGGER "vehicles_counts_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_counts();
--> statement-breakpoint
-- Existing vehicles: the migration runs with the owner's rights before the policies bind it.
ALTER TABLE "vehicle_counts" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO vehicle_counts (shop_id, is_archived, vehicles)
SELECT shop_id, is_archived, count(*) FROM vehicles GROUP BY shop_id, is_archived;
--> statement-breakpoint
ALTER TABLE "vehicles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicle_counts" FORCE ROW LEVEL SECURITY;
