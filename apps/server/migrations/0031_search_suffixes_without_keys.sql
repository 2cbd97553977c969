ALTER TABLE "insurance_policy_search_suffixes" DROP CONSTRAINT "insurance_policy_search_suffixes_policy_fk";
--> statement-breakpoint
ALTER TABLE "master_policy_search_suffixes" DROP CONSTRAINT "master_policy_search_suffixes_master_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_search_suffixes" DROP CONSTRAINT "vehicle_search_suffixes_vehicle_fk";
--> statement-breakpoint
-- The three suffix tables lose their foreign keys: an import's 10,000 vehicles and policies write
-- about 570,000 suffix rows, and the key's check per row was a third of that time. Their owners'
-- delete triggers remove a deleted row's suffixes in its place (a search joins its vehicles or
-- policies, so a leftover row would only take room). The delete runs in the deleted row's shop,
-- so row-level security cannot hide the suffixes from it, and the scope is given back after.
CREATE FUNCTION fleetdesk_forget_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scope text := current_setting('fleetdesk.shop_id', true);
BEGIN
  PERFORM set_config('fleetdesk.shop_id', OLD.shop_id::text, true);
  EXECUTE format('DELETE FROM %I WHERE shop_id = $1 AND %I = $2', TG_ARGV[0], TG_ARGV[1])
    USING OLD.shop_id, OLD.id;
  PERFORM set_config('fleetdesk.shop_id', coalesce(scope, ''), true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_forget_search_suffixes" AFTER DELETE ON "vehicles" FOR EACH ROW EXECUTE FUNCTION fleetdesk_forget_search_suffixes('vehicle_search_suffixes', 'vehicle_id');
--> statement-breakpoint
CREATE TRIGGER "insurance_policies_forget_search_suffixes" AFTER DELETE ON "insurance_policies" FOR EACH ROW EXECUTE FUNCTION fleetdesk_forget_search_suffixes('insurance_policy_search_suffixes', 'policy_id');
--> statement-breakpoint
CREATE TRIGGER "master_policies_forget_search_suffixes" AFTER DELETE ON "master_policies" FOR EACH ROW EXECUTE FUNCTION fleetdesk_forget_search_suffixes('master_policy_search_suffixes', 'master_policy_id');
--> statement-breakpoint
-- A new row has no suffixes yet: only a change looks for old ones to delete.
CREATE OR REPLACE FUNCTION fleetdesk_vehicle_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.vin = OLD.vin AND NEW.license_plate = OLD.license_plate
     AND NEW.description = OLD.description THEN
    UPDATE vehicle_search_suffixes SET is_archived = NEW.is_archived
    WHERE shop_id = NEW.shop_id AND vehicle_id = NEW.id AND is_archived <> NEW.is_archived;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM vehicle_search_suffixes WHERE shop_id = NEW.shop_id AND vehicle_id = NEW.id;
  END IF;
  INSERT INTO vehicle_search_suffixes (shop_id, vehicle_id, suffix, is_archived)
  SELECT DISTINCT NEW.shop_id, NEW.id, left(substr(t.text, i), 64), NEW.is_archived
  FROM (SELECT lower(NEW.vin || ' ' || NEW.license_plate || ' ' || NEW.description) AS text) t,
       generate_series(1, length(t.text)) i
  WHERE substr(t.text, i, 1) <> ' ';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fleetdesk_insurance_policy_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM insurance_policy_search_suffixes WHERE shop_id = NEW.shop_id AND policy_id = NEW.id;
  END IF;
  INSERT INTO insurance_policy_search_suffixes (shop_id, policy_id, suffix)
  SELECT NEW.shop_id, NEW.id, s FROM fleetdesk_search_suffixes_of(lower(concat_ws(' ', NEW.policy_number, NEW.insurance_company))) s;
  RETURN NULL;
END
$$;
