CREATE TABLE "fuel_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"date" date NOT NULL,
	"odometer" integer,
	"quantity" numeric(10, 3) NOT NULL,
	"unit" text DEFAULT 'gallons' NOT NULL,
	"price_per_unit" numeric(10, 3),
	"total_cost" numeric(12, 2) NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"fuel_type" text DEFAULT 'regular' NOT NULL,
	"partial_fill" boolean DEFAULT false NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_entries_quantity_positive" CHECK ("fuel_entries"."quantity" > 0),
	CONSTRAINT "fuel_entries_total_not_negative" CHECK ("fuel_entries"."total_cost" >= 0),
	CONSTRAINT "fuel_entries_unit" CHECK ("fuel_entries"."unit" in ('gallons', 'kwh'))
);
--> statement-breakpoint
ALTER TABLE "fuel_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fuel_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "tank_capacity" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_shop_vehicle_id_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fuel_entries_vehicle_idx" ON "fuel_entries" USING btree ("shop_id","vehicle_id","date","id");--> statement-breakpoint
CREATE INDEX "fuel_entries_shop_date_idx" ON "fuel_entries" USING btree ("shop_id","date");--> statement-breakpoint
CREATE POLICY "fuel_entries_shop_isolation" ON "fuel_entries" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);