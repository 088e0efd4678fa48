-- The fixed-asset register (issue 35): intangible assets (01x) and property, plant and equipment
-- (02x), each with its account and accumulated-depreciation account, tax group I–V, cost, date of
-- use, useful life or rate, and the opening accumulated depreciation of an asset taken over.
CREATE TABLE "os_main" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"inv_broj" text NOT NULL,
	"naziv" text NOT NULL,
	"konto" text NOT NULL,
	"konto_ispravke" text NOT NULL,
	"poreska_grupa" smallint NOT NULL,
	"datum_nabavke" date NOT NULL,
	"nabavna_vrednost" bigint NOT NULL,
	"datum_upotrebe" date,
	"vek_meseci" integer,
	"stopa" integer,
	"lokacija" text DEFAULT '' NOT NULL,
	"odgovorno_lice" text DEFAULT '' NOT NULL,
	"kom_id" integer,
	"izvor_dokument" text DEFAULT '' NOT NULL,
	"izvor_v_doc" text,
	"izvor_doc_id" integer,
	"status" text DEFAULT 'in_use' NOT NULL,
	"datum_otpisa" date,
	"otvaranje_datum" date,
	"otvaranje_ispravka" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "os_main_poreska_grupa_ck" CHECK ("poreska_grupa" between 1 and 5),
	CONSTRAINT "os_main_amounts_ck" CHECK ("nabavna_vrednost" >= 0 and "otvaranje_ispravka" between 0 and "nabavna_vrednost")
);
--> statement-breakpoint
ALTER TABLE "os_main" ADD CONSTRAINT "os_main_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_main" ADD CONSTRAINT "os_main_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "os_main_inv_broj_uq" ON "os_main" USING btree ("company_id","inv_broj");--> statement-breakpoint
CREATE INDEX "os_main_konto_idx" ON "os_main" USING btree ("company_id","konto");
