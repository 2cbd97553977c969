-- A policy's company's suffixes kept once per company and shop, not on each policy (docs/
-- benchmark.md, fleet import): two thirds of the policies' suffix rows were the same few
-- companies' names, written again for every policy a fleet import creates.
CREATE TABLE "insurance_company_search_suffixes" (
	"shop_id" integer NOT NULL,
	"company" text NOT NULL,
	"suffix" text COLLATE "C" NOT NULL,
	CONSTRAINT "insurance_company_search_suffixes_pk" PRIMARY KEY("shop_id","suffix","company")
);
--> statement-breakpoint
ALTER TABLE "insurance_company_search_suffixes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "insurance_company_search_suffixes_company_idx" ON "insurance_company_search_suffixes" USING btree ("shop_id","company");--> statement-breakpoint
CREATE INDEX "insurance_policies_company_idx" ON "insurance_policies" USING btree ("shop_id","insurance_company","id");--> statement-breakpoint
CREATE POLICY "insurance_company_search_suffixes_shop_isolation" ON "insurance_company_search_suffixes" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "insurance_company_search_suffixes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A policy's own number into its suffixes; its company into the company's, the first time the
-- shop has it (a concurrent first is settled by the primary key). The company is kept as the
-- policies spell it: their index on it serves under row-level security, where an index on
-- lower(company) would not (lower() is not leakproof).
CREATE OR REPLACE FUNCTION fleetdesk_insurance_policy_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM insurance_policy_search_suffixes WHERE shop_id = NEW.shop_id AND policy_id = NEW.id;
  END IF;
  INSERT INTO insurance_policy_search_suffixes (shop_id, policy_id, suffix)
  SELECT NEW.shop_id, NEW.id, s FROM fleetdesk_search_suffixes_of(lower(NEW.policy_number)) s;
  IF NEW.insurance_company <> '' AND NOT EXISTS (
    SELECT 1 FROM insurance_company_search_suffixes
    WHERE shop_id = NEW.shop_id AND company = NEW.insurance_company
  ) THEN
    INSERT INTO insurance_company_search_suffixes (shop_id, company, suffix)
    SELECT NEW.shop_id, NEW.insurance_company, s
    FROM fleetdesk_search_suffixes_of(lower(NEW.insurance_company)) s
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Existing policies: the migration runs with the owner's rights before the policies bind it.
ALTER TABLE "insurance_policies" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "insurance_policy_search_suffixes" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "insurance_company_search_suffixes" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DELETE FROM insurance_policy_search_suffixes;
--> statement-breakpoint
INSERT INTO insurance_policy_search_suffixes (shop_id, policy_id, suffix)
SELECT p.shop_id, p.id, s
FROM insurance_policies p
CROSS JOIN LATERAL fleetdesk_search_suffixes_of(lower(p.policy_number)) s;
--> statement-breakpoint
INSERT INTO insurance_company_search_suffixes (shop_id, company, suffix)
SELECT c.shop_id, c.company, s
FROM (SELECT DISTINCT shop_id, insurance_company AS company FROM insurance_policies WHERE insurance_company <> '') c
CROSS JOIN LATERAL fleetdesk_search_suffixes_of(lower(c.company)) s;
--> statement-breakpoint
ALTER TABLE "insurance_policies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "insurance_policy_search_suffixes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "insurance_company_search_suffixes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ANALYZE "insurance_policy_search_suffixes", "insurance_company_search_suffixes";
