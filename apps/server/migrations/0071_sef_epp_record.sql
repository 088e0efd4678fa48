CREATE TABLE "sef_epp_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"year" integer NOT NULL,
	"vat_period" integer NOT NULL,
	"number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"sef_id" bigint NOT NULL,
	"parent_sef_id" bigint,
	"sef_status" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sef_epp_record" ADD CONSTRAINT "sef_epp_record_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sef_epp_record" ADD CONSTRAINT "sef_epp_record_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sef_epp_record_period_idx" ON "sef_epp_record" USING btree ("company_id","year","vat_period");--> statement-breakpoint
CREATE UNIQUE INDEX "sef_epp_record_number_idx" ON "sef_epp_record" USING btree ("company_id","number");
