ALTER TABLE "shops" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- One "today" per shop (issue 22): opening a session also sets the transaction's TimeZone to the
-- token's shop's, so current_date (statuses, filters, tiles) is the shop's date. As in 0005,
-- everything is local to the request's transaction.
CREATE OR REPLACE FUNCTION fleetdesk_open_session(p_token_hash text, p_client_address text)
RETURNS TABLE (
  token_id integer, current_shop_id integer, last_used_at timestamptz, expires_at timestamptz,
  user_id integer, username text, email text, is_superuser boolean, is_active boolean,
  membership_id integer, role text, membership_active boolean, overrides json
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  t record;
BEGIN
  SELECT a.id AS tid, a.current_shop_id AS shop, a.last_used_at AS used, a.expires_at AS expires,
         u.id AS uid, u.username AS uname, u.email AS mail, u.is_superuser AS superuser,
         u.is_active AS active
    INTO t
    FROM auth_tokens a JOIN users u ON u.id = a.user_id
   WHERE a.token_hash = p_token_hash AND a.revoked_at IS NULL;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  PERFORM set_config('fleetdesk.user_id', t.uid::text, true),
          set_config('fleetdesk.shop_id', coalesce(t.shop::text, ''), true),
          set_config('fleetdesk.client_address', coalesce(p_client_address, ''), true);
  PERFORM set_config('TimeZone', s.time_zone, true) FROM shops s WHERE s.id = t.shop;
  RETURN QUERY
    SELECT t.tid, t.shop, t.used, t.expires, t.uid, t.uname, t.mail, t.superuser, t.active,
           m.id, m.role, m.is_active,
           coalesce((SELECT json_agg(json_build_object('permission', p.permission, 'granted', p.granted))
                       FROM membership_permissions p WHERE p.membership_id = m.id), '[]'::json)
      FROM (SELECT 1) AS one
      LEFT JOIN memberships m ON m.shop_id = t.shop AND m.user_id = t.uid;
END
$$;
