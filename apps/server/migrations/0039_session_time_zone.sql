-- The shop's time zone comes back with the session (issue 33): the opening statement already sets
-- the transaction's TimeZone to the shop's (0018, 0036), and now also returns it, so the request's
-- ShopContext carries the zone and formats instants in the shop's words without asking again.
-- A function's result columns cannot change in place: each is dropped and created again,
-- unchanged but for the last column.
DROP FUNCTION fleetdesk_open_session(text, text);
--> statement-breakpoint
CREATE FUNCTION fleetdesk_open_session(p_token_hash text, p_client_address text)
RETURNS TABLE (
  token_id integer, current_shop_id integer, last_used_at timestamptz, expires_at timestamptz,
  user_id integer, username text, email text, is_superuser boolean, is_active boolean,
  membership_id integer, role text, membership_active boolean, overrides json, time_zone text
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
                       FROM membership_permissions p WHERE p.membership_id = m.id), '[]'::json),
           current_setting('TimeZone')
      FROM (SELECT 1) AS one
      LEFT JOIN memberships m ON m.shop_id = t.shop AND m.user_id = t.uid;
END
$$;
--> statement-breakpoint
DROP FUNCTION fleetdesk_open_api_token(text, text);
--> statement-breakpoint
CREATE FUNCTION fleetdesk_open_api_token(p_token_hash text, p_client_address text)
RETURNS TABLE (
  token_id integer, token_name text, shop_id integer, token_permissions text[], expired boolean,
  last_used_at timestamptz, user_id integer, username text, email text, is_superuser boolean,
  is_active boolean, membership_id integer, role text, membership_active boolean, overrides json,
  time_zone text
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
                       FROM membership_permissions p WHERE p.membership_id = who.mid), '[]'::json),
           current_setting('TimeZone');
END
$$;
