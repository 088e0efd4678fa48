CREATE TABLE "sef_vat_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"partner" text DEFAULT '' NOT NULL,
	"document_type" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"calculation_number" text NOT NULL,
	"sef_id" bigint NOT NULL,
	"sef_status" integer NOT NULL,
	"base20" bigint DEFAULT 0 NOT NULL,
	"vat20" bigint DEFAULT 0 NOT NULL,
	"base10" bigint DEFAULT 0 NOT NULL,
	"vat10" bigint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sef_vat_record" ADD CONSTRAINT "sef_vat_record_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sef_vat_record" ADD CONSTRAINT "sef_vat_record_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sef_vat_record_key_idx" ON "sef_vat_record" USING btree ("company_id","year","month","kind","key");
