-- Global search over insurance policies under row-level security (docs/decisions/0005): every
-- suffix of a policy's own number and company, and of a master policy's number, name and company,
-- lower case and in byte order (collation "C"), so a search is a prefix range the primary key
-- serves, as for vehicles, documents and loan agreements (migrations 0003, 0010, 0024). A master
-- policy's text is kept once, not on each of the thousands of policies it covers.
CREATE TABLE "insurance_policy_search_suffixes" (
	"shop_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"suffix" text COLLATE "C" NOT NULL,
	CONSTRAINT "insurance_policy_search_suffixes_pk" PRIMARY KEY("shop_id","suffix","policy_id")
);
--> statement-breakpoint
ALTER TABLE "insurance_policy_search_suffixes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_policy_search_suffixes" (
	"shop_id" integer NOT NULL,
	"master_policy_id" integer NOT NULL,
	"suffix" text COLLATE "C" NOT NULL,
	CONSTRAINT "master_policy_search_suffixes_pk" PRIMARY KEY("shop_id","suffix","master_policy_id")
);
--> statement-breakpoint
ALTER TABLE "master_policy_search_suffixes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "insurance_policy_search_suffixes" ADD CONSTRAINT "insurance_policy_search_suffixes_policy_fk" FOREIGN KEY ("shop_id","policy_id") REFERENCES "public"."insurance_policies"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_policy_search_suffixes" ADD CONSTRAINT "master_policy_search_suffixes_master_fk" FOREIGN KEY ("shop_id","master_policy_id") REFERENCES "public"."master_policies"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policy_search_suffixes_policy_idx" ON "insurance_policy_search_suffixes" USING btree ("shop_id","policy_id");--> statement-breakpoint
CREATE INDEX "master_policy_search_suffixes_master_idx" ON "master_policy_search_suffixes" USING btree ("shop_id","master_policy_id");--> statement-breakpoint
CREATE POLICY "insurance_policy_search_suffixes_shop_isolation" ON "insurance_policy_search_suffixes" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "master_policy_search_suffixes_shop_isolation" ON "master_policy_search_suffixes" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
-- A master's policies in id order: the search takes the first few of a matching master's.
DROP INDEX "insurance_policies_master_idx";--> statement-breakpoint
CREATE INDEX "insurance_policies_master_idx" ON "insurance_policies" USING btree ("shop_id","master_policy_id","id");
--> statement-breakpoint
-- Suffixes of at most 64 characters: a longer search is narrowed by its first 64 and checked whole.
CREATE FUNCTION fleetdesk_search_suffixes_of(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT left(substr(t, i), 64) FROM generate_series(1, length(t)) i WHERE substr(t, i, 1) <> ' '
$$;
--> statement-breakpoint
CREATE FUNCTION fleetdesk_insurance_policy_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM insurance_policy_search_suffixes WHERE shop_id = NEW.shop_id AND policy_id = NEW.id;
  INSERT INTO insurance_policy_search_suffixes (shop_id, policy_id, suffix)
  SELECT NEW.shop_id, NEW.id, s FROM fleetdesk_search_suffixes_of(lower(concat_ws(' ', NEW.policy_number, NEW.insurance_company))) s;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "insurance_policies_search_suffixes" AFTER INSERT OR UPDATE OF "policy_number", "insurance_company" ON "insurance_policies" FOR EACH ROW EXECUTE FUNCTION fleetdesk_insurance_policy_search_suffixes();
--> statement-breakpoint
CREATE FUNCTION fleetdesk_master_policy_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM master_policy_search_suffixes WHERE shop_id = NEW.shop_id AND master_policy_id = NEW.id;
  INSERT INTO master_policy_search_suffixes (shop_id, master_policy_id, suffix)
  SELECT NEW.shop_id, NEW.id, s FROM fleetdesk_search_suffixes_of(lower(concat_ws(' ', NEW.policy_number, NEW.policy_name, NEW.insurance_company))) s;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "master_policies_search_suffixes" AFTER INSERT OR UPDATE OF "policy_number", "policy_name", "insurance_company" ON "master_policies" FOR EACH ROW EXECUTE FUNCTION fleetdesk_master_policy_search_suffixes();
--> statement-breakpoint
-- Existing policies: the migration runs with the owner's rights before the policies bind it.
ALTER TABLE "insurance_policies" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "master_policies" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO insurance_policy_search_suffixes (shop_id, policy_id, suffix)
SELECT p.shop_id, p.id, s
FROM insurance_policies p
CROSS JOIN LATERAL fleetdesk_search_suffixes_of(lower(concat_ws(' ', p.policy_number, p.insurance_company))) s;
--> statement-breakpoint
INSERT INTO master_policy_search_suffixes (shop_id, master_policy_id, suffix)
SELECT m.shop_id, m.id, s
FROM master_policies m
CROSS JOIN LATERAL fleetdesk_search_suffixes_of(lower(concat_ws(' ', m.policy_number, m.policy_name, m.insurance_company))) s;
--> statement-breakpoint
ALTER TABLE "insurance_policies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "master_policies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "insurance_policy_search_suffixes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "master_policy_search_suffixes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ANALYZE "insurance_policy_search_suffixes", "master_policy_search_suffixes";
