-- Incoming and expense invoices in a foreign currency, with the reverse charge, and the incoming
-- invoice's dependent costs (issue 23 §2, §4; VAT-AND-LEDGER.md A4, A6, A7). Existing rows are in
-- dinars: their currency values are their dinar values.
ALTER TABLE "doc_ur" ADD COLUMN IF NOT EXISTS "valuta" text DEFAULT 'RSD' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD COLUMN IF NOT EXISTS "kurs" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD COLUMN IF NOT EXISTS "inostrani" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD COLUMN IF NOT EXISTS "interni_obracun" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD COLUMN IF NOT EXISTS "dev_vrednost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD COLUMN IF NOT EXISTS "zavisni_tr" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur" ADD COLUMN IF NOT EXISTS "troskovi" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_ur_items" ADD COLUMN IF NOT EXISTS "dev_vr" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "doc_ur_items" SET "dev_vr" = "nab_vr";--> statement-breakpoint
UPDATE "doc_ur" SET "dev_vrednost" = "nab_vrednost";--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD COLUMN IF NOT EXISTS "valuta" text DEFAULT 'RSD' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD COLUMN IF NOT EXISTS "kurs" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD COLUMN IF NOT EXISTS "inostrani" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD COLUMN IF NOT EXISTS "interni_obracun" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD COLUMN IF NOT EXISTS "dev_osnovica" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_zrn_items" ADD COLUMN IF NOT EXISTS "iznos_din" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "doc_zrn_items" SET "iznos_din" = "iznos";--> statement-breakpoint
UPDATE "doc_zrn" SET "dev_osnovica" = "osnovica";
