-- Issue 36: a payer who paid more than they owe is refunded. A refund is a row of
-- loan_agreement_payments with a negative amount (money given back), so the sums migration 0048
-- keeps (insurer_paid, customer_paid; its triggers are unchanged) are net of refunds. No row is
-- of 0, and a write-off (no money received) is never refunded. Every existing row is above 0.
ALTER TABLE "loan_agreement_payments" ADD CONSTRAINT "loan_agreement_payments_amount_ck" CHECK ("loan_agreement_payments"."amount" > 0 or ("loan_agreement_payments"."amount" < 0 and "loan_agreement_payments"."method" <> 'write_off'));
