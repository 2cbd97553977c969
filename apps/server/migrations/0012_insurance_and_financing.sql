CREATE TABLE "financing_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"financing_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount_paid" numeric(12, 2) NOT NULL,
	"late_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_payment" numeric(12, 2) GENERATED ALWAYS AS ((amount_paid + late_fee)) STORED NOT NULL,
	"payment_method" text DEFAULT 'check' NOT NULL,
	"reference_number" text DEFAULT '' NOT NULL,
	"is_late" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_payments_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "financing_payments_method_ck" CHECK ("financing_payments"."payment_method" in ('check', 'ach', 'wire', 'card', 'cash', 'other')),
	CONSTRAINT "financing_payments_amounts_ck" CHECK ("financing_payments"."amount_paid" >= 0 and "financing_payments"."late_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "financing_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "financing_vehicles" (
	"shop_id" integer NOT NULL,
	"financing_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "financing_vehicles_pk" PRIMARY KEY("financing_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "financing_vehicles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "financings" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"financing_type" text DEFAULT 'LOAN' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"monthly_payment" numeric(12, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"lender_name" text DEFAULT '' NOT NULL,
	"loan_number" text DEFAULT '' NOT NULL,
	"loan_amount" numeric(12, 2),
	"interest_rate" numeric(6, 3),
	"remaining_balance" numeric(12, 2),
	"leasing_company" text DEFAULT '' NOT NULL,
	"lease_type" text,
	"mileage_allowance" integer,
	"excess_mileage_rate" numeric(8, 4),
	"company_name" text GENERATED ALWAYS AS ((case when financing_type = 'LEASE' then leasing_company else lender_name end)) STORED NOT NULL,
	"gl_account" text DEFAULT '' NOT NULL,
	"quickbooks_class" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"total_amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'current' NOT NULL,
	"missing_count" integer DEFAULT 0 NOT NULL,
	"late_count" integer DEFAULT 0 NOT NULL,
	"max_overdue_days" integer DEFAULT 0 NOT NULL,
	"next_due_date" date,
	"status_as_of" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financings_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "financings_type_ck" CHECK ("financings"."financing_type" in ('LOAN', 'LEASE')),
	CONSTRAINT "financings_lease_type_ck" CHECK ("financings"."lease_type" is null or "financings"."lease_type" in ('operating', 'finance', 'capital')),
	CONSTRAINT "financings_status_ck" CHECK ("financings"."payment_status" in ('current', 'late', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "financings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coverage_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "coverage_types_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "coverage_types_shop_name_uq" UNIQUE("shop_id","name")
);
--> statement-breakpoint
ALTER TABLE "coverage_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "insurance_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_companies_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "insurance_companies_shop_name_uq" UNIQUE("shop_id","name")
);
--> statement-breakpoint
ALTER TABLE "insurance_companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "coverage_type_id" integer;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "renewed_from_id" integer;--> statement-breakpoint
ALTER TABLE "master_policies" ADD COLUMN "insurance_company_id" integer;--> statement-breakpoint
ALTER TABLE "master_policies" ADD COLUMN "coverage_type_id" integer;--> statement-breakpoint
ALTER TABLE "master_policies" ADD COLUMN "renewed_from_id" integer;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_payments" ADD CONSTRAINT "financing_payments_shop_financing_fk" FOREIGN KEY ("shop_id","financing_id") REFERENCES "public"."financings"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_vehicles" ADD CONSTRAINT "financing_vehicles_shop_financing_fk" FOREIGN KEY ("shop_id","financing_id") REFERENCES "public"."financings"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_vehicles" ADD CONSTRAINT "financing_vehicles_shop_vehicle_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financings" ADD CONSTRAINT "financings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_types" ADD CONSTRAINT "coverage_types_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD CONSTRAINT "insurance_companies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financing_payments_financing_idx" ON "financing_payments" USING btree ("shop_id","financing_id","payment_date");--> statement-breakpoint
CREATE INDEX "financing_payments_shop_date_idx" ON "financing_payments" USING btree ("shop_id","payment_date");--> statement-breakpoint
CREATE INDEX "financing_vehicles_vehicle_idx" ON "financing_vehicles" USING btree ("shop_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "financings_shop_end_idx" ON "financings" USING btree ("shop_id","end_date","id");--> statement-breakpoint
CREATE INDEX "financings_shop_type_idx" ON "financings" USING btree ("shop_id","financing_type","is_active");--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_shop_coverage_type_fk" FOREIGN KEY ("shop_id","coverage_type_id") REFERENCES "public"."coverage_types"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_shop_renewed_from_fk" FOREIGN KEY ("shop_id","renewed_from_id") REFERENCES "public"."insurance_policies"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_policies" ADD CONSTRAINT "master_policies_shop_company_fk" FOREIGN KEY ("shop_id","insurance_company_id") REFERENCES "public"."insurance_companies"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_policies" ADD CONSTRAINT "master_policies_shop_coverage_type_fk" FOREIGN KEY ("shop_id","coverage_type_id") REFERENCES "public"."coverage_types"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_policies" ADD CONSTRAINT "master_policies_shop_renewed_from_fk" FOREIGN KEY ("shop_id","renewed_from_id") REFERENCES "public"."master_policies"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_master_idx" ON "insurance_policies" USING btree ("shop_id","master_policy_id");--> statement-breakpoint
CREATE INDEX "insurance_policies_shop_end_idx" ON "insurance_policies" USING btree ("shop_id","end_date");--> statement-breakpoint
CREATE INDEX "master_policies_shop_end_idx" ON "master_policies" USING btree ("shop_id","end_date");--> statement-breakpoint
CREATE POLICY "financing_payments_shop_isolation" ON "financing_payments" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "financing_vehicles_shop_isolation" ON "financing_vehicles" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "financings_shop_isolation" ON "financings" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "coverage_types_shop_isolation" ON "coverage_types" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "insurance_companies_shop_isolation" ON "insurance_companies" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "financing_payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "financing_vehicles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "financings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "coverage_types" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "insurance_companies" FORCE ROW LEVEL SECURITY;