CREATE TABLE "cost_group_months" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"is_archived" boolean NOT NULL,
	"location_id" integer NOT NULL,
	"type_ids" integer[] NOT NULL,
	"service" numeric DEFAULT '0' NOT NULL,
	"fuel" numeric DEFAULT '0' NOT NULL,
	"financing" numeric DEFAULT '0' NOT NULL,
	"insurance" numeric DEFAULT '0' NOT NULL,
	"registration" numeric DEFAULT '0' NOT NULL,
	"miles" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cost_group_months_pk" PRIMARY KEY("shop_id","month","is_archived","location_id","type_ids")
);
--> statement-breakpoint
ALTER TABLE "cost_group_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cost_group_months" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vehicle_cost_months" (
	"shop_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"month" date NOT NULL,
	"is_archived" boolean NOT NULL,
	"location_id" integer NOT NULL,
	"type_ids" integer[] NOT NULL,
	"service" numeric DEFAULT '0' NOT NULL,
	"fuel" numeric DEFAULT '0' NOT NULL,
	"financing" numeric DEFAULT '0' NOT NULL,
	"insurance" numeric DEFAULT '0' NOT NULL,
	"registration" numeric DEFAULT '0' NOT NULL,
	"miles" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_cost_months_pk" PRIMARY KEY("shop_id","vehicle_id","month")
);
--> statement-breakpoint
ALTER TABLE "vehicle_cost_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicle_cost_months" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cost_group_months" ADD CONSTRAINT "cost_group_months_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_cost_months" ADD CONSTRAINT "vehicle_cost_months_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_cost_months" ADD CONSTRAINT "vehicle_cost_months_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "cost_group_months_shop_isolation" ON "cost_group_months" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "vehicle_cost_months_shop_isolation" ON "vehicle_cost_months" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
-- hand-written:
-- A vehicle's costs per month, worked out again from its source rows (docs/decisions/0021): fuel
-- by the fill's day, services by their day, financing payments (with late fees) by the payment's
-- day on the financing's first vehicle (position, then id), each policy's premium spread over its
-- days (each month's share rounded to the cent), registrations' plate cost on the day renewed (a
-- year before expiry when never renewed), and miles: the month's highest reading less the highest
-- before it (the first month of readings: highest less lowest), readings dated in the shop's zone.
CREATE FUNCTION fleetdesk_vehicle_cost_months(p_shop integer, p_vehicles integer[]) RETURNS void LANGUAGE sql AS $$
  -- Set-based (joins on the ids, not `= ANY`): a write for one vehicle and a seed of 100,000 alike.
  DELETE FROM vehicle_cost_months c USING (SELECT DISTINCT unnest(p_vehicles) AS id) ids
   WHERE c.shop_id = p_shop AND c.vehicle_id = ids.id;
  WITH ids AS (SELECT DISTINCT unnest(p_vehicles) AS id),
  readings AS (
    SELECT ml.vehicle_id,
           date_trunc('month', ml.date_recorded AT TIME ZONE coalesce(
             (SELECT sh.time_zone FROM shops sh WHERE sh.id = p_shop), 'UTC'))::date AS month,
           max(ml.mileage)::bigint AS hi, min(ml.mileage)::bigint AS lo
      FROM ids JOIN mileage_logs ml ON ml.shop_id = p_shop AND ml.vehicle_id = ids.id
     GROUP BY 1, 2),
  costs AS (
    SELECT f.vehicle_id, date_trunc('month', f.date::timestamp)::date AS month, 0::numeric AS service,
           f.total_cost AS fuel, 0::numeric AS financing, 0::numeric AS insurance,
           0::numeric AS registration, 0::bigint AS miles
      FROM ids JOIN fuel_entries f ON f.shop_id = p_shop AND f.vehicle_id = ids.id
    UNION ALL
    SELECT s.vehicle_id, date_trunc('month', s.service_date::timestamp)::date, s.amount, 0, 0, 0, 0, 0
      FROM ids JOIN service_records s ON s.shop_id = p_shop AND s.vehicle_id = ids.id
    UNION ALL
    SELECT fv.vehicle_id, date_trunc('month', p.payment_date::timestamp)::date, 0, 0, p.total_payment, 0, 0, 0
      FROM ids
      JOIN financing_vehicles fv ON fv.shop_id = p_shop AND fv.vehicle_id = ids.id
      JOIN financing_payments p ON p.shop_id = fv.shop_id AND p.financing_id = fv.financing_id
     WHERE NOT EXISTS (SELECT 1 FROM financing_vehicles o
                        WHERE o.shop_id = fv.shop_id AND o.financing_id = fv.financing_id
                          AND (o.position, o.vehicle_id) < (fv.position, fv.vehicle_id))
    UNION ALL
    SELECT i.vehicle_id, m.month::date, 0, 0, 0,
           round(i.vehicle_premium
                 * (least(i.end_date, (m.month + interval '1 month - 1 day')::date)
                    - greatest(i.start_date, m.month::date) + 1)
                 / (i.end_date - i.start_date + 1), 2), 0, 0
      FROM ids JOIN insurance_policies i ON i.shop_id = p_shop AND i.vehicle_id = ids.id
      CROSS JOIN LATERAL generate_series(date_trunc('month', i.start_date::timestamp),
                                         i.end_date::timestamp, interval '1 month') AS m(month)
     WHERE i.vehicle_premium IS NOT NULL AND i.start_date IS NOT NULL AND i.end_date >= i.start_date
    UNION ALL
    SELECT r.vehicle_id,
           date_trunc('month', coalesce(r.last_renewed, (r.expiration_date - interval '1 year')::date)::timestamp)::date,
           0, 0, 0, 0, r.plate_cost, 0
      FROM ids JOIN registrations r ON r.shop_id = p_shop AND r.vehicle_id = ids.id
     WHERE r.plate_cost IS NOT NULL
    UNION ALL
    SELECT b.vehicle_id, b.month, 0, 0, 0, 0, 0, greatest(0, b.hi - coalesce(b.before_hi, b.lo))
      FROM (SELECT a.vehicle_id, a.month, a.hi, a.lo,
                   max(a.hi) OVER (PARTITION BY a.vehicle_id ORDER BY a.month
                                   ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before_hi
              FROM readings a) b)
  INSERT INTO vehicle_cost_months (shop_id, vehicle_id, month, is_archived, location_id, type_ids,
                                   service, fuel, financing, insurance, registration, miles)
  SELECT p_shop, v.id, c.month, v.is_archived, coalesce(v.location_id, 0), v.type_ids,
         sum(c.service), sum(c.fuel), sum(c.financing), sum(c.insurance), sum(c.registration), sum(c.miles)
    FROM costs c JOIN vehicles v ON v.shop_id = p_shop AND v.id = c.vehicle_id
   GROUP BY v.id, c.month, v.is_archived, v.location_id, v.type_ids;
$$;
--> statement-breakpoint
-- The vehicles a statement on a vehicle's records touched, per shop, in the writing transaction
-- (as 0048 does for loan agreements): whichever module writes, the kept months follow.
CREATE FUNCTION fleetdesk_vehicle_cost_months_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  -- A bulk write works its vehicles months out once at its end (keepingCostMonthsOnce).
  IF current_setting('fleetdesk.cost_months_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT shop_id, array_agg(DISTINCT vehicle_id) AS ids FROM new_rows GROUP BY shop_id LOOP
      PERFORM fleetdesk_vehicle_cost_months(r.shop_id, r.ids);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT shop_id, array_agg(DISTINCT vehicle_id) AS ids FROM old_rows GROUP BY shop_id LOOP
      PERFORM fleetdesk_vehicle_cost_months(r.shop_id, r.ids);
    END LOOP;
  ELSE
    FOR r IN SELECT shop_id, array_agg(DISTINCT vehicle_id) AS ids
               FROM (SELECT shop_id, vehicle_id FROM new_rows
                     UNION ALL SELECT shop_id, vehicle_id FROM old_rows) t GROUP BY shop_id LOOP
      PERFORM fleetdesk_vehicle_cost_months(r.shop_id, r.ids);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Financing payments and links name a financing: every vehicle of the touched financings (its
-- first vehicle may have changed), and a link's own vehicle.
CREATE FUNCTION fleetdesk_financing_cost_months_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    FOR r IN SELECT n.shop_id, array_agg(DISTINCT fv.vehicle_id) AS ids
               FROM (SELECT DISTINCT shop_id, financing_id FROM new_rows) n
               JOIN financing_vehicles fv ON fv.shop_id = n.shop_id AND fv.financing_id = n.financing_id
              GROUP BY n.shop_id LOOP
      PERFORM fleetdesk_vehicle_cost_months(r.shop_id, r.ids);
    END LOOP;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    FOR r IN SELECT n.shop_id, array_agg(DISTINCT fv.vehicle_id) AS ids
               FROM (SELECT DISTINCT shop_id, financing_id FROM old_rows) n
               JOIN financing_vehicles fv ON fv.shop_id = n.shop_id AND fv.financing_id = n.financing_id
              GROUP BY n.shop_id LOOP
      PERFORM fleetdesk_vehicle_cost_months(r.shop_id, r.ids);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The group sums follow the vehicle months, statement by statement (as vehicle_list_counts follow
-- the vehicles in 0013). A shop being deleted is skipped: its rows go with it.
CREATE FUNCTION fleetdesk_cost_group_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO cost_group_months AS g (shop_id, month, is_archived, location_id, type_ids,
                                        service, fuel, financing, insurance, registration, miles)
    SELECT shop_id, month, is_archived, location_id, type_ids, sum(service), sum(fuel),
           sum(financing), sum(insurance), sum(registration), sum(miles)
      FROM new_rows n WHERE EXISTS (SELECT 1 FROM shops s WHERE s.id = n.shop_id)
     GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (shop_id, month, is_archived, location_id, type_ids) DO UPDATE SET
      service = g.service + excluded.service, fuel = g.fuel + excluded.fuel,
      financing = g.financing + excluded.financing, insurance = g.insurance + excluded.insurance,
      registration = g.registration + excluded.registration, miles = g.miles + excluded.miles;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO cost_group_months AS g (shop_id, month, is_archived, location_id, type_ids,
                                        service, fuel, financing, insurance, registration, miles)
    SELECT shop_id, month, is_archived, location_id, type_ids, -sum(service), -sum(fuel),
           -sum(financing), -sum(insurance), -sum(registration), -sum(miles)
      FROM old_rows o WHERE EXISTS (SELECT 1 FROM shops s WHERE s.id = o.shop_id)
     GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (shop_id, month, is_archived, location_id, type_ids) DO UPDATE SET
      service = g.service + excluded.service, fuel = g.fuel + excluded.fuel,
      financing = g.financing + excluded.financing, insurance = g.insurance + excluded.insurance,
      registration = g.registration + excluded.registration, miles = g.miles + excluded.miles;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A vehicle archived, moved or retyped carries its months to its new group.
CREATE FUNCTION fleetdesk_vehicle_cost_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vehicle_cost_months c
     SET is_archived = n.is_archived, location_id = coalesce(n.location_id, 0), type_ids = n.type_ids
    FROM new_rows n
   WHERE c.shop_id = n.shop_id AND c.vehicle_id = n.id
     AND (c.is_archived, c.location_id, c.type_ids)
         IS DISTINCT FROM (n.is_archived, coalesce(n.location_id, 0), n.type_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "fuel_entries_cost_months_insert" AFTER INSERT ON "fuel_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "fuel_entries_cost_months_update" AFTER UPDATE ON "fuel_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "fuel_entries_cost_months_delete" AFTER DELETE ON "fuel_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "service_records_cost_months_insert" AFTER INSERT ON "service_records" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "service_records_cost_months_update" AFTER UPDATE ON "service_records" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "service_records_cost_months_delete" AFTER DELETE ON "service_records" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "insurance_policies_cost_months_insert" AFTER INSERT ON "insurance_policies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "insurance_policies_cost_months_update" AFTER UPDATE ON "insurance_policies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "insurance_policies_cost_months_delete" AFTER DELETE ON "insurance_policies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "registrations_cost_months_insert" AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "registrations_cost_months_update" AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "registrations_cost_months_delete" AFTER DELETE ON "registrations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "mileage_logs_cost_months_insert" AFTER INSERT ON "mileage_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "mileage_logs_cost_months_update" AFTER UPDATE ON "mileage_logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "mileage_logs_cost_months_delete" AFTER DELETE ON "mileage_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_vehicles_cost_months_insert" AFTER INSERT ON "financing_vehicles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_vehicles_cost_months_update" AFTER UPDATE ON "financing_vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_vehicles_cost_months_delete" AFTER DELETE ON "financing_vehicles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_payments_financing_cost_months_insert" AFTER INSERT ON "financing_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_payments_financing_cost_months_update" AFTER UPDATE ON "financing_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_payments_financing_cost_months_delete" AFTER DELETE ON "financing_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_vehicles_financing_cost_months_insert" AFTER INSERT ON "financing_vehicles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_vehicles_financing_cost_months_update" AFTER UPDATE ON "financing_vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "financing_vehicles_financing_cost_months_delete" AFTER DELETE ON "financing_vehicles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_cost_months_rows();
--> statement-breakpoint
CREATE TRIGGER "vehicle_cost_months_group_months_insert" AFTER INSERT ON "vehicle_cost_months" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_cost_group_months();
--> statement-breakpoint
CREATE TRIGGER "vehicle_cost_months_group_months_update" AFTER UPDATE ON "vehicle_cost_months" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_cost_group_months();
--> statement-breakpoint
CREATE TRIGGER "vehicle_cost_months_group_months_delete" AFTER DELETE ON "vehicle_cost_months" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_cost_group_months();
--> statement-breakpoint
CREATE TRIGGER "vehicles_cost_keys_update" AFTER UPDATE ON "vehicles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_vehicle_cost_keys();
--> statement-breakpoint
-- Existing records: each shop's vehicles, within that shop (the tables' policies are forced).
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM shops LOOP
    PERFORM set_config('fleetdesk.shop_id', r.id::text, true);
    PERFORM fleetdesk_vehicle_cost_months(r.id, array(SELECT id FROM vehicles WHERE shop_id = r.id));
  END LOOP;
  PERFORM set_config('fleetdesk.shop_id', '', true);
END
$$;
