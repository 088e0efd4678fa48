CREATE TABLE "doc_napomene" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kom_id" integer,
	"v_doc" text NOT NULL,
	"v_sub_doc" text NOT NULL,
	"naziv" text NOT NULL,
	"napomena" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_main" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"naziv" text NOT NULL,
	"ibfm" text NOT NULL,
	"mag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tekuci_racuni" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"naziv" text NOT NULL,
	"banka" text NOT NULL,
	"tracun" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "banka" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tracun" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_napomene" ADD CONSTRAINT "doc_napomene_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_napomene" ADD CONSTRAINT "doc_napomene_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_main" ADD CONSTRAINT "pos_main_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_main" ADD CONSTRAINT "pos_main_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tekuci_racuni" ADD CONSTRAINT "tekuci_racuni_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_napomene_company_doc_idx" ON "doc_napomene" USING btree ("company_id","v_doc","v_sub_doc");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_main_company_ibfm_uq" ON "pos_main" USING btree ("company_id","ibfm");