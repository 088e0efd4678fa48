-- Advance invoices (doc-avr, VAT-AND-LEDGER.md A3) and the final invoices that deduct them: a
-- sales or incoming invoice names the advances it settles (doc_avr_links), keeps their gross
-- (avans_iznos) and what is still to pay (za_uplata: the whole gross before any advance).
CREATE TABLE "doc_avr" (
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
	"kom_id" integer NOT NULL,
	"dok_broj" text DEFAULT '' NOT NULL,
	"osnov" text DEFAULT '' NOT NULL,
	"trn_item_id" integer,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"iskorisceno" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_avr_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"pdv_id" integer NOT NULL,
	"pdv_stopa" integer NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_avr_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"prod_id" integer,
	"ur_id" integer,
	"avr_id" integer NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "doc_avr_links_one_invoice" CHECK (num_nonnulls("doc_avr_links"."prod_id", "doc_avr_links"."ur_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "doc_avr" ADD CONSTRAINT "doc_avr_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr" ADD CONSTRAINT "doc_avr_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr" ADD CONSTRAINT "doc_avr_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr" ADD CONSTRAINT "doc_avr_trn_item_id_doc_trn_items_id_fk" FOREIGN KEY ("trn_item_id") REFERENCES "public"."doc_trn_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr_items" ADD CONSTRAINT "doc_avr_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr_items" ADD CONSTRAINT "doc_avr_items_doc_id_doc_avr_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_avr"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr_items" ADD CONSTRAINT "doc_avr_items_pdv_id_art_pdv_id_fk" FOREIGN KEY ("pdv_id") REFERENCES "public"."art_pdv"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr_links" ADD CONSTRAINT "doc_avr_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr_links" ADD CONSTRAINT "doc_avr_links_prod_id_doc_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."doc_prod"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr_links" ADD CONSTRAINT "doc_avr_links_ur_id_doc_ur_id_fk" FOREIGN KEY ("ur_id") REFERENCES "public"."doc_ur"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_avr_links" ADD CONSTRAINT "doc_avr_links_avr_id_doc_avr_id_fk" FOREIGN KEY ("avr_id") REFERENCES "public"."doc_avr"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_avr_number_uq" ON "doc_avr" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_avr_list_idx" ON "doc_avr" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_avr_items_doc_idx" ON "doc_avr_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "doc_avr_links_prod_idx" ON "doc_avr_links" USING btree ("prod_id");--> statement-breakpoint
CREATE INDEX "doc_avr_links_ur_idx" ON "doc_avr_links" USING btree ("ur_id");--> statement-breakpoint
CREATE INDEX "doc_avr_links_avr_idx" ON "doc_avr_links" USING btree ("avr_id");--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_avr_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_avr";--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "avans_iznos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "za_uplatu" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD COLUMN "avans_iznos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD COLUMN "za_uplatu" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "doc_prod" SET "za_uplatu" = "iznos";--> statement-breakpoint
UPDATE "doc_ur" SET "za_uplatu" = "nab_iznos";
