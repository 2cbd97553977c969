-- The utilisation report reads the agreements checked out in a period (issue 36 §3).
CREATE INDEX "loan_agreements_checked_out_idx" ON "loan_agreements" USING btree ("shop_id","checked_out_at");
