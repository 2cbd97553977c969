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
