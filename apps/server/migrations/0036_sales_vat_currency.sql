-- A sales invoice's VAT treatment and currency (VAT-AND-LEDGER.md A5-A7). The spec's free-text
-- payment term, stored as "valuta" until now, moves to "rok_placanja"; "valuta" is the ISO currency
-- of the document as in every family (RSD at 1 for what was booked before).
ALTER TABLE "doc_prod" RENAME COLUMN "valuta" TO "rok_placanja";--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "valuta" text DEFAULT 'RSD' NOT NULL REFERENCES "currencies"("code");--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "kurs" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "kategorija" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "izuzece" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "osnovica_valuta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "pdv_iznos_valuta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_prod" ADD COLUMN "iznos_valuta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "doc_prod" SET "osnovica_valuta" = "osnovica", "pdv_iznos_valuta" = "pdv_iznos", "iznos_valuta" = "iznos";--> statement-breakpoint
ALTER TABLE "doc_prod_items" ADD COLUMN "iznos_valuta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_prod_items" ADD COLUMN "kategorija" text DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_prod_items" ADD COLUMN "izuzece" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "doc_prod_items" SET "iznos_valuta" = "iznos";--> statement-breakpoint
-- a 0 % line booked before: Z when its article's rate keeps the right to deduct, else E
UPDATE "doc_prod_items" i SET "kategorija" = CASE WHEN p."pravo_odbitka" THEN 'Z' ELSE 'E' END
  FROM "art_main" a JOIN "art_pdv" p ON p."id" = a."pdv_id"
  WHERE a."id" = i."art_id" AND i."pdv_stopa" = 0;
