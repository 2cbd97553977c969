-- Sign-in limits kept in the database, and security events in an append-only audit trail
-- (docs/decisions/0006-sign-in-limits-in-the-database.md).
-- 1. sign_in_attempts replaces login_failures: an attempt is written (and committed) before the
--    password is checked, so concurrent guesses see each other. `kind` is 'account' (key: the
--    resolved user, or the lower-cased name when no user has it) or 'address' (the client address).
--    The old failure rows are dropped: at most 15 minutes of throttle state is lost.
DROP TABLE IF EXISTS "login_failures";
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_attempts_kind_ck" CHECK ("kind" IN ('account', 'address'))
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_key_idx" ON "sign_in_attempts" USING btree ("kind", "key", "attempted_at");
--> statement-breakpoint
-- The periodic prune deletes by age alone.
CREATE INDEX "sign_in_attempts_age_idx" ON "sign_in_attempts" USING btree ("attempted_at");
--> statement-breakpoint
-- 2. Security events (sign-in, sign-out, password change, shop switch, CLI administration) belong
--    to no shop, and every event records the client address. A request that writes sets
--    fleetdesk.client_address for its transaction, so audit rows written deep in a use-case get
--    the address without passing it down.
ALTER TABLE "audit_log" ALTER COLUMN "shop_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "address" text DEFAULT nullif(current_setting('fleetdesk.client_address', true), '');
--> statement-breakpoint
CREATE INDEX "audit_log_security_idx" ON "audit_log" USING btree ("created_at") WHERE "shop_id" IS NULL;
--> statement-breakpoint
-- Events of no shop are read only by the administration command line (npm run cli --
-- security-events), which asks for them explicitly; no HTTP path sets this.
CREATE POLICY "audit_log_security_read" ON "audit_log" FOR SELECT USING ("shop_id" IS NULL AND current_setting('fleetdesk.read_security_events', true) = 'on');
--> statement-breakpoint
-- 3. Append-only: a statement-level trigger refuses UPDATE, DELETE and TRUNCATE whoever connects
--    (row-level security alone would turn them into silent no-ops, and not for the owner on
--    PGlite's superuser session).
CREATE FUNCTION fleetdesk_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION fleetdesk_audit_log_append_only();
