-- Global search over loan agreements under row-level security (docs/decisions/0005): every
-- suffix of the agreement's number, RO, claim and customer's name, lower case and in byte order
-- (collation "C"), so a search is a prefix range the primary key serves, as for vehicles and
-- documents (migrations 0003, 0010). The plate is the vehicle's, found through its own suffixes.
CREATE TABLE "loan_agreement_search_suffixes" (
	"shop_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"suffix" text COLLATE "C" NOT NULL,
	CONSTRAINT "loan_agreement_search_suffixes_pk" PRIMARY KEY("shop_id","suffix","agreement_id")
);
--> statement-breakpoint
ALTER TABLE "loan_agreement_search_suffixes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_search_suffixes" ADD CONSTRAINT "loan_agreement_search_suffixes_agreement_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_agreement_search_suffixes_agreement_idx" ON "loan_agreement_search_suffixes" USING btree ("shop_id","agreement_id");--> statement-breakpoint
CREATE POLICY "loan_agreement_search_suffixes_shop_isolation" ON "loan_agreement_search_suffixes" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE FUNCTION fleetdesk_loan_agreement_search_text(a loan_agreements) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', a.number, a.repair_order_number, a.claim_number, c.first_name, c.last_name))
  FROM loaner_customers c WHERE c.shop_id = a.shop_id AND c.id = a.customer_id
$$;
--> statement-breakpoint
CREATE FUNCTION fleetdesk_loan_agreement_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM loan_agreement_search_suffixes WHERE shop_id = NEW.shop_id AND agreement_id = NEW.id;
  INSERT INTO loan_agreement_search_suffixes (shop_id, agreement_id, suffix)
  SELECT DISTINCT NEW.shop_id, NEW.id, left(substr(t.text, i), 64)
  FROM (SELECT coalesce(fleetdesk_loan_agreement_search_text(NEW), '') AS text) t,
    generate_series(1, length(t.text)) i
  WHERE substr(t.text, i, 1) <> ' ';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "loan_agreements_search_suffixes" AFTER INSERT OR UPDATE OF "number", "repair_order_number", "claim_number", "customer_id" ON "loan_agreements" FOR EACH ROW EXECUTE FUNCTION fleetdesk_loan_agreement_search_suffixes();
--> statement-breakpoint
-- A customer renamed: their agreements' suffixes follow (the update fires the trigger above).
CREATE FUNCTION fleetdesk_loaner_customer_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE loan_agreements SET customer_id = customer_id WHERE shop_id = NEW.shop_id AND customer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "loaner_customers_search_suffixes" AFTER UPDATE OF "first_name", "last_name" ON "loaner_customers" FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION fleetdesk_loaner_customer_renamed();
--> statement-breakpoint
-- Existing agreements: the migration runs with the owner's rights before the policies bind it.
ALTER TABLE "loan_agreements" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loaner_customers" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO loan_agreement_search_suffixes (shop_id, agreement_id, suffix)
SELECT DISTINCT a.shop_id, a.id, left(substr(t.text, i), 64)
FROM loan_agreements a
CROSS JOIN LATERAL (SELECT coalesce(fleetdesk_loan_agreement_search_text(a), '') AS text) t
CROSS JOIN LATERAL generate_series(1, length(t.text)) i
WHERE substr(t.text, i, 1) <> ' ';
--> statement-breakpoint
ALTER TABLE "loan_agreements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loaner_customers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_agreement_search_suffixes" FORCE ROW LEVEL SECURITY;
