-- Global search over document titles under row-level security (docs/decisions/0005): every
-- suffix of a title, lower case and in byte order (collation "C"), so a search is a prefix range
-- the primary key serves, as vehicle_search_suffixes does for vehicles (migration 0003).
ALTER TABLE "documents" ADD CONSTRAINT "documents_shop_id_id_uq" UNIQUE("shop_id","id");--> statement-breakpoint
CREATE TABLE "document_search_suffixes" (
	"shop_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"suffix" text COLLATE "C" NOT NULL,
	CONSTRAINT "document_search_suffixes_pk" PRIMARY KEY("shop_id","suffix","document_id")
);
--> statement-breakpoint
ALTER TABLE "document_search_suffixes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_search_suffixes" ADD CONSTRAINT "document_search_suffixes_document_fk" FOREIGN KEY ("shop_id","document_id") REFERENCES "public"."documents"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_search_suffixes_document_idx" ON "document_search_suffixes" USING btree ("shop_id","document_id");--> statement-breakpoint
CREATE POLICY "document_search_suffixes_shop_isolation" ON "document_search_suffixes" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);--> statement-breakpoint
-- Suffixes of at most 64 characters: a longer search is narrowed by its first 64 and checked whole.
CREATE FUNCTION fleetdesk_document_search_suffixes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM document_search_suffixes WHERE shop_id = NEW.shop_id AND document_id = NEW.id;
  INSERT INTO document_search_suffixes (shop_id, document_id, suffix)
  SELECT DISTINCT NEW.shop_id, NEW.id, left(substr(t.text, i), 64)
  FROM (SELECT lower(NEW.title) AS text) t, generate_series(1, length(t.text)) i
  WHERE substr(t.text, i, 1) <> ' ';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "documents_search_suffixes" AFTER INSERT OR UPDATE OF "title" ON "documents" FOR EACH ROW EXECUTE FUNCTION fleetdesk_document_search_suffixes();
--> statement-breakpoint
-- Existing documents: the migration runs with the owner's rights before the policies bind it.
ALTER TABLE "documents" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO document_search_suffixes (shop_id, document_id, suffix)
SELECT DISTINCT d.shop_id, d.id, left(substr(t.text, i), 64)
FROM documents d
CROSS JOIN LATERAL (SELECT lower(d.title) AS text) t
CROSS JOIN LATERAL generate_series(1, length(t.text)) i
WHERE substr(t.text, i, 1) <> ' ';
--> statement-breakpoint
ALTER TABLE "documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_search_suffixes" FORCE ROW LEVEL SECURITY;
