-- Issue 36: receivables and utilisation at 50,000 agreements. Each agreement keeps the sums of its
-- charges (billed to the insurer, to the customer), payments (paid by each, written off) and
-- authorised days, and whether it is on a live invoice; each invoice what is paid on it. One
-- function (fleetdesk_loan_agreement_sums) works them out again, called by statement triggers on
-- the child tables in the writing transaction; existing rows are filled at the end. Partial
-- indexes hold the open invoices and the returned agreements with something open per payer.
-- A returned agreement's days under the 24-hour rule are a stored generated column.
ALTER TABLE "loan_invoices" ADD COLUMN "insurer_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "insurer_charged" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "customer_charged" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "insurer_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "customer_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "written_off" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "authorized_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "invoiced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "returned_days" integer GENERATED ALWAYS AS (case when checked_in_at is not null and checked_out_at is not null and day_rule <> 'calendar'
        then greatest(1, ceil((extract(epoch from (checked_in_at - checked_out_at)) - grace_minutes * 60) / 86400))::int end) STORED;--> statement-breakpoint
CREATE INDEX "loan_invoices_open_idx" ON "loan_invoices" USING btree ("shop_id") WHERE voided_at is null and (amount - insurer_paid) > 0;--> statement-breakpoint
CREATE INDEX "loan_agreements_insurer_owes_idx" ON "loan_agreements" USING btree ("shop_id","insurer_id","checked_in_at","insurer_days_amount","insurer_charged","insurer_paid") WHERE status = 'returned' and insurer_id is not null and not invoiced and (coalesce(insurer_days_amount, 0) + insurer_charged - insurer_paid) > 0;--> statement-breakpoint
CREATE INDEX "loan_agreements_customer_owes_idx" ON "loan_agreements" USING btree ("shop_id","customer_id","checked_in_at","customer_charged","customer_paid") WHERE status = 'returned' and (customer_charged - customer_paid) > 0;
--> statement-breakpoint
-- The sums an agreement keeps of its children, worked out again for the given agreements: what
-- its charges billed the insurer and the customer, what each paid (write-offs included: they close
-- a balance) and what was written off, the days authorised, whether it is on a live invoice; then
-- what is paid on their invoices. The receivables, the balances, the invoices and the utilisation
-- report read these (loaners.balances.ts) instead of every child row.
CREATE FUNCTION fleetdesk_loan_agreement_sums(p_shop integer, p_agreements integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE loan_agreements a SET
    (insurer_charged, customer_charged) = (
      SELECT coalesce(sum(c.amount) FILTER (WHERE c.bill_to = 'insurer'), 0),
             coalesce(sum(c.amount) FILTER (WHERE c.bill_to = 'customer'), 0)
        FROM loan_agreement_charges c WHERE c.shop_id = a.shop_id AND c.agreement_id = a.id),
    (insurer_paid, customer_paid, written_off) = (
      SELECT coalesce(sum(p.amount) FILTER (WHERE p.payer = 'insurer'), 0),
             coalesce(sum(p.amount) FILTER (WHERE p.payer = 'customer'), 0),
             coalesce(sum(p.amount) FILTER (WHERE p.method = 'write_off'), 0)
        FROM loan_agreement_payments p WHERE p.shop_id = a.shop_id AND p.agreement_id = a.id),
    authorized_days = (
      SELECT coalesce(sum(z.days), 0)::integer
        FROM loan_agreement_authorizations z WHERE z.shop_id = a.shop_id AND z.agreement_id = a.id),
    invoiced = EXISTS (
      SELECT 1 FROM loan_invoice_agreements l
       WHERE l.shop_id = a.shop_id AND l.agreement_id = a.id AND l.active)
  WHERE a.shop_id = p_shop AND a.id = ANY (p_agreements);
  -- Their invoices' paid: each line's agreement's insurer payments, up to the line's amount.
  UPDATE loan_invoices inv SET insurer_paid = (
      SELECT coalesce(sum(least(l.amount, a.insurer_paid)), 0)
        FROM loan_invoice_agreements l
        JOIN loan_agreements a ON a.shop_id = l.shop_id AND a.id = l.agreement_id
       WHERE l.shop_id = inv.shop_id AND l.invoice_id = inv.id)
  WHERE inv.shop_id = p_shop AND inv.id IN (
    SELECT l.invoice_id FROM loan_invoice_agreements l
     WHERE l.shop_id = p_shop AND l.agreement_id = ANY (p_agreements));
$$;
--> statement-breakpoint
-- The agreements a statement touched, per shop, in the statement's own transaction (as the
-- maintenance refresh of 0028): every write of a charge, payment or authorization keeps the sums,
-- whichever module makes it (check-in, manual charges, tolls, payments, coverage, invoices).
CREATE FUNCTION fleetdesk_loan_agreement_sums_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT shop_id, array_agg(DISTINCT agreement_id) AS ids FROM new_rows GROUP BY shop_id LOOP
      PERFORM fleetdesk_loan_agreement_sums(r.shop_id, r.ids);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT shop_id, array_agg(DISTINCT agreement_id) AS ids FROM old_rows GROUP BY shop_id LOOP
      PERFORM fleetdesk_loan_agreement_sums(r.shop_id, r.ids);
    END LOOP;
  ELSE
    FOR r IN SELECT shop_id, array_agg(DISTINCT agreement_id) AS ids
               FROM (SELECT shop_id, agreement_id FROM new_rows
                     UNION ALL SELECT shop_id, agreement_id FROM old_rows) t GROUP BY shop_id LOOP
      PERFORM fleetdesk_loan_agreement_sums(r.shop_id, r.ids);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_charges_sums_insert" AFTER INSERT ON "loan_agreement_charges" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_charges_sums_update" AFTER UPDATE ON "loan_agreement_charges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_charges_sums_delete" AFTER DELETE ON "loan_agreement_charges" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_payments_sums_insert" AFTER INSERT ON "loan_agreement_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_payments_sums_update" AFTER UPDATE ON "loan_agreement_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_payments_sums_delete" AFTER DELETE ON "loan_agreement_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_authorizations_sums_insert" AFTER INSERT ON "loan_agreement_authorizations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_authorizations_sums_update" AFTER UPDATE ON "loan_agreement_authorizations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_agreement_authorizations_sums_delete" AFTER DELETE ON "loan_agreement_authorizations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_invoice_agreements_sums_insert" AFTER INSERT ON "loan_invoice_agreements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_invoice_agreements_sums_update" AFTER UPDATE ON "loan_invoice_agreements" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
CREATE TRIGGER "loan_invoice_agreements_sums_delete" AFTER DELETE ON "loan_invoice_agreements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_loan_agreement_sums_rows();
--> statement-breakpoint
-- Existing agreements: the migration runs with the owner's rights before the policies bind it.
ALTER TABLE "loan_agreements" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_agreement_charges" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_agreement_payments" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_agreement_authorizations" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_invoice_agreements" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_invoices" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
SELECT fleetdesk_loan_agreement_sums(shop_id, array_agg(id)) FROM loan_agreements GROUP BY shop_id;
--> statement-breakpoint
ALTER TABLE "loan_agreements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_agreement_charges" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_agreement_payments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_agreement_authorizations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_invoice_agreements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "loan_invoices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The planner's counts of the new columns (the partial indexes' rows) before the first request.
ANALYZE loan_agreements, loan_invoices;
