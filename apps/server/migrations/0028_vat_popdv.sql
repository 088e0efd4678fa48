-- Every VAT-book row carries its POPDV field (VAT-AND-LEDGER.md A0; packages/domain popdv.ts), and
-- the day sums are kept per field. Rows booked before are tagged by the domain's default rule,
-- credit notes as decreases (3.6 / 8a.5) and debit notes as increases (3.5 / 8a.4); the day sums
-- are rebuilt from the rows.
ALTER TABLE "vat_book" ADD COLUMN IF NOT EXISTS "popdv" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "vat_book" SET "popdv" = CASE
  WHEN "v_doc" = 'knod' THEN CASE WHEN "book" = 'kir' THEN '3.6' ELSE '8a.5' END
  WHEN "v_doc" = 'knz' THEN CASE WHEN "book" = 'kir' THEN '3.5' ELSE '8a.4' END
  WHEN "book" = 'kir' THEN CASE WHEN "stopa" = 0 THEN CASE WHEN "deductible" THEN '1.4' ELSE '2.4' END WHEN "avans" THEN '3.9' ELSE '3.2' END
  ELSE CASE WHEN "stopa" = 0 THEN '8d.2' WHEN "avans" THEN '8a.7' ELSE '8a.2' END
END;--> statement-breakpoint
ALTER TABLE "vat_book_day" ADD COLUMN IF NOT EXISTS "popdv" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vat_book_day" DROP CONSTRAINT IF EXISTS "vat_book_day_company_id_period_id_book_datum_stopa_deductible_avans_pk";--> statement-breakpoint
DELETE FROM "vat_book_day";--> statement-breakpoint
INSERT INTO "vat_book_day" ("company_id", "period_id", "book", "datum", "stopa", "deductible", "avans", "popdv", "osnovica", "pdv_iznos")
  SELECT "company_id", "period_id", "book", "datum", "stopa", "deductible", "avans", "popdv", sum("osnovica"), sum("pdv_iznos")
  FROM "vat_book" GROUP BY "company_id", "period_id", "book", "datum", "stopa", "deductible", "avans", "popdv";--> statement-breakpoint
ALTER TABLE "vat_book_day" ADD CONSTRAINT "vat_book_day_pk" PRIMARY KEY("company_id","period_id","book","datum","stopa","deductible","avans","popdv");
