-- The customs declaration (JCI) of an import: its VAT paid to customs per rate is input VAT
-- (KUR, POPDV 6.2.1 / 6.2.2; issue 23 §2, VAT-AND-LEDGER.md A4).
CREATE TABLE IF NOT EXISTS "doc_jci" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
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
	"ur_id" integer NOT NULL,
	"kom_id" integer NOT NULL,
	"dok_broj" text NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "doc_jci_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"pdv_id" integer NOT NULL,
	"pdv_stopa" integer NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_jci" ADD CONSTRAINT "doc_jci_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_jci" ADD CONSTRAINT "doc_jci_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_jci" ADD CONSTRAINT "doc_jci_ur_id_doc_ur_id_fk" FOREIGN KEY ("ur_id") REFERENCES "public"."doc_ur"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_jci" ADD CONSTRAINT "doc_jci_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_jci_items" ADD CONSTRAINT "doc_jci_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_jci_items" ADD CONSTRAINT "doc_jci_items_doc_id_doc_jci_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_jci"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_jci_items" ADD CONSTRAINT "doc_jci_items_pdv_id_art_pdv_id_fk" FOREIGN KEY ("pdv_id") REFERENCES "public"."art_pdv"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "doc_jci_number_uq" ON "doc_jci" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doc_jci_list_idx" ON "doc_jci" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doc_jci_ur_idx" ON "doc_jci" USING btree ("ur_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doc_jci_items_doc_idx" ON "doc_jci_items" USING btree ("doc_id");
