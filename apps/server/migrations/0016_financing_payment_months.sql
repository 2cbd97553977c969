CREATE TABLE "financing_payment_months" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"payment_method" text NOT NULL,
	"payments" integer NOT NULL,
	"late" integer NOT NULL,
	"total_paid" numeric(16, 2) NOT NULL,
	"amounts_paid" numeric(16, 2) NOT NULL,
	"late_fees" numeric(16, 2) NOT NULL,
	CONSTRAINT "financing_payment_months_pk" PRIMARY KEY("shop_id","month","payment_method")
);
--> statement-breakpoint
ALTER TABLE "financing_payment_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "financing_payment_months" ADD CONSTRAINT "financing_payment_months_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "financing_payment_months_shop_isolation" ON "financing_payment_months" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "financing_payment_months" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Existing payments: the migration runs with the owner's rights before the policies bind it (as
-- in 0013); the triggers come after, so the backfill is counted once.
ALTER TABLE "financing_payment_months" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "financing_payments" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO financing_payment_months (shop_id, month, payment_method, payments, late, total_paid, amounts_paid, late_fees)
SELECT shop_id, date_trunc('month', payment_date)::date, payment_method, count(*), count(*) FILTER (WHERE is_late),
       sum(total_payment), sum(amount_paid), sum(late_fee)
  FROM financing_payments GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE "financing_payments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "financing_payment_months" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Kept per statement from the changed payments (their transition tables): what was added counts
-- +1, what went away -1, summed per shop, month and method and added to the row (created when
-- missing). Additive upserts stay right under concurrent writes. A delete only lowers rows that
-- exist: a shop's removal deletes them with it.
CREATE FUNCTION fleetdesk_financing_payment_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO financing_payment_months AS m (shop_id, month, payment_method, payments, late, total_paid, amounts_paid, late_fees)
    SELECT shop_id, date_trunc('month', payment_date)::date, payment_method, count(*),
           count(*) FILTER (WHERE is_late), sum(total_payment), sum(amount_paid), sum(late_fee)
      FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (shop_id, month, payment_method) DO UPDATE
       SET payments = m.payments + excluded.payments, late = m.late + excluded.late,
           total_paid = m.total_paid + excluded.total_paid,
           amounts_paid = m.amounts_paid + excluded.amounts_paid,
           late_fees = m.late_fees + excluded.late_fees;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO financing_payment_months AS m (shop_id, month, payment_method, payments, late, total_paid, amounts_paid, late_fees)
    SELECT shop_id, month, payment_method, sum(sign), coalesce(sum(sign) FILTER (WHERE is_late), 0),
           sum(sign * total_payment), sum(sign * amount_paid), sum(sign * late_fee)
      FROM (SELECT shop_id, date_trunc('month', payment_date)::date AS month, payment_method, is_late,
                   total_payment, amount_paid, late_fee, 1 AS sign FROM new_rows
            UNION ALL
            SELECT shop_id, date_trunc('month', payment_date)::date, payment_method, is_late,
                   total_payment, amount_paid, late_fee, -1 FROM old_rows) c
     GROUP BY 1, 2, 3
    ON CONFLICT (shop_id, month, payment_method) DO UPDATE
       SET payments = m.payments + excluded.payments, late = m.late + excluded.late,
           total_paid = m.total_paid + excluded.total_paid,
           amounts_paid = m.amounts_paid + excluded.amounts_paid,
           late_fees = m.late_fees + excluded.late_fees;
  ELSE
    UPDATE financing_payment_months m
       SET payments = m.payments - d.payments, late = m.late - d.late,
           total_paid = m.total_paid - d.total_paid, amounts_paid = m.amounts_paid - d.amounts_paid,
           late_fees = m.late_fees - d.late_fees
      FROM (SELECT shop_id, date_trunc('month', payment_date)::date AS month, payment_method,
                   count(*) AS payments, count(*) FILTER (WHERE is_late) AS late,
                   sum(total_payment) AS total_paid, sum(amount_paid) AS amounts_paid,
                   sum(late_fee) AS late_fees
              FROM old_rows GROUP BY 1, 2, 3) d
     WHERE m.shop_id = d.shop_id AND m.month = d.month AND m.payment_method = d.payment_method;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "financing_payments_months_insert" AFTER INSERT ON "financing_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_payment_months();
--> statement-breakpoint
CREATE TRIGGER "financing_payments_months_update" AFTER UPDATE ON "financing_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_payment_months();
--> statement-breakpoint
CREATE TRIGGER "financing_payments_months_delete" AFTER DELETE ON "financing_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_financing_payment_months();
