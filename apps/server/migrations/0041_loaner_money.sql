-- Issue 36: loaner money. The shop's insurers, what they authorise on an agreement and the
-- payments against it; every table walled by shop (FORCE below, as every tenant table) and reaching
-- its agreement through the composite (shop_id, id) key.
CREATE TABLE "loan_agreement_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"days" integer NOT NULL,
	"daily_rate" numeric(12, 2) NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"adjuster" text DEFAULT '' NOT NULL,
	"authorized_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"initial" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_agreement_authorizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_authorizations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loan_agreement_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"payer" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"received_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_agreement_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loaner_insurers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"daily_rate_cap" numeric(12, 2),
	"day_rule" text DEFAULT '24h' NOT NULL,
	"grace_minutes" integer DEFAULT 59 NOT NULL,
	"billing_email" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loaner_insurers_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "loaner_insurers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loaner_insurers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "insurer_id" integer;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "day_rule" text DEFAULT '24h' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "grace_minutes" integer DEFAULT 59 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "insurer_days_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "expected_completion_on" date;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD COLUMN "coverage_ends_on" date;--> statement-breakpoint
ALTER TABLE "loan_agreement_authorizations" ADD CONSTRAINT "loan_agreement_authorizations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_authorizations" ADD CONSTRAINT "loan_agreement_authorizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_authorizations" ADD CONSTRAINT "loan_agreement_authorizations_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_payments" ADD CONSTRAINT "loan_agreement_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_payments" ADD CONSTRAINT "loan_agreement_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_payments" ADD CONSTRAINT "loan_agreement_payments_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_insurers" ADD CONSTRAINT "loaner_insurers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_agreement_authorizations_agreement_idx" ON "loan_agreement_authorizations" USING btree ("shop_id","agreement_id");--> statement-breakpoint
CREATE INDEX "loan_agreement_payments_agreement_idx" ON "loan_agreement_payments" USING btree ("shop_id","agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loaner_insurers_shop_name_uq" ON "loaner_insurers" USING btree ("shop_id",lower("name"));--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_shop_insurer_id_fk" FOREIGN KEY ("shop_id","insurer_id") REFERENCES "public"."loaner_insurers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_agreements_insurer_idx" ON "loan_agreements" USING btree ("shop_id","insurer_id");--> statement-breakpoint
CREATE POLICY "loan_agreement_authorizations_shop_isolation" ON "loan_agreement_authorizations" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loan_agreement_payments_shop_isolation" ON "loan_agreement_payments" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loaner_insurers_shop_isolation" ON "loaner_insurers" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
-- Agreements made before this kept their days without grace: they keep counting so, and their
-- coverage becomes their first authorization (as a new agreement's does), dated when reserved.
UPDATE "loan_agreements" SET "grace_minutes" = 0;--> statement-breakpoint
INSERT INTO "loan_agreement_authorizations" ("shop_id", "agreement_id", "days", "daily_rate", "authorized_on", "initial")
SELECT "shop_id", "id", "insurer_max_days", coalesce("insurer_daily_rate", 0), ("created_at" AT TIME ZONE 'UTC')::date, true
FROM "loan_agreements" WHERE "insurer_max_days" > 0;--> statement-breakpoint
UPDATE "loan_agreements" SET "insurer_days_amount" =
  least(greatest(1, ceil(extract(epoch FROM "checked_in_at" - "checked_out_at") / 86400)), coalesce("insurer_max_days", 0))
  * coalesce("insurer_daily_rate", 0)
WHERE "status" = 'returned' AND "checked_in_at" IS NOT NULL AND "checked_out_at" IS NOT NULL;