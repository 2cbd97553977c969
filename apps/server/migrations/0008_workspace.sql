-- The workspace: notifications, dashboard preferences, the sample module's data, the theme on the profile.
CREATE TABLE "dashboard_preferences" (
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"enabled_widgets" jsonb NOT NULL,
	"widget_order" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_preferences_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"action_url" text,
	"action_text" text,
	"additional_recipient_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"additional_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"dedupe_key" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_dismissed" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_severity_ck" CHECK ("notifications"."severity" in ('critical', 'warning', 'info', 'other')),
	CONSTRAINT "notifications_priority_ck" CHECK ("notifications"."priority" in ('normal', 'action_required'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sample_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "sample_categories_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "sample_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sample_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"priority" smallint NOT NULL,
	"completion_percentage" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_items_status_ck" CHECK ("sample_items"."status" in ('active', 'inactive', 'pending', 'completed', 'cancelled')),
	CONSTRAINT "sample_items_priority_ck" CHECK ("sample_items"."priority" between 1 and 5),
	CONSTRAINT "sample_items_completion_ck" CHECK ("sample_items"."completion_percentage" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "sample_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "theme" text DEFAULT 'light' NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_preferences" ADD CONSTRAINT "dashboard_preferences_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_preferences" ADD CONSTRAINT "dashboard_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_categories" ADD CONSTRAINT "sample_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_items" ADD CONSTRAINT "sample_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_items" ADD CONSTRAINT "sample_items_category_fk" FOREIGN KEY ("shop_id","category_id") REFERENCES "public"."sample_categories"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("shop_id","user_id","is_dismissed","created_at");--> statement-breakpoint
CREATE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("shop_id","user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "sample_items_recent_idx" ON "sample_items" USING btree ("shop_id","updated_at");--> statement-breakpoint
CREATE POLICY "dashboard_preferences_shop_isolation" ON "dashboard_preferences" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "dashboard_preferences_own_select" ON "dashboard_preferences" AS RESTRICTIVE FOR SELECT TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "dashboard_preferences_own_update" ON "dashboard_preferences" AS RESTRICTIVE FOR UPDATE TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "dashboard_preferences_own_delete" ON "dashboard_preferences" AS RESTRICTIVE FOR DELETE TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "notifications_shop_isolation" ON "notifications" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "notifications_own_select" ON "notifications" AS RESTRICTIVE FOR SELECT TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "notifications_own_update" ON "notifications" AS RESTRICTIVE FOR UPDATE TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "notifications_own_delete" ON "notifications" AS RESTRICTIVE FOR DELETE TO public USING ("user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer or nullif(current_setting('fleetdesk.user_id', true), '')::integer is null);--> statement-breakpoint
CREATE POLICY "sample_categories_shop_isolation" ON "sample_categories" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "sample_items_shop_isolation" ON "sample_items" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "dashboard_preferences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sample_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sample_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_theme_ck" CHECK ("theme" in ('light', 'dark', 'auto'));
