-- Advances (VAT-AND-LEDGER.md A0, A3): an advance invoice's VAT-book rows and a final invoice's
-- deduction of them are marked, so that the VAT return counts their VAT but not their base. The
-- day sums keep marked rows apart; every row booked before is not an advance's.
ALTER TABLE "vat_book" ADD COLUMN IF NOT EXISTS "avans" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vat_book_day" ADD COLUMN IF NOT EXISTS "avans" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vat_book_day" DROP CONSTRAINT IF EXISTS "vat_book_day_company_id_period_id_book_datum_stopa_deductible_pk";--> statement-breakpoint
ALTER TABLE "vat_book_day" ADD CONSTRAINT "vat_book_day_company_id_period_id_book_datum_stopa_deductible_avans_pk" PRIMARY KEY("company_id","period_id","book","datum","stopa","deductible","avans");
