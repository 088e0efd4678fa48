-- SEF purchase invoices (issue 24, "Purchase invoices in"): the inbox of supplier invoices pulled
-- from SEF (one row per SEF purchase invoice and company, its UBL kept, a parse error kept with it),
-- the cursor of each company's pull, and the kept mapping of a supplier's item to our article
-- (docs/decisions.md "SEF connection", "Purchase invoices from SEF").
CREATE TABLE "sef_purchase_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sef_purchase_id" bigint NOT NULL,
	"sef_sales_id" bigint,
	"glob_uniq_id" text,
	"document_type" text NOT NULL DEFAULT 'Invoice',
	"number" text NOT NULL DEFAULT '',
	"issue_date" date,
	"due_date" date,
	"supplier_pib" text NOT NULL DEFAULT '',
	"supplier_mb" text NOT NULL DEFAULT '',
	"supplier_name" text NOT NULL DEFAULT '',
	"base" bigint NOT NULL DEFAULT 0,
	"vat" bigint NOT NULL DEFAULT 0,
	"total" bigint NOT NULL DEFAULT 0,
	"currency" text NOT NULL DEFAULT 'RSD',
	"sef_status" text NOT NULL,
	"sef_status_at" timestamp with time zone,
	"sef_comment" text,
	"sent_date" date NOT NULL,
	"ubl" text NOT NULL,
	"parse_error" text,
	"has_pdf" boolean NOT NULL DEFAULT false,
	"decided_at" timestamp with time zone,
	"booked_v_doc" text,
	"booked_doc_id" integer,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sef_purchase_invoice_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sef_purchase_invoice_sef_idx" ON "sef_purchase_invoice" USING btree ("company_id","sef_purchase_id");
--> statement-breakpoint
CREATE INDEX "sef_purchase_invoice_list_idx" ON "sef_purchase_invoice" USING btree ("company_id","sent_date","id");
--> statement-breakpoint
CREATE TABLE "sef_purchase_cursor" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"changes_through" date NOT NULL,
	"last_pull_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sef_purchase_cursor_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
--> statement-breakpoint
CREATE TABLE "sef_item_mapping" (
	"company_id" integer NOT NULL,
	"supplier_pib" text NOT NULL,
	"key_kind" text NOT NULL,
	"key_value" text NOT NULL,
	"art_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sef_item_mapping_pk" PRIMARY KEY ("company_id","supplier_pib","key_kind","key_value"),
	CONSTRAINT "sef_item_mapping_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id"),
	CONSTRAINT "sef_item_mapping_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "art_main"("id") ON DELETE cascade
);
