ALTER TABLE "financing_payment_months" ALTER COLUMN "total_paid" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "financing_payment_months" ALTER COLUMN "amounts_paid" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "financing_payment_months" ALTER COLUMN "late_fees" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "financing_payments" ALTER COLUMN "total_payment" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "financings" ALTER COLUMN "remaining_balance" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "financings" ALTER COLUMN "total_amount_paid" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "financings" ALTER COLUMN "total_amount_paid" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "financings" ADD COLUMN "opening_balance" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "financings" ADD COLUMN "interest_paid" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_policies" ALTER COLUMN "total_premium" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "master_policies" ALTER COLUMN "total_premium" SET DEFAULT '0';--> statement-breakpoint
-- Existing rows: a migrating role that owns the table without being superuser is bound by the
-- forced policies (no shop set, so no rows), so they are lifted around the backfill.
ALTER TABLE "financings" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The form's value becomes the opening balance; the remaining balance is the server's from now on,
-- replayed from it and the payments when each financing's status is next brought to today.
UPDATE "financings" SET "opening_balance" = "remaining_balance"::numeric(12, 2), "status_as_of" = NULL;--> statement-breakpoint
ALTER TABLE "financings" FORCE ROW LEVEL SECURITY;
