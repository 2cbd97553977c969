-- pg_trgm serves partial-word search on VINs, plates and descriptions (drizzle-kit never writes CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehicles_search_trgm_idx" ON "vehicles" USING gin (("vin" || ' ' || "license_plate" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
INSERT INTO "vehicle_types" ("name", "description") VALUES
  ('loaner', 'Lent to customers while their car is in the shop'),
  ('employee', 'Driven by a member of staff'),
  ('service', 'Used for shop errands, parts runs and towing'),
  ('general', 'Any other vehicle the shop owns')
ON CONFLICT ("name") DO NOTHING;
