-- Deadlines as data: the statutory deadlines and their rules (seeded), a company's own deadlines,
-- and whether a company files VAT by the month or the quarter (docs/decisions.md "Statutory deadlines").
CREATE TABLE "statutory_deadlines" (
	"code" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"rule_kind" text NOT NULL,
	"rule_date" date,
	"rule_day" integer,
	"rule_month" integer,
	"rule_offset" integer DEFAULT 0 NOT NULL,
	"shift" boolean DEFAULT true NOT NULL,
	"applies_to" text NOT NULL,
	"valid_from" date
);
--> statement-breakpoint
CREATE TABLE "company_deadlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"naziv" text NOT NULL,
	"napomena" text DEFAULT '' NOT NULL,
	"rule_kind" text NOT NULL,
	"rule_date" date,
	"rule_day" integer,
	"rule_month" integer,
	"rule_offset" integer DEFAULT 0 NOT NULL,
	"shift" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_deadlines_rule_kind" CHECK ("company_deadlines"."rule_kind" in ('date', 'monthly', 'quarterly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "company_vat_filing" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"period" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_deadlines" ADD CONSTRAINT "company_deadlines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vat_filing" ADD CONSTRAINT "company_vat_filing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_deadlines_company_idx" ON "company_deadlines" USING btree ("company_id");--> statement-breakpoint
INSERT INTO "statutory_deadlines" ("code", "label_key", "rule_kind", "rule_date", "rule_day", "rule_month", "rule_offset", "shift", "applies_to", "valid_from") VALUES
	('pppdv-month', 'deadlines.code.pppdv-month', 'monthly', NULL, 15, NULL, 1, true, 'vat-month', NULL),
	('vat-records-month', 'deadlines.code.vat-records-month', 'monthly', NULL, 15, NULL, 1, true, 'vat-month', NULL),
	('pppdv-quarter', 'deadlines.code.pppdv-quarter', 'quarterly', NULL, 15, NULL, 1, true, 'vat-quarter', NULL),
	('vat-records-quarter', 'deadlines.code.vat-records-quarter', 'quarterly', NULL, 15, NULL, 1, true, 'vat-quarter', NULL),
	('sef-accept', 'deadlines.code.sef-accept', 'monthly', NULL, 10, NULL, 1, false, 'vat-month', '2027-02-01'),
	('apr-financial', 'deadlines.code.apr-financial', 'yearly', NULL, 30, 6, 1, true, 'all', NULL),
	('apr-statistical', 'deadlines.code.apr-statistical', 'yearly', NULL, NULL, 2, 1, true, 'all', NULL);
