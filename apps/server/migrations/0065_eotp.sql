-- eOtpremnica (issue 24, "Electronic dispatch notes"): each company's own eOtpremnica API key
-- (encrypted like SEF's), and the outbox of dispatch notes, one row per goods invoice written by
-- its lock, with eOtpremnica's status and the buyer's receipt advice (docs/decisions.md
-- "SEF connection" / "Electronic dispatch notes").
CREATE TABLE "eotp_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"api_key_enc" text NOT NULL,
	"key_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_ok_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"feed_through" date,
	CONSTRAINT "eotp_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
--> statement-breakpoint
CREATE TABLE "eotp_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"error_key" text,
	"error_message" text,
	"error_code" text,
	"document_id" text,
	"status" text,
	"status_at" timestamp with time zone,
	"receipt_id" text,
	"receipt_status" text,
	"receipt_at" timestamp with time zone,
	"receipt_lines" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eotp_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "eotp_outbox_doc_idx" ON "eotp_outbox" USING btree ("company_id","v_doc","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eotp_outbox_request_idx" ON "eotp_outbox" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "eotp_outbox_state_idx" ON "eotp_outbox" USING btree ("company_id","state");--> statement-breakpoint
CREATE INDEX "eotp_outbox_document_idx" ON "eotp_outbox" USING btree ("company_id","document_id");
