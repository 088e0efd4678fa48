CREATE TABLE "doc_fis" (
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
	"pos_id" integer NOT NULL,
	"mag_id" integer NOT NULL,
	"fis_bi" text NOT NULL,
	"fis_rbroj" text DEFAULT '' NOT NULL,
	"fis_placanje" integer DEFAULT 1 NOT NULL,
	"cekovi" bigint DEFAULT 0 NOT NULL,
	"kartica" bigint DEFAULT 0 NOT NULL,
	"virman" bigint DEFAULT 0 NOT NULL,
	"gotovina" bigint DEFAULT 0 NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"fak_id" integer
);
--> statement-breakpoint
CREATE TABLE "doc_fis_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"art_id" integer NOT NULL,
	"kolicina" bigint NOT NULL,
	"doc_id" integer NOT NULL,
	"prod_cena" bigint DEFAULT 0 NOT NULL,
	"pdv_stopa" integer NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_fak" (
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
	"broj_narudzbenice" text DEFAULT '' NOT NULL,
	"broj_tendera" text DEFAULT '' NOT NULL,
	"broj_ugovora" text DEFAULT '' NOT NULL,
	"datum_dospeca" date NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"za_uplatu" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_fak_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"fis_id" integer NOT NULL,
	"doc_oznaka" text NOT NULL,
	"doc_opis" text DEFAULT '' NOT NULL,
	"fis_placanje" integer NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"virman" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_fis" ADD CONSTRAINT "doc_fis_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fis" ADD CONSTRAINT "doc_fis_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fis" ADD CONSTRAINT "doc_fis_pos_id_pos_main_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."pos_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fis" ADD CONSTRAINT "doc_fis_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fis_items" ADD CONSTRAINT "doc_fis_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fis_items" ADD CONSTRAINT "doc_fis_items_art_id_art_main_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fis_items" ADD CONSTRAINT "doc_fis_items_doc_id_doc_fis_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_fis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fak" ADD CONSTRAINT "doc_fak_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fak" ADD CONSTRAINT "doc_fak_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fak" ADD CONSTRAINT "doc_fak_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fak_items" ADD CONSTRAINT "doc_fak_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fak_items" ADD CONSTRAINT "doc_fak_items_doc_id_doc_fak_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_fak"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fak_items" ADD CONSTRAINT "doc_fak_items_fis_id_doc_fis_id_fk" FOREIGN KEY ("fis_id") REFERENCES "public"."doc_fis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_fis_number_uq" ON "doc_fis" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_fis_list_idx" ON "doc_fis" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_fis_pos_bi_uq" ON "doc_fis" USING btree ("pos_id","fis_bi");--> statement-breakpoint
CREATE INDEX "doc_fis_fak_idx" ON "doc_fis" USING btree ("company_id","fak_id");--> statement-breakpoint
CREATE INDEX "doc_fis_items_doc_idx" ON "doc_fis_items" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_fak_number_uq" ON "doc_fak" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_fak_list_idx" ON "doc_fak" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_fak_items_doc_idx" ON "doc_fak_items" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_fak_items_doc_fis_uq" ON "doc_fak_items" USING btree ("doc_id","fis_id");