CREATE TABLE "export_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"export_type" text NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_name" text NOT NULL,
	"storage_key" text,
	"file_size" bigint,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "export_jobs_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "export_jobs_status_ck" CHECK ("export_jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "export_jobs_type_ck" CHECK ("export_jobs"."export_type" in ('financing', 'payments'))
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_pending_idx" ON "export_jobs" USING btree ("shop_id","id") WHERE "export_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "export_jobs_finished_idx" ON "export_jobs" USING btree ("shop_id","finished_at");--> statement-breakpoint
CREATE POLICY "export_jobs_shop_isolation" ON "export_jobs" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "export_jobs_own_select" ON "export_jobs" AS RESTRICTIVE FOR SELECT TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "export_jobs_own_update" ON "export_jobs" AS RESTRICTIVE FOR UPDATE TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "export_jobs_own_delete" ON "export_jobs" AS RESTRICTIVE FOR DELETE TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
ALTER TABLE "export_jobs" FORCE ROW LEVEL SECURITY;