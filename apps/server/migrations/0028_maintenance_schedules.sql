CREATE TABLE "maintenance_schedule_vehicles" (
	"shop_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"last_done_on" date NOT NULL,
	"last_done_mileage" integer,
	"applies" boolean DEFAULT true NOT NULL,
	"due_date" date,
	"due_mileage" integer,
	"forecast_date" date,
	"soon_on" date,
	"overdue_on" date,
	"rank_on" date,
	CONSTRAINT "maintenance_schedule_vehicles_pk" PRIMARY KEY("shop_id","schedule_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "maintenance_schedule_vehicles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "maintenance_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"vehicle_id" integer,
	"vehicle_type_id" integer,
	"name" text NOT NULL,
	"service_type" text NOT NULL,
	"interval_miles" integer,
	"interval_days" integer,
	"vendor_id" integer,
	"last_done_on" date NOT NULL,
	"last_done_mileage" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_schedules_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "maintenance_schedules_vehicle_or_type" CHECK ((vehicle_id is null) <> (vehicle_type_id is null)),
	CONSTRAINT "maintenance_schedules_interval" CHECK (interval_miles is not null or interval_days is not null)
);
--> statement-breakpoint
ALTER TABLE "maintenance_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "maintenance_schedule_vehicles" ADD CONSTRAINT "maintenance_schedule_vehicles_schedule_fk" FOREIGN KEY ("shop_id","schedule_id") REFERENCES "public"."maintenance_schedules"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_schedule_vehicles" ADD CONSTRAINT "maintenance_schedule_vehicles_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_schedules" ADD CONSTRAINT "maintenance_schedules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_schedules" ADD CONSTRAINT "maintenance_schedules_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_schedules" ADD CONSTRAINT "maintenance_schedules_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_schedules" ADD CONSTRAINT "maintenance_schedules_shop_vendor_id_fk" FOREIGN KEY ("shop_id","vendor_id") REFERENCES "public"."vendors"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_schedule_vehicles_vehicle_idx" ON "maintenance_schedule_vehicles" USING btree ("shop_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "maintenance_schedule_vehicles_due_idx" ON "maintenance_schedule_vehicles" USING btree ("shop_id","soon_on","vehicle_id") WHERE applies and soon_on is not null;--> statement-breakpoint
CREATE INDEX "maintenance_schedule_vehicles_rank_idx" ON "maintenance_schedule_vehicles" USING btree ("shop_id","rank_on","vehicle_id","schedule_id") WHERE applies and soon_on is not null;--> statement-breakpoint
CREATE INDEX "maintenance_schedules_vehicle_idx" ON "maintenance_schedules" USING btree ("shop_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "maintenance_schedules_type_idx" ON "maintenance_schedules" USING btree ("shop_id","vehicle_type_id");--> statement-breakpoint
CREATE POLICY "maintenance_schedule_vehicles_shop_isolation" ON "maintenance_schedule_vehicles" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "maintenance_schedules_shop_isolation" ON "maintenance_schedules" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "maintenance_schedules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "maintenance_schedule_vehicles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The schedules of the given vehicles, worked out again (packages/contract/src/rules/
-- maintenance-due.ts is the same arithmetic): a vehicle that took a type gets its schedules
-- starting today at its current mileage, one that left it loses them; then each pair's next due
-- by date and mileage, the date the odometer trend (least squares over the 180 days up to the
-- newest reading) reaches that mileage, whether a vehicle's own schedule of the same name and
-- service type overrides it, the first days it is due (soon) and overdue, and its place in the
-- due list (the earlier of due date and forecast; first of all once past the due mileage).
CREATE FUNCTION fleetdesk_maintenance_refresh(p_shop integer, p_vehicles integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO maintenance_schedule_vehicles (shop_id, schedule_id, vehicle_id, last_done_on, last_done_mileage)
  SELECT p_shop, s.id, v.id, current_date, v.current_mileage
    FROM vehicles v
    JOIN vehicle_vehicle_types t ON t.shop_id = v.shop_id AND t.vehicle_id = v.id
    JOIN maintenance_schedules s ON s.shop_id = v.shop_id AND s.vehicle_type_id = t.vehicle_type_id
   WHERE v.shop_id = p_shop AND v.id = ANY (p_vehicles)
  ON CONFLICT DO NOTHING;

  DELETE FROM maintenance_schedule_vehicles p
   USING maintenance_schedules s
   WHERE p.shop_id = p_shop AND p.vehicle_id = ANY (p_vehicles)
     AND s.shop_id = p.shop_id AND s.id = p.schedule_id AND s.vehicle_type_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM vehicle_vehicle_types t
                      WHERE t.shop_id = p.shop_id AND t.vehicle_id = p.vehicle_id
                        AND t.vehicle_type_id = s.vehicle_type_id);

  WITH readings AS (
    SELECT l.vehicle_id, l.mileage, l.date_recorded::date AS day,
           max(l.date_recorded::date) OVER (PARTITION BY l.vehicle_id) AS newest
      FROM mileage_logs l
     WHERE l.shop_id = p_shop AND l.vehicle_id = ANY (p_vehicles)
  ), trend AS (
    SELECT vehicle_id,
           regr_slope(mileage, (day - date '1970-01-01')::float8) AS slope,
           regr_intercept(mileage, (day - date '1970-01-01')::float8) AS intercept
      FROM readings WHERE day >= newest - 180 GROUP BY vehicle_id
  ), pairs AS (
    SELECT p.schedule_id, p.vehicle_id,
           row_number() OVER (PARTITION BY p.vehicle_id, lower(btrim(s.name)), s.service_type
                              ORDER BY (s.vehicle_id IS NOT NULL) DESC, s.id) = 1 AS applies,
           p.last_done_on + s.interval_days AS due_date,
           p.last_done_mileage + s.interval_miles AS due_mileage
      FROM maintenance_schedule_vehicles p
      JOIN maintenance_schedules s ON s.shop_id = p.shop_id AND s.id = p.schedule_id
     WHERE p.shop_id = p_shop AND p.vehicle_id = ANY (p_vehicles)
  ), due AS (
    SELECT d.*, v.current_mileage,
           CASE WHEN t.slope > 0 AND d.due_mileage IS NOT NULL THEN
             date '1970-01-01' + least(greatest(
               ceil(round(((d.due_mileage - t.intercept) / t.slope)::numeric, 6)), 0), 100000)::integer
           END AS forecast_date
      FROM pairs d
      JOIN vehicles v ON v.shop_id = p_shop AND v.id = d.vehicle_id
      LEFT JOIN trend t ON t.vehicle_id = d.vehicle_id
  )
  UPDATE maintenance_schedule_vehicles p
     SET applies = due.applies, due_date = due.due_date, due_mileage = due.due_mileage,
         forecast_date = due.forecast_date,
         overdue_on = least(due.due_date + 1,
                            CASE WHEN due.current_mileage > due.due_mileage THEN '-infinity'::date END),
         soon_on = least(due.due_date - 14, due.forecast_date - 14,
                         CASE WHEN due.due_mileage - due.current_mileage <= 500 THEN '-infinity'::date END),
         rank_on = CASE WHEN due.current_mileage > due.due_mileage THEN '-infinity'::date
                        ELSE least(due.due_date, due.forecast_date) END
    FROM due
   WHERE p.shop_id = p_shop AND p.schedule_id = due.schedule_id AND p.vehicle_id = due.vehicle_id;
END
$$;
--> statement-breakpoint
-- The vehicles a statement touched, refreshed per shop, only in shops that keep schedules (an
-- import of thousands of vehicles into a shop without any costs one lookup).
CREATE FUNCTION fleetdesk_maintenance_refresh_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR r IN SELECT shop_id, array_agg(DISTINCT vehicle_id) AS ids FROM old_rows GROUP BY shop_id LOOP
      IF EXISTS (SELECT 1 FROM maintenance_schedules WHERE shop_id = r.shop_id) THEN
        PERFORM fleetdesk_maintenance_refresh(r.shop_id, r.ids);
      END IF;
    END LOOP;
  ELSE
    FOR r IN SELECT shop_id, array_agg(DISTINCT vehicle_id) AS ids FROM new_rows GROUP BY shop_id LOOP
      IF EXISTS (SELECT 1 FROM maintenance_schedules WHERE shop_id = r.shop_id) THEN
        PERFORM fleetdesk_maintenance_refresh(r.shop_id, r.ids);
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_vehicle_types_maintenance_insert" AFTER INSERT ON "vehicle_vehicle_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_maintenance_refresh_rows();
--> statement-breakpoint
CREATE TRIGGER "vehicle_vehicle_types_maintenance_delete" AFTER DELETE ON "vehicle_vehicle_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_maintenance_refresh_rows();
--> statement-breakpoint
CREATE TRIGGER "mileage_logs_maintenance_insert" AFTER INSERT ON "mileage_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_maintenance_refresh_rows();
--> statement-breakpoint
CREATE TRIGGER "mileage_logs_maintenance_delete" AFTER DELETE ON "mileage_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_maintenance_refresh_rows();
--> statement-breakpoint
-- A new current mileage moves what is due by mileage (a reading also writes a log, above).
CREATE FUNCTION fleetdesk_maintenance_vehicle_mileage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM maintenance_schedule_vehicles WHERE shop_id = NEW.shop_id AND vehicle_id = NEW.id) THEN
    PERFORM fleetdesk_maintenance_refresh(NEW.shop_id, ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_maintenance_mileage" AFTER UPDATE OF "current_mileage" ON "vehicles" FOR EACH ROW WHEN (OLD.current_mileage IS DISTINCT FROM NEW.current_mileage) EXECUTE FUNCTION fleetdesk_maintenance_vehicle_mileage();
