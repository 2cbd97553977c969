DROP INDEX "insurance_policies_shop_end_idx";--> statement-breakpoint
CREATE INDEX "insurance_policies_shop_end_idx" ON "insurance_policies" USING btree ("shop_id","end_date" DESC NULLS LAST,"id" DESC NULLS FIRST);
