ALTER TABLE "client_ledger" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "client_ledger" ADD COLUMN "doc_oznaka" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_ledger" ADD COLUMN "doc_opis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_ledger" ADD COLUMN "reversal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "doc_oznaka" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "doc_opis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "reversal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "kom_id" integer;--> statement-breakpoint
ALTER TABLE "vat_book" ADD COLUMN "doc_oznaka" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vat_book" ADD COLUMN "doc_opis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vat_book" ADD COLUMN "reversal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing history: re-costing a reversal caused was booked as '<family>-storno'; it becomes the family with the flag.
UPDATE "stock_ledger" SET "v_doc" = regexp_replace("v_doc", '-storno$', ''), "reversal" = true WHERE "v_doc" LIKE '%-storno';--> statement-breakpoint
UPDATE "stock_ledger" SET "reversal" = true WHERE "kind" = 'storno';--> statement-breakpoint
UPDATE "client_ledger" SET "reversal" = true WHERE "kind" = 'storno';--> statement-breakpoint
UPDATE "vat_book" SET "reversal" = true WHERE "kind" = 'storno';--> statement-breakpoint
CREATE TEMPORARY TABLE "ledger_doc_labels" AS
  SELECT 'psr'::text AS v_doc, id, oznaka, opis, NULL::integer AS kom_id, NULL::date AS dok_dpo FROM "doc_psr"
  UNION ALL SELECT 'ur', id, oznaka, opis, kom_id, dok_dpo FROM "doc_ur"
  UNION ALL SELECT 'niv', id, oznaka, opis, NULL, NULL FROM "doc_niv"
  UNION ALL SELECT 'int', id, oznaka, opis, NULL, NULL FROM "doc_int";--> statement-breakpoint
UPDATE "stock_ledger" l SET "doc_oznaka" = d.oznaka, "doc_opis" = d.opis,
  "kom_id" = CASE WHEN l.kind IN ('post', 'reprice') THEN d.kom_id END
  FROM "ledger_doc_labels" d WHERE d.v_doc = l.v_doc AND d.id = l.doc_id;--> statement-breakpoint
-- A negation shows the partner and the prices of the row it negates.
UPDATE "stock_ledger" l SET "kom_id" = o.kom_id, "nab_cena" = o.nab_cena, "prod_cena" = o.prod_cena
  FROM "stock_ledger" o WHERE l.kind = 'storno' AND o.id = l.ref_id;--> statement-breakpoint
UPDATE "client_ledger" l SET "doc_oznaka" = d.oznaka, "doc_opis" = d.opis, "due_date" = coalesce(d.dok_dpo, l.datum)
  FROM "ledger_doc_labels" d WHERE d.v_doc = l.v_doc AND d.id = l.doc_id;--> statement-breakpoint
UPDATE "client_ledger" SET "due_date" = "datum" WHERE "due_date" IS NULL;--> statement-breakpoint
ALTER TABLE "client_ledger" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
UPDATE "vat_book" l SET "doc_oznaka" = d.oznaka, "doc_opis" = d.opis
  FROM "ledger_doc_labels" d WHERE d.v_doc = l.v_doc AND d.id = l.doc_id;--> statement-breakpoint
DROP TABLE "ledger_doc_labels";
