-- The supplier's date of supply (datum prometa) on incoming and expense invoices: KUR dates input
-- VAT by it (the later of it and the day the invoice was booked). Existing invoices take the
-- supplier's invoice date, the default of a new one; their VAT-book rows stay as they were posted.
ALTER TABLE "doc_ur" ADD COLUMN "datum_prometa" date;
--> statement-breakpoint
UPDATE "doc_ur" SET "datum_prometa" = "dok_datum";
--> statement-breakpoint
ALTER TABLE "doc_ur" ALTER COLUMN "datum_prometa" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD COLUMN "datum_prometa" date;
--> statement-breakpoint
UPDATE "doc_zrn" SET "datum_prometa" = "dok_datum";
--> statement-breakpoint
ALTER TABLE "doc_zrn" ALTER COLUMN "datum_prometa" SET NOT NULL;
