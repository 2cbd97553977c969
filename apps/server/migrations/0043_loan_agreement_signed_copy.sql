-- Issue 36 §5: when the signed agreement was last e-mailed to the customer (queued in the outbox).
ALTER TABLE "loan_agreements" ADD COLUMN "signed_copy_sent_at" timestamp with time zone;