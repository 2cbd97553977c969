CREATE TABLE "inspection_form_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"form_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inspection_form_items_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "inspection_form_items_kind" CHECK ("inspection_form_items"."kind" in ('pass_fail', 'number', 'text', 'photo'))
);
--> statement-breakpoint
ALTER TABLE "inspection_form_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inspection_form_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inspection_form_vehicle_types" (
	"shop_id" integer NOT NULL,
	"form_id" bigint NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	CONSTRAINT "inspection_form_vehicle_types_shop_id_form_id_vehicle_type_id_pk" PRIMARY KEY("shop_id","form_id","vehicle_type_id")
);
--> statement-breakpoint
ALTER TABLE "inspection_form_vehicle_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inspection_form_vehicle_types" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inspection_forms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_forms_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "inspection_forms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inspection_forms" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inspection_results" (
	"shop_id" integer NOT NULL,
	"inspection_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"passed" boolean,
	"value" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_document_id" integer,
	CONSTRAINT "inspection_results_shop_id_inspection_id_item_id_pk" PRIMARY KEY("shop_id","inspection_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "inspection_results" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inspection_results" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"form_id" bigint NOT NULL,
	"vehicle_id" integer NOT NULL,
	"odometer" integer,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"performed_by" integer,
	"signed_name" text NOT NULL,
	"signature" text,
	CONSTRAINT "inspections_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "inspections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inspections" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"out_of_service" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source_inspection_id" bigint,
	"photo_document_id" integer,
	"assigned_to" integer,
	"resolution" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"service_record_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issues_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "issues_priority" CHECK ("issues"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "issues_status" CHECK ("issues"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "issues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "issues" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inspection_form_items" ADD CONSTRAINT "inspection_form_items_form_fk" FOREIGN KEY ("shop_id","form_id") REFERENCES "public"."inspection_forms"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_form_vehicle_types" ADD CONSTRAINT "inspection_form_vehicle_types_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_form_vehicle_types" ADD CONSTRAINT "inspection_form_vehicle_types_form_fk" FOREIGN KEY ("shop_id","form_id") REFERENCES "public"."inspection_forms"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_forms" ADD CONSTRAINT "inspection_forms_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_results" ADD CONSTRAINT "inspection_results_inspection_fk" FOREIGN KEY ("shop_id","inspection_id") REFERENCES "public"."inspections"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_results" ADD CONSTRAINT "inspection_results_item_fk" FOREIGN KEY ("shop_id","item_id") REFERENCES "public"."inspection_form_items"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_performed_by_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_form_fk" FOREIGN KEY ("shop_id","form_id") REFERENCES "public"."inspection_forms"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_form_items_form_idx" ON "inspection_form_items" USING btree ("shop_id","form_id","position");--> statement-breakpoint
CREATE INDEX "inspections_vehicle_idx" ON "inspections" USING btree ("shop_id","vehicle_id","performed_at");--> statement-breakpoint
CREATE INDEX "issues_vehicle_idx" ON "issues" USING btree ("shop_id","vehicle_id","status");--> statement-breakpoint
CREATE INDEX "issues_shop_status_idx" ON "issues" USING btree ("shop_id","status","id");--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_shop_id_id_uq" UNIQUE("shop_id","id");--> statement-breakpoint
CREATE POLICY "inspection_form_items_shop_isolation" ON "inspection_form_items" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "inspection_form_vehicle_types_shop_isolation" ON "inspection_form_vehicle_types" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "inspection_forms_shop_isolation" ON "inspection_forms" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "inspection_results_shop_isolation" ON "inspection_results" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "inspections_shop_isolation" ON "inspections" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "issues_shop_isolation" ON "issues" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
-- hand-written: the issues' and answers' composite keys that drizzle cannot declare (on delete
-- set null of one column keeps shop_id) or that point at modules depending on the issues.
ALTER TABLE "issues" ADD CONSTRAINT "issues_shop_source_fk" FOREIGN KEY ("shop_id","source_inspection_id") REFERENCES "public"."inspections"("shop_id","id") ON DELETE SET NULL ("source_inspection_id");--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_shop_service_record_fk" FOREIGN KEY ("shop_id","service_record_id") REFERENCES "public"."service_records"("shop_id","id") ON DELETE SET NULL ("service_record_id");--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_shop_photo_fk" FOREIGN KEY ("shop_id","photo_document_id") REFERENCES "public"."documents"("shop_id","id") ON DELETE SET NULL ("photo_document_id");--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_shop_assignee_fk" FOREIGN KEY ("shop_id","assigned_to") REFERENCES "public"."memberships"("shop_id","user_id") ON DELETE SET NULL ("assigned_to");--> statement-breakpoint
ALTER TABLE "inspection_results" ADD CONSTRAINT "inspection_results_shop_photo_fk" FOREIGN KEY ("shop_id","photo_document_id") REFERENCES "public"."documents"("shop_id","id") ON DELETE SET NULL ("photo_document_id");
