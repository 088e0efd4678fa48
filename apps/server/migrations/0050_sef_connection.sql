-- SEF connection (issue 24, first part): each company's API key (encrypted with the server's
-- secret), the outbox of documents going to SEF (one row per document, written by its lock),
-- and the registry answers cached a day (docs/decisions.md "SEF connection").
CREATE TABLE "sef_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"api_key_enc" text NOT NULL,
	"key_set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_ok_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"changes_through" date,
	CONSTRAINT "sef_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
--> statement-breakpoint
CREATE TABLE "sef_outbox" (
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
	"sef_invoice_id" bigint,
	"sef_sales_invoice_id" bigint,
	"sef_purchase_invoice_id" bigint,
	"sef_status" text,
	"sef_status_at" timestamp with time zone,
	"sef_comment" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sef_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sef_outbox_doc_idx" ON "sef_outbox" USING btree ("company_id","v_doc","doc_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sef_outbox_request_idx" ON "sef_outbox" USING btree ("request_id");
--> statement-breakpoint
CREATE INDEX "sef_outbox_state_idx" ON "sef_outbox" USING btree ("company_id","state");
--> statement-breakpoint
CREATE TABLE "sef_registry" (
	"company_id" integer NOT NULL,
	"pib" text NOT NULL,
	"jbkjs" text DEFAULT '' NOT NULL,
	"registered" boolean NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sef_registry_company_id_pib_jbkjs_pk" PRIMARY KEY("company_id","pib","jbkjs"),
	CONSTRAINT "sef_registry_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
