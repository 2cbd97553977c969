-- Issue 36: the change of loaner on the board and in the utilisation report. The agreement keeps
-- when its car out now went out (the last swap), beside that car's odometer and fuel out, so the
-- board starts the current car's bar there; the segments are read by when they closed (the
-- board's window, the report's period); the report's period reads the agreements index-only.
ALTER TABLE "loan_agreements" ADD COLUMN "swapped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "loan_agreement_segments_checked_in_idx" ON "loan_agreement_segments" USING btree ("shop_id","checked_in_at");--> statement-breakpoint
-- The utilisation report's period carries every column the report reads of an agreement, so a
-- year's 15,000 agreements are one index-only range, not as many heap rows (written by hand:
-- Drizzle declares no INCLUDE; docs/benchmark-loaner-money.md). The price: a change of the sums
-- kept on the agreement (a charge, a payment) rewrites its index entries (no HOT update).
DROP INDEX "loan_agreements_checked_out_idx";--> statement-breakpoint
CREATE INDEX "loan_agreements_checked_out_idx" ON "loan_agreements" USING btree ("shop_id","checked_out_at") INCLUDE ("vehicle_id", "status", "checked_in_at", "day_rule", "grace_minutes", "returned_days", "authorized_days", "insurer_days_amount", "insurer_charged", "customer_charged", "insurer_paid", "customer_paid", "written_off");--> statement-breakpoint
-- Agreements changed before this migration: their last segment closed at the last swap. The
-- migration runs with the owner's rights before the policies bind it (as 0048).
ALTER TABLE "loan_agreements" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_segments" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "loan_agreements" a SET "swapped_at" = s.last_in
  FROM (SELECT shop_id, agreement_id, max(checked_in_at) AS last_in
        FROM "loan_agreement_segments" GROUP BY shop_id, agreement_id) s
  WHERE a.shop_id = s.shop_id AND a.id = s.agreement_id;--> statement-breakpoint
ALTER TABLE "loan_agreements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_segments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ANALYZE "loan_agreements", "loan_agreement_segments";
