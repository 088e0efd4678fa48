-- Offsets (kompenzacija): a partner's open items on both sides set off against each other.
CREATE TABLE "doc_kmp" (
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
	"iznos" bigint DEFAULT 0 NOT NULL,
	"otvoreno_kupac" bigint DEFAULT 0 NOT NULL,
	"otvoreno_dobavljac" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_kmp_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"dok_v_doc" text NOT NULL,
	"dok_id" integer NOT NULL,
	"dok_oznaka" text DEFAULT '' NOT NULL,
	"smer" text NOT NULL,
	"poziv" text DEFAULT '' NOT NULL,
	"dok_datum" date NOT NULL,
	"due_date" date NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"otvoreno" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_kmp" ADD CONSTRAINT "doc_kmp_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_kmp" ADD CONSTRAINT "doc_kmp_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_kmp" ADD CONSTRAINT "doc_kmp_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_kmp_items" ADD CONSTRAINT "doc_kmp_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_kmp_items" ADD CONSTRAINT "doc_kmp_items_doc_id_doc_kmp_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_kmp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_kmp_number_uq" ON "doc_kmp" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_kmp_list_idx" ON "doc_kmp" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_kmp_items_doc_idx" ON "doc_kmp_items" USING btree ("doc_id");--> statement-breakpoint
-- the offset's scheme: what the partner's rows debit (the suppliers' items closed) to 435, what they credit (the customers' items closed) to 204
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "figure", "konto", "sign", "with_client") VALUES
('kmp', '', 'client.debit', '435', 1, true),
('kmp', '', 'client.credit', '204', 1, true);
