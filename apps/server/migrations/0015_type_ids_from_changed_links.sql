-- vehicles.type_ids moved by the changed links alone (the statement's transition tables), in
-- place of 0013's re-read of every changed vehicle's links. The re-read was planned from the
-- link table's statistics: right after a bulk load those say "empty", and the planner scanned the
-- whole table once per vehicle (445 s for 120,000 links). The transition tables carry their true
-- row counts, so a bulk change is one hash join; under concurrent changes of one vehicle's links
-- the second UPDATE re-reads the row the first wrote (READ COMMITTED re-check), so no change is lost.
CREATE OR REPLACE FUNCTION fleetdesk_vehicle_type_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE vehicles v
       SET type_ids = coalesce((SELECT array_agg(x ORDER BY x) FROM unnest(v.type_ids) x
                                 WHERE x <> ALL (d.removed)), '{}')
      FROM (SELECT shop_id, vehicle_id, array_agg(vehicle_type_id) AS removed
              FROM old_rows GROUP BY shop_id, vehicle_id) d
     WHERE v.shop_id = d.shop_id AND v.id = d.vehicle_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE vehicles v
       SET type_ids = (SELECT array_agg(DISTINCT x ORDER BY x) FROM unnest(v.type_ids || a.added) x)
      FROM (SELECT shop_id, vehicle_id, array_agg(vehicle_type_id) AS added
              FROM new_rows GROUP BY shop_id, vehicle_id) a
     WHERE v.shop_id = a.shop_id AND v.id = a.vehicle_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION fleetdesk_refresh_type_ids(integer[], integer[]);
