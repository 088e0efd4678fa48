-- Payments in a foreign currency and their exchange differences (VAT-AND-LEDGER.md A7; docs/decisions.md
-- "Foreign currency"). All columns are nullable, null meaning dinars: a document's audit hash leaves
-- null columns out, so the lines locked before keep their hash.
ALTER TABLE "doc_trn_items" ADD COLUMN "valuta" text REFERENCES "currencies"("code");
--> statement-breakpoint
ALTER TABLE "doc_trn_items" ADD COLUMN "iznos_dev" bigint;
--> statement-breakpoint
ALTER TABLE "doc_trn_items" ADD COLUMN "kurs" bigint;
--> statement-breakpoint
ALTER TABLE "client_item" ADD COLUMN "valuta" text;
--> statement-breakpoint
ALTER TABLE "client_item" ADD COLUMN "iznos_dev" bigint;
--> statement-breakpoint
ALTER TABLE "client_item" ADD COLUMN "kurs" bigint;
--> statement-breakpoint
ALTER TABLE "client_ledger" ADD COLUMN "kursna_razlika" text;
