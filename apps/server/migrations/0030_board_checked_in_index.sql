-- The board reads the window's returned agreements by check-in and its reserved ones by due time
-- (loaners.board.repository.ts). 0025's expression index never bounded that read: row-level
-- security keeps a coalesce() (not leakproof) out of index conditions, so it only narrowed to
-- the loaner and every agreement of its history was read and filtered.
DROP INDEX "loan_agreements_vehicle_end_idx";--> statement-breakpoint
CREATE INDEX "loan_agreements_status_checked_in_idx" ON "loan_agreements" USING btree ("shop_id","status","checked_in_at");
