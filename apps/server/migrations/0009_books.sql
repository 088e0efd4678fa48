CREATE TABLE "vat_book_day" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"book" text NOT NULL,
	"datum" date NOT NULL,
	"stopa" integer NOT NULL,
	"deductible" boolean NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vat_book_day_company_id_period_id_book_datum_stopa_deductible_pk" PRIMARY KEY("company_id","period_id","book","datum","stopa","deductible")
);
--> statement-breakpoint
CREATE TABLE "vat_book_lines" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"book" text NOT NULL,
	"datum" date NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vat_book_lines_company_id_period_id_book_datum_pk" PRIMARY KEY("company_id","period_id","book","datum")
);
--> statement-breakpoint
ALTER TABLE "art_pdv" ADD COLUMN "pravo_odbitka" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vat_book" ADD COLUMN "line_id" bigint;--> statement-breakpoint
ALTER TABLE "vat_book" ADD COLUMN "line_head" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vat_book_day" ADD CONSTRAINT "vat_book_day_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_book_day" ADD CONSTRAINT "vat_book_day_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_book_lines" ADD CONSTRAINT "vat_book_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_book_lines" ADD CONSTRAINT "vat_book_lines_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vat_book_line_idx" ON "vat_book" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "vat_book_head_idx" ON "vat_book" USING btree ("company_id","period_id","book","datum","id") WHERE "vat_book"."line_head";--> statement-breakpoint
-- The lines of the rows already booked: a document's rows of a day (its reversal's apart), a register's receipts (no partner) of a day.
UPDATE "vat_book" v SET "line_id" = l."first", "line_head" = (v."id" = l."first")
FROM (
  SELECT "id", min("id") OVER (PARTITION BY "company_id", "period_id", "book", "v_doc", CASE WHEN "kom_id" IS NULL THEN 0 ELSE "doc_id" END, "reversal", "datum", "kom_id", "dok_broj") AS "first"
  FROM "vat_book"
) l
WHERE l."id" = v."id";--> statement-breakpoint
INSERT INTO "vat_book_day" ("company_id", "period_id", "book", "datum", "stopa", "deductible", "osnovica", "pdv_iznos")
SELECT "company_id", "period_id", "book", "datum", "stopa", "deductible", sum("osnovica"), sum("pdv_iznos")
FROM "vat_book" GROUP BY "company_id", "period_id", "book", "datum", "stopa", "deductible";
--> statement-breakpoint
INSERT INTO "vat_book_lines" ("company_id", "period_id", "book", "datum", "lines")
SELECT "company_id", "period_id", "book", "datum", count(*) FROM "vat_book" WHERE "line_head" GROUP BY "company_id", "period_id", "book", "datum";
