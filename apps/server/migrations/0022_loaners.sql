CREATE TABLE "loan_agreement_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"occurred_at" timestamp with time zone,
	"bill_to" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"citation_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_agreement_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loan_agreement_damage" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"stage" text NOT NULL,
	"zone" text NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_agreement_damage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loan_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"vehicle_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"repair_order_number" text NOT NULL,
	"claim_number" text DEFAULT '' NOT NULL,
	"insurer_name" text DEFAULT '' NOT NULL,
	"insurer_daily_rate" numeric(12, 2),
	"insurer_max_days" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"checked_out_at" timestamp with time zone,
	"odometer_out" integer,
	"fuel_out" integer,
	"signed_name" text DEFAULT '' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"odometer_in" integer,
	"fuel_in" integer,
	"daily_rate" numeric(12, 2) NOT NULL,
	"mileage_allowance_per_day" integer NOT NULL,
	"excess_mileage_rate" numeric(12, 2) NOT NULL,
	"fuel_rate_per_eighth" numeric(12, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"agreement_document_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_agreements_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "loan_agreements_shop_number_uq" UNIQUE("shop_id","number")
);
--> statement-breakpoint
ALTER TABLE "loan_agreements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loaner_citations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"plate" text NOT NULL,
	"plate_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"kind" text NOT NULL,
	"agency" text DEFAULT '' NOT NULL,
	"reference" text NOT NULL,
	"result" text NOT NULL,
	"agreement_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer,
	CONSTRAINT "loaner_citations_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "loaner_citations_shop_reference_uq" UNIQUE("shop_id","reference")
);
--> statement-breakpoint
ALTER TABLE "loaner_citations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loaner_customer_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loaner_customer_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loaner_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"licence_number" text DEFAULT '' NOT NULL,
	"licence_state" text DEFAULT '' NOT NULL,
	"licence_expires_on" date,
	"insurance_carrier" text DEFAULT '' NOT NULL,
	"insurance_policy_number" text DEFAULT '' NOT NULL,
	"do_not_lend" boolean DEFAULT false NOT NULL,
	"do_not_lend_reason" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loaner_customers_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "loaner_customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loaner_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"daily_rate" numeric(12, 2) DEFAULT '45.00' NOT NULL,
	"mileage_allowance_per_day" integer DEFAULT 150 NOT NULL,
	"excess_mileage_rate" numeric(12, 2) DEFAULT '0.25' NOT NULL,
	"fuel_rate_per_eighth" numeric(12, 2) DEFAULT '10.00' NOT NULL,
	"citation_grace_days" integer DEFAULT 30 NOT NULL,
	"agreement_terms" text DEFAULT '' NOT NULL,
	"last_agreement_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loaner_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_charges" ADD CONSTRAINT "loan_agreement_charges_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_charges" ADD CONSTRAINT "loan_agreement_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_charges" ADD CONSTRAINT "loan_agreement_charges_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_charges" ADD CONSTRAINT "loan_agreement_charges_shop_citation_id_fk" FOREIGN KEY ("shop_id","citation_id") REFERENCES "public"."loaner_citations"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_damage" ADD CONSTRAINT "loan_agreement_damage_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_damage" ADD CONSTRAINT "loan_agreement_damage_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_shop_customer_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."loaner_customers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_citations" ADD CONSTRAINT "loaner_citations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_citations" ADD CONSTRAINT "loaner_citations_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_citations" ADD CONSTRAINT "loaner_citations_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_customer_documents" ADD CONSTRAINT "loaner_customer_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_customer_documents" ADD CONSTRAINT "loaner_customer_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_customer_documents" ADD CONSTRAINT "loaner_customer_documents_shop_customer_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."loaner_customers"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_customers" ADD CONSTRAINT "loaner_customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_settings" ADD CONSTRAINT "loaner_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_agreement_charges_agreement_idx" ON "loan_agreement_charges" USING btree ("shop_id","agreement_id");--> statement-breakpoint
CREATE INDEX "loan_agreement_damage_agreement_idx" ON "loan_agreement_damage" USING btree ("shop_id","agreement_id");--> statement-breakpoint
CREATE INDEX "loan_agreements_vehicle_idx" ON "loan_agreements" USING btree ("shop_id","vehicle_id","starts_at");--> statement-breakpoint
CREATE INDEX "loan_agreements_customer_idx" ON "loan_agreements" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE INDEX "loan_agreements_status_idx" ON "loan_agreements" USING btree ("shop_id","status","due_at");--> statement-breakpoint
CREATE INDEX "loaner_citations_result_idx" ON "loaner_citations" USING btree ("shop_id","result","occurred_at");--> statement-breakpoint
CREATE INDEX "loaner_customer_documents_customer_idx" ON "loaner_customer_documents" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE INDEX "loaner_customers_name_idx" ON "loaner_customers" USING btree ("shop_id","last_name","first_name");--> statement-breakpoint
CREATE POLICY "loan_agreement_charges_shop_isolation" ON "loan_agreement_charges" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loan_agreement_damage_shop_isolation" ON "loan_agreement_damage" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loan_agreements_shop_isolation" ON "loan_agreements" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loaner_citations_shop_isolation" ON "loaner_citations" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loaner_customer_documents_shop_isolation" ON "loaner_customer_documents" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loaner_customers_shop_isolation" ON "loaner_customers" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loaner_settings_shop_isolation" ON "loaner_settings" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "loan_agreement_charges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_damage" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loaner_citations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loaner_customer_documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loaner_customers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loaner_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- One loaner cannot be reserved or out twice at once: held by the database, so two requests
-- racing for the same period cannot both win (drizzle-kit declares neither extensions nor
-- exclusion constraints). btree_gist lets the integer columns join the range in one GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_no_overlap" EXCLUDE USING gist ("shop_id" WITH =, "vehicle_id" WITH =, tstzrange("starts_at", "due_at") WITH &&) WHERE ("status" IN ('reserved', 'out'));--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_status_check" CHECK ("status" IN ('reserved', 'out', 'returned', 'cancelled'));--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_period_check" CHECK ("due_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_fuel_check" CHECK ("fuel_out" BETWEEN 0 AND 8 AND "fuel_in" BETWEEN 0 AND 8);--> statement-breakpoint
-- Keys to the vehicle's documents that clear only their own column when the document goes
-- (a plain SET NULL would also clear shop_id); written here, as drizzle-kit has no column list.
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_shop_agreement_document_fk" FOREIGN KEY ("shop_id","agreement_document_id") REFERENCES "public"."documents"("shop_id","id") ON DELETE SET NULL ("agreement_document_id");--> statement-breakpoint
ALTER TABLE "loan_agreement_damage" ADD CONSTRAINT "loan_agreement_damage_shop_photo_document_fk" FOREIGN KEY ("shop_id","photo_document_id") REFERENCES "public"."documents"("shop_id","id") ON DELETE SET NULL ("photo_document_id");
