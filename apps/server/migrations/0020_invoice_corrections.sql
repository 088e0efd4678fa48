-- Credit notes with VAT lines and debit notes (issue 22): the credit note's header gains the choice
-- of VAT lines, the corrected period and the totals; its lines a rate and a base; the named invoices
-- a table of their own (ids are per family, so the family goes with the id). Debit notes have the
-- same tables. invoice_correction keeps what locked corrections took from or added to an invoice.
-- The credit notes' new columns stay null on the notes already there (the audit chain hashes a
-- header without its null columns: a locked note's hash stays as it was); new notes get the default.
ALTER TABLE "doc_knod" ADD COLUMN "sa_pdv" boolean;--> statement-breakpoint
ALTER TABLE "doc_knod" ALTER COLUMN "sa_pdv" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "doc_knod" ADD COLUMN "period_od" date;--> statement-breakpoint
ALTER TABLE "doc_knod" ADD COLUMN "period_do" date;--> statement-breakpoint
ALTER TABLE "doc_knod" ADD COLUMN "osnovica" bigint;--> statement-breakpoint
ALTER TABLE "doc_knod" ADD COLUMN "pdv_iznos" bigint;--> statement-breakpoint
ALTER TABLE "doc_knod" ALTER COLUMN "osnovica" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "doc_knod" ALTER COLUMN "pdv_iznos" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "doc_knod_items" ADD COLUMN "pdv_id" integer NOT NULL REFERENCES "art_pdv"("id");--> statement-breakpoint
ALTER TABLE "doc_knod_items" ADD COLUMN "pdv_stopa" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_knod_items" ADD COLUMN "iznos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "doc_knod_fakture" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"doc_id" integer NOT NULL REFERENCES "doc_knod"("id") ON DELETE cascade,
	"pos" integer NOT NULL,
	"ref_v_doc" text NOT NULL,
	"ref_id" integer NOT NULL,
	"oznaka" text NOT NULL,
	"broj" text NOT NULL,
	"datum" date NOT NULL
);--> statement-breakpoint
CREATE INDEX "doc_knod_fakture_doc_idx" ON "doc_knod_fakture" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "doc_knod_fakture_ref_idx" ON "doc_knod_fakture" USING btree ("company_id","ref_v_doc","ref_id");--> statement-breakpoint
CREATE TABLE "doc_knz" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"period_id" integer NOT NULL REFERENCES "periods"("id"),
	"v_sub_doc" text NOT NULL,
	"rbroj" integer NOT NULL,
	"oznaka" text NOT NULL,
	"datum" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"napomena" text DEFAULT '' NOT NULL,
	"komentar" text DEFAULT '' NOT NULL,
	"opis" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"storno_at" timestamp with time zone,
	"kom_id" integer NOT NULL REFERENCES "kom_main"("id"),
	"sa_pdv" boolean DEFAULT false,
	"osnov" text NOT NULL,
	"poziv" text DEFAULT '' NOT NULL,
	"period_od" date,
	"period_do" date,
	"osnovica" bigint DEFAULT 0,
	"pdv_iznos" bigint DEFAULT 0,
	"iznos" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "doc_knz_number_uq" ON "doc_knz" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_knz_list_idx" ON "doc_knz" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE TABLE "doc_knz_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"doc_id" integer NOT NULL REFERENCES "doc_knz"("id") ON DELETE cascade,
	"pdv_id" integer NOT NULL REFERENCES "art_pdv"("id"),
	"pdv_stopa" integer NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "doc_knz_items_doc_idx" ON "doc_knz_items" USING btree ("doc_id");--> statement-breakpoint
CREATE TABLE "doc_knz_fakture" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"doc_id" integer NOT NULL REFERENCES "doc_knz"("id") ON DELETE cascade,
	"pos" integer NOT NULL,
	"ref_v_doc" text NOT NULL,
	"ref_id" integer NOT NULL,
	"oznaka" text NOT NULL,
	"broj" text NOT NULL,
	"datum" date NOT NULL
);--> statement-breakpoint
CREATE INDEX "doc_knz_fakture_doc_idx" ON "doc_knz_fakture" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "doc_knz_fakture_ref_idx" ON "doc_knz_fakture" USING btree ("company_id","ref_v_doc","ref_id");--> statement-breakpoint
CREATE TABLE "invoice_correction" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_oznaka" text NOT NULL,
	"ref_v_doc" text NOT NULL,
	"ref_id" integer NOT NULL,
	"stopa" integer NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "invoice_correction_ref_idx" ON "invoice_correction" USING btree ("company_id","ref_v_doc","ref_id");--> statement-breakpoint
CREATE INDEX "invoice_correction_doc_idx" ON "invoice_correction" USING btree ("company_id","v_doc","doc_id");--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_knz_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_knz";
