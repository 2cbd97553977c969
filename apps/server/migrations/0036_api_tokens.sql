CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" date,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_shop_membership_fk" FOREIGN KEY ("shop_id","membership_id") REFERENCES "public"."memberships"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_shop_idx" ON "api_tokens" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE POLICY "api_tokens_shop_isolation" ON "api_tokens" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
CREATE POLICY "api_tokens_lookup" ON "api_tokens" AS PERMISSIVE FOR SELECT TO public USING ("token_hash" = nullif(current_setting('fleetdesk.api_token_lookup', true), ''));--> statement-breakpoint
ALTER TABLE "api_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The audit rows a token's request writes name the token: the opening statement below sets
-- fleetdesk.api_token_id for the request's transaction, as it sets the client address.
ALTER TABLE "audit_log" ADD COLUMN "api_token_id" integer DEFAULT nullif(current_setting('fleetdesk.api_token_id', true), '')::integer;
--> statement-breakpoint
-- An API key's request, in one statement as a session's (migration 0005): the token by its
-- digest (the lookup policy shows that row alone), then the scope (its shop, the member who
-- created it, the client address, the token for the audit rows, the shop's time zone), then that
-- member's role and grants. A revoked token finds nothing; `expired` is counted on the shop's
-- calendar (its last day still works). SECURITY INVOKER, like fleetdesk_open_session.
CREATE FUNCTION fleetdesk_open_api_token(p_token_hash text, p_client_address text)
RETURNS TABLE (
  token_id integer, token_name text, shop_id integer, token_permissions text[], expired boolean,
  last_used_at timestamptz, user_id integer, username text, email text, is_superuser boolean,
  is_active boolean, membership_id integer, role text, membership_active boolean, overrides json
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  k record;
  who record;
  known boolean;
BEGIN
  PERFORM set_config('fleetdesk.api_token_lookup', p_token_hash, true);
  SELECT a.id AS tid, a.name AS tname, a.shop_id AS shop, a.permissions AS perms,
         a.expires_on AS expires, a.last_used_at AS used, a.membership_id AS mid
    INTO k
    FROM api_tokens a
   WHERE a.token_hash = p_token_hash AND a.revoked_at IS NULL;
  known := FOUND;
  PERFORM set_config('fleetdesk.api_token_lookup', '', true);
  IF NOT known THEN
    RETURN;
  END IF;
  PERFORM set_config('fleetdesk.shop_id', k.shop::text, true),
          set_config('fleetdesk.client_address', coalesce(p_client_address, ''), true),
          set_config('fleetdesk.api_token_id', k.tid::text, true),
          -- The audit trail shows the token's name beside its creator's (migration 0035).
          set_config('fleetdesk.token_name', k.tname, true);
  PERFORM set_config('TimeZone', s.time_zone, true) FROM shops s WHERE s.id = k.shop;
  SELECT m.id AS mid, m.role AS mrole, m.is_active AS mactive, u.id AS uid, u.username AS uname,
         u.email AS mail, u.is_superuser AS superuser, u.is_active AS active
    INTO who
    FROM memberships m JOIN users u ON u.id = m.user_id
   WHERE m.id = k.mid AND m.shop_id = k.shop;
  PERFORM set_config('fleetdesk.user_id', who.uid::text, true);
  RETURN QUERY
    SELECT k.tid, k.tname, k.shop, k.perms, (k.expires IS NOT NULL AND k.expires < current_date),
           k.used, who.uid, who.uname, who.mail, who.superuser, who.active, who.mid, who.mrole,
           who.mactive,
           coalesce((SELECT json_agg(json_build_object('permission', p.permission, 'granted', p.granted))
                       FROM membership_permissions p WHERE p.membership_id = who.mid), '[]'::json);
END
$$;
