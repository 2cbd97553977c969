-- Issue 36 §2: invoices to insurers. An invoice bills returned agreements of one insurer at the
-- amounts frozen when it is issued; loan_invoice_agreements keeps an agreement on one live
-- (not void) invoice at a time by a partial unique index. Both tables walled by shop (FORCE
-- below, as every tenant table) through composite (shop_id, id) keys. The shop's invoice
-- sequence sits beside its agreement sequence, and the mail outbox keeps a mail's attachments.
CREATE TABLE "loan_invoice_agreements" (
	"shop_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"authorized_days" integer NOT NULL,
	"days" integer NOT NULL,
	"covered_days" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "loan_invoice_agreements_shop_id_invoice_id_agreement_id_pk" PRIMARY KEY("shop_id","invoice_id","agreement_id")
);
--> statement-breakpoint
ALTER TABLE "loan_invoice_agreements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_invoice_agreements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loan_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"number" text NOT NULL,
	"insurer_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"voided_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_invoices_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "loan_invoices_shop_number_uq" UNIQUE("shop_id","number")
);
--> statement-breakpoint
ALTER TABLE "loan_invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loaner_settings" ADD COLUMN "last_invoice_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_invoice_agreements" ADD CONSTRAINT "loan_invoice_agreements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_invoice_agreements" ADD CONSTRAINT "loan_invoice_agreements_shop_invoice_id_fk" FOREIGN KEY ("shop_id","invoice_id") REFERENCES "public"."loan_invoices"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_invoice_agreements" ADD CONSTRAINT "loan_invoice_agreements_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_invoices" ADD CONSTRAINT "loan_invoices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_invoices" ADD CONSTRAINT "loan_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_invoices" ADD CONSTRAINT "loan_invoices_shop_insurer_id_fk" FOREIGN KEY ("shop_id","insurer_id") REFERENCES "public"."loaner_insurers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_invoice_agreements_active_uq" ON "loan_invoice_agreements" USING btree ("shop_id","agreement_id") WHERE active;--> statement-breakpoint
CREATE INDEX "loan_invoice_agreements_agreement_idx" ON "loan_invoice_agreements" USING btree ("shop_id","agreement_id");--> statement-breakpoint
CREATE INDEX "loan_invoices_insurer_idx" ON "loan_invoices" USING btree ("shop_id","insurer_id","issued_on");--> statement-breakpoint
CREATE POLICY "loan_invoice_agreements_shop_isolation" ON "loan_invoice_agreements" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "loan_invoices_shop_isolation" ON "loan_invoices" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);