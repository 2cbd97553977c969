CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_code" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"first_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "webhook_deliveries_status" CHECK (status in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("shop_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("shop_id","endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("shop_id","endpoint_id","id") WHERE status = 'pending';--> statement-breakpoint
CREATE POLICY "webhook_endpoints_shop_isolation" ON "webhook_endpoints" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "webhook_deliveries_shop_isolation" ON "webhook_deliveries" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
ALTER TABLE "webhook_endpoints" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- An event of a change, queued for each of the shop's active endpoints that subscribe to it, in
-- the change's own transaction (platform/events.ts calls it; nothing is queued if it rolls back).
-- Invoker's rights: row-level security keeps it to the transaction's shop.
CREATE FUNCTION fleetdesk_record_event(p_shop_id integer, p_event_id text, p_type text, p_body text)
RETURNS integer LANGUAGE sql AS $$
  WITH queued AS (
    INSERT INTO webhook_deliveries (shop_id, endpoint_id, event_id, event_type, body)
    SELECT shop_id, id, p_event_id, p_type, p_body FROM webhook_endpoints
    WHERE shop_id = p_shop_id AND is_active AND p_type = ANY (events)
    ORDER BY id
    RETURNING 1)
  SELECT count(*)::integer FROM queued
$$;
