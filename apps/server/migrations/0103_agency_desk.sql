-- The agency's desk (issue 36): the drafts a company has open, kept beside the documents; the day a
-- VAT return was filed, set by the bookkeeper; and each company's desk figures, kept as documents
-- lock and SEF answers change, so the desk over hundreds of companies is one indexed read.
CREATE TABLE "doc_draft" (
	"company_id" integer NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"datum" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_draft_pk" PRIMARY KEY("v_doc","doc_id")
);
--> statement-breakpoint
ALTER TABLE "doc_draft" ADD CONSTRAINT "doc_draft_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_draft_company_idx" ON "doc_draft" USING btree ("company_id","datum");--> statement-breakpoint
INSERT INTO "doc_draft" ("company_id", "v_doc", "doc_id", "datum", "created_at")
SELECT company_id, 'psr', id, datum, created_at FROM doc_psr WHERE status = 'draft'
UNION ALL SELECT company_id, 'ur', id, datum, created_at FROM doc_ur WHERE status = 'draft'
UNION ALL SELECT company_id, 'niv', id, datum, created_at FROM doc_niv WHERE status = 'draft'
UNION ALL SELECT company_id, 'int', id, datum, created_at FROM doc_int WHERE status = 'draft'
UNION ALL SELECT company_id, 'fis', id, datum, created_at FROM doc_fis WHERE status = 'draft'
UNION ALL SELECT company_id, 'fak', id, datum, created_at FROM doc_fak WHERE status = 'draft'
UNION ALL SELECT company_id, 'trn', id, datum, created_at FROM doc_trn WHERE status = 'draft'
UNION ALL SELECT company_id, 'psk', id, datum, created_at FROM doc_psk WHERE status = 'draft'
UNION ALL SELECT company_id, 'zrn', id, datum, created_at FROM doc_zrn WHERE status = 'draft'
UNION ALL SELECT company_id, 'knod', id, datum, created_at FROM doc_knod WHERE status = 'draft'
UNION ALL SELECT company_id, 'knz', id, datum, created_at FROM doc_knz WHERE status = 'draft'
UNION ALL SELECT company_id, 'prod', id, datum, created_at FROM doc_prod WHERE status = 'draft'
UNION ALL SELECT company_id, 'prn', id, datum, created_at FROM doc_prn WHERE status = 'draft'
UNION ALL SELECT company_id, 'avr', id, datum, created_at FROM doc_avr WHERE status = 'draft'
UNION ALL SELECT company_id, 'jci', id, datum, created_at FROM doc_jci WHERE status = 'draft'
UNION ALL SELECT company_id, 'nal', id, datum, created_at FROM doc_nal WHERE status = 'draft'
UNION ALL SELECT company_id, 'kmp', id, datum, created_at FROM doc_kmp WHERE status = 'draft';--> statement-breakpoint
CREATE TABLE "vat_return_filing" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"filed_on" date NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_return_filing_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "vat_return_filing" ADD CONSTRAINT "vat_return_filing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "agency_company_figures" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"vat_month" text NOT NULL,
	"vat_state" text NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"vat_filed_on" date,
	"sef_key" text NOT NULL,
	"sef_last_sync" timestamp with time zone,
	"sef_failed" integer DEFAULT 0 NOT NULL,
	"sef_waiting" integer DEFAULT 0 NOT NULL,
	"purchase_month" text NOT NULL,
	"purchase_waiting" integer DEFAULT 0 NOT NULL,
	"inbox_not_booked" integer DEFAULT 0 NOT NULL,
	"summary_sent" boolean DEFAULT false NOT NULL,
	"records_missing" integer DEFAULT 0 NOT NULL,
	"statement_date" date,
	"statement_number" text,
	"statement_id" integer,
	"account_balance" bigint DEFAULT 0 NOT NULL,
	"drafts_old" integer DEFAULT 0 NOT NULL,
	"month_not_locked" integer DEFAULT 0 NOT NULL,
	"past_due" integer DEFAULT 0 NOT NULL,
	"past_due_amount" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_company_figures" ADD CONSTRAINT "agency_company_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
