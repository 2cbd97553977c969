-- Issue 35: a check-out or check-in finished offline is sent again until the phone hears back.
-- Under one Idempotency-Key it is applied once; the key is the shop's (its primary key holds
-- shop_id first, and row-level security walls it like every tenant table).
CREATE TABLE "loan_agreement_steps" (
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"agreement_id" integer NOT NULL,
	"step" text NOT NULL,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_agreement_steps_pkey" PRIMARY KEY("shop_id","key")
);
--> statement-breakpoint
ALTER TABLE "loan_agreement_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_steps" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_agreement_steps" ADD CONSTRAINT "loan_agreement_steps_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreement_steps" ADD CONSTRAINT "loan_agreement_steps_shop_agreement_id_fk" FOREIGN KEY ("shop_id","agreement_id") REFERENCES "public"."loan_agreements"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "loan_agreement_steps_shop_isolation" ON "loan_agreement_steps" AS PERMISSIVE FOR ALL TO public USING ("shop_id" = any (array[nullif(current_setting('fleetdesk.shop_id', true), '')::integer])) WITH CHECK ("shop_id" = nullif(current_setting('fleetdesk.shop_id', true), '')::integer);