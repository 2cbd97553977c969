-- The availability board reads a loaner's reserved and returned agreements from where their bars end
-- (check-in, else due) rather than its whole history (loaners.board.repository.ts).
CREATE INDEX "loan_agreements_vehicle_end_idx" ON "loan_agreements" USING btree ("shop_id","vehicle_id",coalesce("checked_in_at", "due_at"));