-- The cash desk (blagajna, issue 34): a company's desks, the cash orders (receipts and payments)
-- of a desk, and the cash book their locks write; the daily cash report reads the book.
CREATE TABLE "blagajne" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"naziv" text NOT NULL,
	"valuta" text DEFAULT 'RSD' NOT NULL,
	"konto" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blagajne" ADD CONSTRAINT "blagajne_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blagajne_company_idx" ON "blagajne" USING btree ("company_id");--> statement-breakpoint
CREATE TABLE "doc_blg" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"v_sub_doc" text NOT NULL,
	"rbroj" integer NOT NULL,
	"oznaka" text NOT NULL,
	"datum" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"napomena" text DEFAULT '' NOT NULL,
	"komentar" text DEFAULT '' NOT NULL,
	"opis" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"storno_at" timestamp with time zone,
	"kasa_id" integer NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_blg_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"vrsta" text NOT NULL,
	"kom_id" integer,
	"mag_id" integer,
	"trosak_id" integer,
	"opis" text DEFAULT '' NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"poziv" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_book" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"kasa_id" integer NOT NULL,
	"datum" date NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_oznaka" text DEFAULT '' NOT NULL,
	"v_sub_doc" text NOT NULL,
	"kind" text NOT NULL,
	"line_id" integer NOT NULL,
	"vrsta" text NOT NULL,
	"opis" text DEFAULT '' NOT NULL,
	"uplata" bigint DEFAULT 0 NOT NULL,
	"isplata" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_blg" ADD CONSTRAINT "doc_blg_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_blg" ADD CONSTRAINT "doc_blg_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_blg" ADD CONSTRAINT "doc_blg_kasa_id_blagajne_id_fk" FOREIGN KEY ("kasa_id") REFERENCES "public"."blagajne"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_blg_items" ADD CONSTRAINT "doc_blg_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_blg_items" ADD CONSTRAINT "doc_blg_items_doc_id_doc_blg_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_blg"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_blg_items" ADD CONSTRAINT "doc_blg_items_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_blg_items" ADD CONSTRAINT "doc_blg_items_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_blg_items" ADD CONSTRAINT "doc_blg_items_trosak_id_trosak_main_id_fk" FOREIGN KEY ("trosak_id") REFERENCES "public"."trosak_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_book" ADD CONSTRAINT "cash_book_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_book" ADD CONSTRAINT "cash_book_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_book" ADD CONSTRAINT "cash_book_kasa_id_blagajne_id_fk" FOREIGN KEY ("kasa_id") REFERENCES "public"."blagajne"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_blg_number_uq" ON "doc_blg" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_blg_list_idx" ON "doc_blg" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_blg_desk_idx" ON "doc_blg" USING btree ("company_id","kasa_id");--> statement-breakpoint
CREATE INDEX "doc_blg_items_doc_idx" ON "doc_blg_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "cash_book_desk_idx" ON "cash_book" USING btree ("company_id","kasa_id","datum","id");--> statement-breakpoint
CREATE INDEX "cash_book_doc_idx" ON "cash_book" USING btree ("doc_id");--> statement-breakpoint
-- every company starts with one dinar desk on 243 (or the first analytic it has under 243)
INSERT INTO "blagajne" ("company_id", "naziv", "valuta", "konto")
SELECT c."id", 'Glavna blagajna', 'RSD',
  coalesce((SELECT min(a."konto") FROM "gl_company_account" a WHERE a."company_id" = c."id" AND a."parent" = '243'), '243')
FROM "companies" c;--> statement-breakpoint
-- the cash order's scheme: the desk's cash (its own account replaces 243), partners paying (204) and
-- paid (435), the takings brought in (243, where fiscal receipts put the register's cash), a cost
-- paid in cash (its cost item's account, else 550), cash to or from the bank through the transit account 248
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "figure", "konto", "sign", "with_client") VALUES
('blg', '', 'cash', '243', 1, false),
('blg', '', 'client.in', '204', 1, true),
('blg', '', 'client.out', '435', 1, true),
('blg', '', 'cash.pazar', '243', 1, false),
('blg', '', 'cash.trosak', '550', 1, false),
('blg', '', 'cash.bank', '248', 1, false);
