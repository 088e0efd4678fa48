-- The SEF and eOtpremnica synchronisation of each company, as the last run left it (issue 36
-- point 4): when it started and ended, where it stands, what it did, and whether SEF or
-- eOtpremnica refused the company's key. The agency's desk reads it; one row per company, written
-- by every synchronisation (the timer's, across companies side by side, and one by hand).
CREATE TABLE "sef_sync_progress" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"last_done_at" timestamp with time zone,
	"sef_key_refused" boolean DEFAULT false NOT NULL,
	"eotp_key_refused" boolean DEFAULT false NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"statuses_updated" integer DEFAULT 0 NOT NULL,
	"purchases_added" integer DEFAULT 0 NOT NULL,
	"purchases_updated" integer DEFAULT 0 NOT NULL,
	"notes_sent" integer DEFAULT 0 NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "sef_sync_progress_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
