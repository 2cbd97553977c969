-- Issue 36 §5, the shop's optional loaner rules. On loaner_settings: the shop's grace for
-- agreements without an insurer (59, as was hard-coded), a late-return fee and an admin fee per
-- citation (0.00: none), whether the customer pays the difference above the insurer's rate, and
-- whether a licence number is needed to reserve (both off). The billing ones are copied onto
-- loan_agreements at the reservation, as its rates are, so a later change never rebills an
-- agreement; existing rows take the defaults and bill as before.
ALTER TABLE "loan_agreements" ADD COLUMN "late_return_fee" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "toll_admin_fee" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "customer_pays_rate_difference" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loaner_settings" ADD COLUMN "grace_minutes" integer DEFAULT 59 NOT NULL;--> statement-breakpoint
ALTER TABLE "loaner_settings" ADD COLUMN "late_return_fee" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "loaner_settings" ADD COLUMN "toll_admin_fee" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "loaner_settings" ADD COLUMN "customer_pays_rate_difference" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loaner_settings" ADD COLUMN "licence_required_to_reserve" boolean DEFAULT false NOT NULL;
