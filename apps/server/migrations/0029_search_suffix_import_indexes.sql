-- A fleet import writes about 38 suffix rows per vehicle (379,000 for 10,000 rows), and keeping
-- two suffix-ordered indexes of them cost most of its time (docs/benchmark.md "Fleet import").
-- One is enough: the primary key carries is_archived, so the active list's count stays an
-- index-only read (archived rows in its range are few and skipped), and the archived list's
-- count reads a partial index of archived rows only, which a new vehicle never enters.
ALTER TABLE "vehicle_search_suffixes" DROP CONSTRAINT "vehicle_search_suffixes_pk";
--> statement-breakpoint
ALTER TABLE "vehicle_search_suffixes" ADD CONSTRAINT "vehicle_search_suffixes_pk" PRIMARY KEY ("shop_id", "suffix", "vehicle_id") INCLUDE ("is_archived");
--> statement-breakpoint
DROP INDEX "vehicle_search_suffixes_archived_idx";
--> statement-breakpoint
CREATE INDEX "vehicle_search_suffixes_archived_idx" ON "vehicle_search_suffixes" USING btree ("shop_id","suffix","vehicle_id") WHERE "vehicle_search_suffixes"."is_archived";
--> statement-breakpoint
ANALYZE "vehicle_search_suffixes";
--> statement-breakpoint
-- A vehicle inserted with its type ids (an import's) is not written again when its links follow.
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
     WHERE v.shop_id = a.shop_id AND v.id = a.vehicle_id AND NOT v.type_ids @> a.added;
  END IF;
  RETURN NULL;
END$$;
