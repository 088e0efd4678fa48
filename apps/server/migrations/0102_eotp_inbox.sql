-- Dispatch notes received on eOtpremnica (the customer's feed): the note, its lines, our receipt
-- advice and the incoming invoice it is linked to (docs/decisions.md "Electronic dispatch notes").
ALTER TABLE "eotp_settings" ADD COLUMN "customer_feed_through" date;--> statement-breakpoint
CREATE TABLE "eotp_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"document_id" text NOT NULL,
	"number" text NOT NULL,
	"issue_date" date,
	"supplier_pib" text DEFAULT '' NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"xml" text NOT NULL,
	"receipt_state" text,
	"receipt_request_id" uuid,
	"receipt_xml" text,
	"receipt_error" text,
	"receipt_at" timestamp with time zone,
	"link_v_doc" text,
	"link_doc_id" integer
);--> statement-breakpoint
CREATE UNIQUE INDEX "eotp_inbox_document_idx" ON "eotp_inbox" ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "eotp_inbox_link_idx" ON "eotp_inbox" ("company_id","link_v_doc","link_doc_id");--> statement-breakpoint
CREATE TABLE "eotp_inbox_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"inbox_id" integer NOT NULL REFERENCES "eotp_inbox"("id") ON DELETE cascade,
	"line_id" text NOT NULL,
	"name" text NOT NULL,
	"gtin" text,
	"unit_code" text NOT NULL,
	"quantity" bigint NOT NULL,
	"art_id" integer,
	"received" bigint,
	"rejected" bigint,
	"reason" text
);--> statement-breakpoint
CREATE INDEX "eotp_inbox_lines_inbox_idx" ON "eotp_inbox_lines" ("inbox_id");
