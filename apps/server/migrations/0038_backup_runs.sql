CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"name" text,
	"location" text,
	"size_bytes" bigint,
	"verified" boolean DEFAULT false NOT NULL,
	"rows" integer,
	"files" integer,
	"error" text,
	CONSTRAINT "backup_runs_status_ck" CHECK ("backup_runs"."status" in ('ok', 'failed')),
	CONSTRAINT "backup_runs_trigger_ck" CHECK ("backup_runs"."trigger" in ('nightly', 'command'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");