CREATE TABLE "doc_psk" (
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
	"duguje" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_psk_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"kom_id" integer NOT NULL,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	"due_date" date
);
--> statement-breakpoint
CREATE TABLE "doc_zrn" (
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
	"kom_id" integer NOT NULL,
	"dok_broj" text NOT NULL,
	"dok_datum" date NOT NULL,
	"dok_dpo" date NOT NULL,
	"trosak_id" integer NOT NULL,
	"osnovica" bigint DEFAULT 0 NOT NULL,
	"pdv_iznos" bigint DEFAULT 0 NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_zrn_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"pdv_id" integer NOT NULL,
	"pdv_stopa" integer NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_knod" (
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
	"kom_id" integer NOT NULL,
	"osnov" text NOT NULL,
	"poziv" text DEFAULT '' NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_knod_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_allocation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"closer_id" bigint NOT NULL,
	"datum" date NOT NULL,
	"iznos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_balance" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"kom_id" integer NOT NULL,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"uplata" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	"isplata" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "client_balance_company_id_period_id_kom_id_pk" PRIMARY KEY("company_id","period_id","kom_id")
);
--> statement-breakpoint
CREATE TABLE "client_item" (
	"ledger_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"kom_id" integer NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_oznaka" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"dir" text NOT NULL,
	"datum" date NOT NULL,
	"due_date" date NOT NULL,
	"poziv" text,
	"iznos" bigint DEFAULT 0 NOT NULL,
	"ostatak" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_psk" ADD CONSTRAINT "doc_psk_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psk" ADD CONSTRAINT "doc_psk_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psk_items" ADD CONSTRAINT "doc_psk_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psk_items" ADD CONSTRAINT "doc_psk_items_doc_id_doc_psk_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_psk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_psk_items" ADD CONSTRAINT "doc_psk_items_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD CONSTRAINT "doc_zrn_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD CONSTRAINT "doc_zrn_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD CONSTRAINT "doc_zrn_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_zrn" ADD CONSTRAINT "doc_zrn_trosak_id_trosak_main_id_fk" FOREIGN KEY ("trosak_id") REFERENCES "public"."trosak_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_zrn_items" ADD CONSTRAINT "doc_zrn_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_zrn_items" ADD CONSTRAINT "doc_zrn_items_doc_id_doc_zrn_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_zrn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_zrn_items" ADD CONSTRAINT "doc_zrn_items_pdv_id_art_pdv_id_fk" FOREIGN KEY ("pdv_id") REFERENCES "public"."art_pdv"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_knod" ADD CONSTRAINT "doc_knod_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_knod" ADD CONSTRAINT "doc_knod_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_knod" ADD CONSTRAINT "doc_knod_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_knod_items" ADD CONSTRAINT "doc_knod_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_knod_items" ADD CONSTRAINT "doc_knod_items_doc_id_doc_knod_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_knod"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_allocation" ADD CONSTRAINT "client_allocation_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_allocation" ADD CONSTRAINT "client_allocation_item_id_client_item_ledger_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."client_item"("ledger_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_allocation" ADD CONSTRAINT "client_allocation_closer_id_client_item_ledger_id_fk" FOREIGN KEY ("closer_id") REFERENCES "public"."client_item"("ledger_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_balance" ADD CONSTRAINT "client_balance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_balance" ADD CONSTRAINT "client_balance_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_balance" ADD CONSTRAINT "client_balance_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_item" ADD CONSTRAINT "client_item_ledger_id_client_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."client_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_item" ADD CONSTRAINT "client_item_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_item" ADD CONSTRAINT "client_item_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_item" ADD CONSTRAINT "client_item_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_psk_number_uq" ON "doc_psk" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_psk_list_idx" ON "doc_psk" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_psk_items_doc_idx" ON "doc_psk_items" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_zrn_number_uq" ON "doc_zrn" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_zrn_list_idx" ON "doc_zrn" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_zrn_trosak_idx" ON "doc_zrn" USING btree ("trosak_id");--> statement-breakpoint
CREATE INDEX "doc_zrn_items_doc_idx" ON "doc_zrn_items" USING btree ("doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_knod_number_uq" ON "doc_knod" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_knod_list_idx" ON "doc_knod" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_knod_items_doc_idx" ON "doc_knod_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "client_allocation_item_idx" ON "client_allocation" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "client_allocation_closer_idx" ON "client_allocation" USING btree ("closer_id");--> statement-breakpoint
CREATE INDEX "client_item_kom_idx" ON "client_item" USING btree ("company_id","period_id","kom_id","role","dir","due_date");--> statement-breakpoint
CREATE INDEX "client_item_doc_idx" ON "client_item" USING btree ("v_doc","doc_id");--> statement-breakpoint
CREATE INDEX "client_item_poziv_idx" ON "client_item" USING btree ("company_id","period_id","kom_id","poziv");--> statement-breakpoint
CREATE INDEX "client_item_open_idx" ON "client_item" USING btree ("company_id","period_id","kom_id") WHERE "client_item"."role" = 'item' and "client_item"."ostatak" > 0;
--> statement-breakpoint
INSERT INTO "client_balance" ("company_id", "period_id", "kom_id", "duguje", "uplata", "potrazuje", "isplata")
SELECT "company_id", "period_id", "kom_id",
  sum(CASE WHEN "side" = 'invoice' THEN "duguje" ELSE 0 END), sum(CASE WHEN "side" = 'payment' THEN "potrazuje" ELSE 0 END),
  sum(CASE WHEN "side" = 'invoice' THEN "potrazuje" ELSE 0 END), sum(CASE WHEN "side" = 'payment' THEN "duguje" ELSE 0 END)
FROM "client_ledger" GROUP BY "company_id", "period_id", "kom_id";--> statement-breakpoint
INSERT INTO "client_item" ("ledger_id", "company_id", "period_id", "kom_id", "v_doc", "doc_id", "doc_oznaka", "role", "dir", "datum", "due_date", "poziv", "iznos", "ostatak")
SELECT l."id", l."company_id", l."period_id", l."kom_id", l."v_doc", l."doc_id", l."doc_oznaka", 'item',
  CASE WHEN l."duguje" > l."potrazuje" THEN 'receivable' ELSE 'payable' END, l."datum", l."due_date", NULL,
  abs(l."duguje" - l."potrazuje"), abs(l."duguje" - l."potrazuje")
FROM "client_ledger" l
WHERE l."kind" = 'post' AND l."side" = 'invoice' AND l."duguje" <> l."potrazuje"
  AND NOT EXISTS (SELECT 1 FROM "client_ledger" s WHERE s."kind" = 'storno' AND s."v_doc" = l."v_doc" AND s."doc_id" = l."doc_id");
