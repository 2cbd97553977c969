ALTER TABLE "vehicles" ADD COLUMN "fuel_card_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_shop_fuel_card_uq" ON "vehicles" USING btree ("shop_id","fuel_card_number") WHERE fuel_card_number <> '';--> statement-breakpoint
-- hand-written:
-- A vehicle's tank capacity changed: its fills' over_tank flag follows (the other flags are the
-- fuel service's, which the capacity does not move).
CREATE FUNCTION fleetdesk_fuel_over_tank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fuel_entries f
  SET flags = array(SELECT x FROM unnest(f.flags) x WHERE x <> 'over_tank')
    || CASE WHEN f.unit = 'gallons' AND NEW.tank_capacity IS NOT NULL AND f.quantity > NEW.tank_capacity
      THEN ARRAY['over_tank'] ELSE '{}'::text[] END
  WHERE f.shop_id = NEW.shop_id AND f.vehicle_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicles_fuel_over_tank AFTER UPDATE OF tank_capacity ON vehicles
  FOR EACH ROW WHEN (OLD.tank_capacity IS DISTINCT FROM NEW.tank_capacity)
  EXECUTE FUNCTION fleetdesk_fuel_over_tank();
