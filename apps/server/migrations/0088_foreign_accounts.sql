-- The company's foreign-currency accounts (issue 31 §7): an invoice in a currency prints the
-- company's account in that currency (IBAN, the bank's BIC / SWIFT code) instead of the dinar
-- account and its model-97 reference. One per currency.
CREATE TABLE "devizni_racuni" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"valuta" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"banka" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devizni_racuni" ADD CONSTRAINT "devizni_racuni_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devizni_racuni_company_valuta_uq" ON "devizni_racuni" USING btree ("company_id","valuta");
