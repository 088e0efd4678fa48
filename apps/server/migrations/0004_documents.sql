CREATE TABLE "doc_psr" (
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
	"mag_id" integer NOT NULL,
	"nab_vrednost" bigint DEFAULT 0 NOT NULL,
	"prod_vrednost" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_psr_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"kolicina" bigint NOT NULL,
	"doc_id" integer NOT NULL,
	"nab_cena" bigint DEFAULT 0 NOT NULL,
	"prod_cena" bigint DEFAULT 0 NOT NULL,
	"nab_vr" bigint DEFAULT 0 NOT NULL,
	"prod_vr" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_ur" (
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
	"mag_id" integer NOT NULL,
	"kom_id" integer NOT NULL,
	"dok_broj" text NOT NULL,
	"dok_datum" date NOT NULL,
	"dok_dpo" date NOT NULL,
	"fak_vrednost" bigint DEFAULT 0 NOT NULL,
	"rabat_vrednost" bigint DEFAULT 0 NOT NULL,
	"nab_vrednost" bigint DEFAULT 0 NOT NULL,
	"nab_pdv" bigint DEFAULT 0 NOT NULL,
	"nab_iznos" bigint DEFAULT 0 NOT NULL,
	"prod_vrednost" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_ur_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"kolicina" bigint NOT NULL,
	"doc_id" integer NOT NULL,
	"fak_cena" bigint DEFAULT 0 NOT NULL,
	"rabat1" bigint DEFAULT 0 NOT NULL,
	"nab_cena" bigint DEFAULT 0 NOT NULL,
	"fak_vr" bigint DEFAULT 0 NOT NULL,
	"rabat_vr" bigint DEFAULT 0 NOT NULL,
	"nab_vr" bigint DEFAULT 0 NOT NULL,
	"pdv_stopa" bigint DEFAULT 0 NOT NULL,
	"nab_pdv" bigint DEFAULT 0 NOT NULL,
	"prod_cena" bigint DEFAULT 0 NOT NULL,
	"prod_vr" bigint DEFAULT 0 NOT NULL,
	"ruc" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_niv" (
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
	"mag_id" integer NOT NULL,
	"vrednost_pre" bigint DEFAULT 0 NOT NULL,
	"vrednost_posle" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_niv_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"kolicina" bigint NOT NULL,
	"doc_id" integer NOT NULL,
	"cena_pre" bigint DEFAULT 0 NOT NULL,
	"cena_posle" bigint DEFAULT 0 NOT NULL,
	"vr_pre" bigint DEFAULT 0 NOT NULL,
	"vr_posle" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_int" (
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
	"mag_out_id" integer NOT NULL,
	"mag_in_id" integer,
	"out_vrednost" bigint DEFAULT 0 NOT NULL,
	"in_vrednost" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_int_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"kolicina" bigint NOT NULL,
	"doc_id" integer NOT NULL,
	"out_cena" bigint DEFAULT 0 NOT NULL,
	"in_cena" bigint DEFAULT 0 NOT NULL,
	"out_vr" bigint DEFAULT 0 NOT NULL,
	"in_vr" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"kom_id" integer NOT NULL,
	"datum" date NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balance" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"mag_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"ulaz" bigint DEFAULT 0 NOT NULL,
	"izlaz" bigint DEFAULT 0 NOT NULL,
	"stanje" bigint DEFAULT 0 NOT NULL,
	"nab_vrednost" bigint DEFAULT 0 NOT NULL,
	"prod_vrednost" bigint DEFAULT 0 NOT NULL,
	"zn_cena" bigint DEFAULT 0 NOT NULL,
	"kepu_cena" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_balance_company_id_period_id_mag_id_art_id_pk" PRIMARY KEY("company_id","period_id","mag_id","art_id")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"mag_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"datum" date NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"line_id" integer,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"kolicina" bigint DEFAULT 0 NOT NULL,
	"nab_vrednost" bigint DEFAULT 0 NOT NULL,
	"prod_vrednost" bigint DEFAULT 0 NOT NULL,
	"nab_cena" bigint,
	"prod_cena" bigint,
	"ref_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_book" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"book" text NOT NULL,
	"datum" date NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"kom_id" integer,
	"dok_broj" text DEFAULT '' NOT NULL,
	"dok_datum" date,
	"kind" text NOT NULL,
	"stopa" integer NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	"deductible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_psr" ADD CONSTRAINT "doc_psr_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psr" ADD CONSTRAINT "doc_psr_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psr" ADD CONSTRAINT "doc_psr_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psr_items" ADD CONSTRAINT "doc_psr_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psr_items" ADD CONSTRAINT "doc_psr_items_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psr_items" ADD CONSTRAINT "doc_psr_items_doc_id_doc_psr_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_psr"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD CONSTRAINT "doc_ur_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD CONSTRAINT "doc_ur_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD CONSTRAINT "doc_ur_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD CONSTRAINT "doc_ur_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_ur_items" ADD CONSTRAINT "doc_ur_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_ur_items" ADD CONSTRAINT "doc_ur_items_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_ur_items" ADD CONSTRAINT "doc_ur_items_doc_id_doc_ur_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_ur"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_niv" ADD CONSTRAINT "doc_niv_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_niv" ADD CONSTRAINT "doc_niv_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_niv" ADD CONSTRAINT "doc_niv_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_niv_items" ADD CONSTRAINT "doc_niv_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_niv_items" ADD CONSTRAINT "doc_niv_items_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_niv_items" ADD CONSTRAINT "doc_niv_items_doc_id_doc_niv_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_niv"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_int" ADD CONSTRAINT "doc_int_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_int" ADD CONSTRAINT "doc_int_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_int" ADD CONSTRAINT "doc_int_mag_out_id_mag_main_id_fk" FOREIGN KEY ("mag_out_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_int" ADD CONSTRAINT "doc_int_mag_in_id_mag_main_id_fk" FOREIGN KEY ("mag_in_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_int_items" ADD CONSTRAINT "doc_int_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_int_items" ADD CONSTRAINT "doc_int_items_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_int_items" ADD CONSTRAINT "doc_int_items_doc_id_doc_int_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_int"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_ledger" ADD CONSTRAINT "client_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_ledger" ADD CONSTRAINT "client_ledger_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_ledger" ADD CONSTRAINT "client_ledger_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD CONSTRAINT "stock_balance_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_book" ADD CONSTRAINT "vat_book_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_book" ADD CONSTRAINT "vat_book_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_book" ADD CONSTRAINT "vat_book_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_psr_number_uq" ON "doc_psr" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_psr_list_idx" ON "doc_psr" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_psr_items_doc_idx" ON "doc_psr_items" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_ur_number_uq" ON "doc_ur" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_ur_list_idx" ON "doc_ur" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_ur_items_doc_idx" ON "doc_ur_items" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_niv_number_uq" ON "doc_niv" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_niv_list_idx" ON "doc_niv" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_niv_items_doc_idx" ON "doc_niv_items" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_int_number_uq" ON "doc_int" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_int_list_idx" ON "doc_int" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_int_items_doc_idx" ON "doc_int_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "client_ledger_kom_idx" ON "client_ledger" USING btree ("company_id","period_id","kom_id","datum");--> statement-breakpoint
CREATE INDEX "client_ledger_doc_idx" ON "client_ledger" USING btree ("v_doc","doc_id");--> statement-breakpoint
CREATE INDEX "stock_balance_art_idx" ON "stock_balance" USING btree ("company_id","period_id","art_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_history_idx" ON "stock_ledger" USING btree ("company_id","period_id","mag_id","art_id","datum","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_doc_idx" ON "stock_ledger" USING btree ("v_doc","doc_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_ref_idx" ON "stock_ledger" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "vat_book_period_idx" ON "vat_book" USING btree ("company_id","book","datum");--> statement-breakpoint
CREATE INDEX "vat_book_doc_idx" ON "vat_book" USING btree ("v_doc","doc_id");