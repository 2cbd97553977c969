CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"source" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reminder_ledger" (
	"shop_id" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"run_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_ledger_pk" PRIMARY KEY("shop_id","dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "reminder_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"items" integer DEFAULT 0 NOT NULL,
	"notifications" integer DEFAULT 0 NOT NULL,
	"mails_queued" integer DEFAULT 0 NOT NULL,
	"mails_sent" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "reminder_runs_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "reminder_runs_trigger_ck" CHECK ("reminder_runs"."trigger" in ('schedule', 'cli', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "reminder_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"leased_until" timestamp with time zone,
	"last_scheduled_day" date
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_ledger" ADD CONSTRAINT "reminder_ledger_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_ledger" ADD CONSTRAINT "reminder_ledger_shop_run_fk" FOREIGN KEY ("shop_id","run_id") REFERENCES "public"."reminder_runs"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("shop_id","next_attempt_at","id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "reminder_runs_shop_started_idx" ON "reminder_runs" USING btree ("shop_id","started_at");--> statement-breakpoint
CREATE POLICY "mail_outbox_shop_isolation" ON "mail_outbox" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "reminder_ledger_shop_isolation" ON "reminder_ledger" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "reminder_runs_shop_isolation" ON "reminder_runs" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "mail_outbox" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reminder_ledger" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reminder_runs" FORCE ROW LEVEL SECURITY;