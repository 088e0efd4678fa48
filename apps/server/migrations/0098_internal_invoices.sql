-- Internal invoices of reverse-charge purchases on SEF (issue 37): one per purchase; its sending is
-- its sef_outbox row (v_doc 'iri').
CREATE TABLE "internal_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"broj" text NOT NULL,
	"datum" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "internal_invoice_doc_idx" ON "internal_invoice" USING btree ("company_id","v_doc","doc_id");
