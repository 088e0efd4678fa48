CREATE TABLE "kom_mesto" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"postcode" text NOT NULL,
	"naziv" text NOT NULL,
	"opstina" text NOT NULL,
	"drzava" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trosak_grupa" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"naziv" text NOT NULL,
	"opis" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trosak_main" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"grp_id" integer NOT NULL,
	"naziv" text NOT NULL,
	"opis" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kom_kontakt" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kom_id" integer NOT NULL,
	"ime" text NOT NULL,
	"telefon" text DEFAULT '' NOT NULL,
	"mobilni" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"napomena" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kom_main" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"v_kom" text NOT NULL,
	"sifra" text NOT NULL,
	"int_naziv" text NOT NULL,
	"naziv" text NOT NULL,
	"mesto_id" integer,
	"postcode" text NOT NULL,
	"mesto" text NOT NULL,
	"gln" text DEFAULT '' NOT NULL,
	"adresa" text NOT NULL,
	"telefon" text DEFAULT '' NOT NULL,
	"mobilni" text DEFAULT '' NOT NULL,
	"maticni_broj" text DEFAULT '' NOT NULL,
	"pib" text DEFAULT '' NOT NULL,
	"jmbg" text DEFAULT '' NOT NULL,
	"sifra_delatnosti" text DEFAULT '' NOT NULL,
	"is_kupac" boolean DEFAULT false NOT NULL,
	"is_dobavljac" boolean DEFAULT false NOT NULL,
	"jbkjs" text DEFAULT '' NOT NULL,
	"is_pdv_obveznik" boolean DEFAULT false NOT NULL,
	"pdv_broj" text DEFAULT '' NOT NULL,
	"is_jp" boolean DEFAULT false NOT NULL,
	"web" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kom_tracun" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kom_id" integer NOT NULL,
	"tracun" text NOT NULL,
	"banka" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kom_mesto" ADD CONSTRAINT "kom_mesto_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trosak_grupa" ADD CONSTRAINT "trosak_grupa_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trosak_main" ADD CONSTRAINT "trosak_main_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trosak_main" ADD CONSTRAINT "trosak_main_grp_id_trosak_grupa_id_fk" FOREIGN KEY ("grp_id") REFERENCES "public"."trosak_grupa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kom_kontakt" ADD CONSTRAINT "kom_kontakt_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kom_kontakt" ADD CONSTRAINT "kom_kontakt_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kom_main" ADD CONSTRAINT "kom_main_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kom_main" ADD CONSTRAINT "kom_main_mesto_id_kom_mesto_id_fk" FOREIGN KEY ("mesto_id") REFERENCES "public"."kom_mesto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kom_tracun" ADD CONSTRAINT "kom_tracun_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kom_tracun" ADD CONSTRAINT "kom_tracun_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kom_mesto_company_postcode_naziv_uq" ON "kom_mesto" USING btree ("company_id","postcode","naziv");--> statement-breakpoint
CREATE INDEX "trosak_main_grp_idx" ON "trosak_main" USING btree ("grp_id");--> statement-breakpoint
CREATE INDEX "kom_kontakt_kom_idx" ON "kom_kontakt" USING btree ("kom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kom_main_company_sifra_uq" ON "kom_main" USING btree ("company_id","sifra");--> statement-breakpoint
CREATE INDEX "kom_main_company_naziv_idx" ON "kom_main" USING btree ("company_id","int_naziv");--> statement-breakpoint
CREATE INDEX "kom_tracun_kom_idx" ON "kom_tracun" USING btree ("kom_id");