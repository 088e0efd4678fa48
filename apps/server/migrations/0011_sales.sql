CREATE TABLE "doc_prod" (
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
	"mag_id" integer,
	"kom_id" integer NOT NULL,
	"valuta" text DEFAULT '' NOT NULL,
	"vaznost" text DEFAULT '' NOT NULL,
	"otprema" text DEFAULT '' NOT NULL,
	"placanje" text DEFAULT '' NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"broj_narudzbenice" text DEFAULT '' NOT NULL,
	"broj_tendera" text DEFAULT '' NOT NULL,
	"broj_ugovora" text DEFAULT '' NOT NULL,
	"sifra_objekta" text DEFAULT '' NOT NULL,
	"broj_racuna" text DEFAULT '' NOT NULL,
	"broj_otpremnice" text DEFAULT '' NOT NULL,
	"datum_dospeca" date NOT NULL,
	"datum_isporuke" date NOT NULL,
	"datum_prometa" date NOT NULL,
	"mesto_isporuke" text DEFAULT '' NOT NULL,
	"vrsta_placanja" text DEFAULT '' NOT NULL,
	"period_obracuna" text DEFAULT '' NOT NULL,
	"placanje_tracun" text DEFAULT '' NOT NULL,
	"placanje_model" text DEFAULT '' NOT NULL,
	"placanje_ref" text DEFAULT '' NOT NULL,
	"dodatna_napomena" text DEFAULT '' NOT NULL,
	"xml_upload" text DEFAULT 'single' NOT NULL,
	"prn_id" integer
);
--> statement-breakpoint
CREATE TABLE "doc_prod_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"kolicina" bigint NOT NULL,
	"prod_cena" bigint DEFAULT 0 NOT NULL,
	"rabat" integer DEFAULT 0 NOT NULL,
	"pdv_stopa" integer DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"doc_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_prn" (
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
	"mag_id" integer,
	"kom_id" integer NOT NULL,
	"valuta" text DEFAULT '' NOT NULL,
	"vaznost" text DEFAULT '' NOT NULL,
	"otprema" text DEFAULT '' NOT NULL,
	"placanje" text DEFAULT '' NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"kom_memo" jsonb DEFAULT '{"komMemo1":"","komMemo2":"","komMemo3":"","komMemo4":"","komMemo5":""}'::jsonb NOT NULL,
	"prod_id" integer
);
--> statement-breakpoint
CREATE TABLE "doc_prn_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"kolicina" bigint NOT NULL,
	"prod_cena" bigint DEFAULT 0 NOT NULL,
	"rabat" integer DEFAULT 0 NOT NULL,
	"pdv_stopa" integer DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"doc_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_daily" (
	"company_id" integer NOT NULL,
	"v_promet" text NOT NULL,
	"datum" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"nab_iznos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "turnover_daily_company_id_v_promet_datum_pk" PRIMARY KEY("company_id","v_promet","datum")
);
--> statement-breakpoint
CREATE TABLE "turnover_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"v_promet" text NOT NULL,
	"datum" date NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_oznaka" text DEFAULT '' NOT NULL,
	"doc_opis" text DEFAULT '' NOT NULL,
	"reversal" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"line_id" integer NOT NULL,
	"mag_id" integer,
	"kom_id" integer,
	"art_id" integer NOT NULL,
	"kolicina" bigint DEFAULT 0 NOT NULL,
	"stopa" integer NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"nab_iznos" bigint DEFAULT 0 NOT NULL,
	"stock_row_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_prod" ADD CONSTRAINT "doc_prod_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD CONSTRAINT "doc_prod_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD CONSTRAINT "doc_prod_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD CONSTRAINT "doc_prod_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prod_items" ADD CONSTRAINT "doc_prod_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prod_items" ADD CONSTRAINT "doc_prod_items_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prod_items" ADD CONSTRAINT "doc_prod_items_doc_id_doc_prod_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_prod"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prn" ADD CONSTRAINT "doc_prn_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prn" ADD CONSTRAINT "doc_prn_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prn" ADD CONSTRAINT "doc_prn_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prn" ADD CONSTRAINT "doc_prn_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prn" ADD CONSTRAINT "doc_prn_prod_id_doc_prod_id_fk" FOREIGN KEY ("prod_id") REFERENCES "public"."doc_prod"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prn_items" ADD CONSTRAINT "doc_prn_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prn_items" ADD CONSTRAINT "doc_prn_items_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prn_items" ADD CONSTRAINT "doc_prn_items_doc_id_doc_prn_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_prn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_daily" ADD CONSTRAINT "turnover_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_ledger" ADD CONSTRAINT "turnover_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_ledger" ADD CONSTRAINT "turnover_ledger_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_ledger" ADD CONSTRAINT "turnover_ledger_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_ledger" ADD CONSTRAINT "turnover_ledger_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_ledger" ADD CONSTRAINT "turnover_ledger_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_prod_number_uq" ON "doc_prod" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_prod_list_idx" ON "doc_prod" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_prod_items_doc_idx" ON "doc_prod_items" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_prn_number_uq" ON "doc_prn" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_prn_list_idx" ON "doc_prn" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_prn_items_doc_idx" ON "doc_prn_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "turnover_ledger_report_idx" ON "turnover_ledger" USING btree ("company_id","v_promet","datum","id");--> statement-breakpoint
CREATE INDEX "turnover_ledger_doc_idx" ON "turnover_ledger" USING btree ("v_doc","doc_id");--> statement-breakpoint
CREATE INDEX "turnover_ledger_stock_row_idx" ON "turnover_ledger" USING btree ("stock_row_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_recost_idx" ON "stock_ledger" USING btree ("company_id","datum") WHERE kind = 'recost';