ALTER TABLE "doc_fak_items" ALTER COLUMN "fis_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_fak_items" ALTER COLUMN "fis_placanje" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_psr" ADD COLUMN "carried_from" integer;--> statement-breakpoint
ALTER TABLE "doc_fak_items" ADD COLUMN "opis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_fak_items" ADD COLUMN "pdv_id" integer;--> statement-breakpoint
ALTER TABLE "doc_fak_items" ADD COLUMN "pdv_stopa" integer;--> statement-breakpoint
ALTER TABLE "doc_psk" ADD COLUMN "carried_from" integer;--> statement-breakpoint
ALTER TABLE "doc_psk_items" ADD COLUMN "dok_oznaka" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balance" ADD COLUMN "last_datum" date;--> statement-breakpoint
ALTER TABLE "doc_psr" ADD CONSTRAINT "doc_psr_carried_from_periods_id_fk" FOREIGN KEY ("carried_from") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_fak_items" ADD CONSTRAINT "doc_fak_items_pdv_id_art_pdv_id_fk" FOREIGN KEY ("pdv_id") REFERENCES "public"."art_pdv"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psk" ADD CONSTRAINT "doc_psk_carried_from_periods_id_fk" FOREIGN KEY ("carried_from") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "stock_balance" b SET "last_datum" = (SELECT max(l."datum") FROM "stock_ledger" l WHERE l."company_id" = b."company_id" AND l."period_id" = b."period_id" AND l."mag_id" = b."mag_id" AND l."art_id" = b."art_id");
