-- A client's country (ISO 3166-1 alpha-2), its VAT number abroad and its payment term in days
-- (issue 31, item 8). Every client there is stays in Serbia: with a PIB it is one, and without one
-- the product had no way to say otherwise (a foreign id was refused as a PIB), while nearly every
-- client of a Serbian trader is domestic; a foreign one is moved on its page. The term starts at
-- 0: an invoice falls due on its own day, as it did.
ALTER TABLE "kom_main" ADD COLUMN "drzava" text DEFAULT 'RS' NOT NULL;--> statement-breakpoint
ALTER TABLE "kom_main" ADD COLUMN "ino_pdv_broj" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kom_main" ADD COLUMN "rok_placanja_dana" integer DEFAULT 0 NOT NULL;
