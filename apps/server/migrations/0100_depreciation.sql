-- Depreciation documents (issue 35): a month or a year of straight-line depreciation over the
-- fixed assets in use, one line per asset; the fixed-asset ledger (what documents change in an
-- asset's cost and accumulated depreciation, read by the register and the card); the scheme posts D 540 / P the accumulated-depreciation
-- accounts (each asset's analytic of 019 or 029 when it has one: `FigureParts`).
CREATE TABLE "doc_amo" (
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
	"mesec" smallint,
	"mesec_od" date NOT NULL,
	"mesec_do" date NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"broj_sredstava" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_amo_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"os_id" integer NOT NULL,
	"konto" text NOT NULL,
	"konto_ispravke" text NOT NULL,
	"nabavna_vrednost" bigint DEFAULT 0 NOT NULL,
	"ispravka_pre" bigint DEFAULT 0 NOT NULL,
	"meseci" smallint NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"os_id" integer NOT NULL,
	"datum" date NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_oznaka" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"vrednost" bigint DEFAULT 0 NOT NULL,
	"ispravka" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_ledger" ADD CONSTRAINT "asset_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_ledger" ADD CONSTRAINT "asset_ledger_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_ledger" ADD CONSTRAINT "asset_ledger_os_id_os_main_id_fk" FOREIGN KEY ("os_id") REFERENCES "public"."os_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_ledger_asset_idx" ON "asset_ledger" USING btree ("company_id","os_id","datum");--> statement-breakpoint
CREATE INDEX "asset_ledger_doc_idx" ON "asset_ledger" USING btree ("v_doc","doc_id");--> statement-breakpoint
ALTER TABLE "doc_amo" ADD CONSTRAINT "doc_amo_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_amo" ADD CONSTRAINT "doc_amo_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_amo_items" ADD CONSTRAINT "doc_amo_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_amo_items" ADD CONSTRAINT "doc_amo_items_doc_id_doc_amo_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_amo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_amo_items" ADD CONSTRAINT "doc_amo_items_os_id_os_main_id_fk" FOREIGN KEY ("os_id") REFERENCES "public"."os_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_amo_number_uq" ON "doc_amo" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_amo_list_idx" ON "doc_amo" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_amo_months_idx" ON "doc_amo" USING btree ("company_id","mesec_od","mesec_do");--> statement-breakpoint
CREATE INDEX "doc_amo_items_doc_idx" ON "doc_amo_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "doc_amo_items_os_idx" ON "doc_amo_items" USING btree ("os_id");--> statement-breakpoint
-- the depreciation's scheme: the expense on 540, the accumulated depreciation on 019 (intangible
-- assets) or 029 (property, plant and equipment), each asset's analytic of them where it has one
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "figure", "konto", "sign", "with_client") VALUES
('amo', '', 'depreciation', '540', 1, false),
('amo', '', 'accumulated.01', '019', -1, false),
('amo', '', 'accumulated.02', '029', -1, false);
