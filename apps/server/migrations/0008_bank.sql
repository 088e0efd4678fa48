CREATE TABLE "doc_trn" (
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
	"trn_id" integer NOT NULL,
	"uplata" bigint DEFAULT 0 NOT NULL,
	"isplata" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_trn_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"v_nalog" text NOT NULL,
	"kom_id" integer,
	"mag_id" integer,
	"trosak_id" integer,
	"opis" text DEFAULT '' NOT NULL,
	"uplata" bigint DEFAULT 0 NOT NULL,
	"isplata" bigint DEFAULT 0 NOT NULL,
	"poziv" text DEFAULT '' NOT NULL,
	"partner_naziv" text DEFAULT '' NOT NULL,
	"partner_racun" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"trn_id" integer NOT NULL,
	"datum" date NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_oznaka" text DEFAULT '' NOT NULL,
	"doc_opis" text DEFAULT '' NOT NULL,
	"reversal" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"line_id" integer,
	"order_kind" text NOT NULL,
	"kom_id" integer,
	"mag_id" integer,
	"trosak_id" integer,
	"opis" text DEFAULT '' NOT NULL,
	"uplata" bigint DEFAULT 0 NOT NULL,
	"isplata" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_trn" ADD CONSTRAINT "doc_trn_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_trn" ADD CONSTRAINT "doc_trn_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_trn" ADD CONSTRAINT "doc_trn_trn_id_tekuci_racuni_id_fk" FOREIGN KEY ("trn_id") REFERENCES "public"."tekuci_racuni"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_trn_items" ADD CONSTRAINT "doc_trn_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_trn_items" ADD CONSTRAINT "doc_trn_items_doc_id_doc_trn_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_trn"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_trn_items" ADD CONSTRAINT "doc_trn_items_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_trn_items" ADD CONSTRAINT "doc_trn_items_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_trn_items" ADD CONSTRAINT "doc_trn_items_trosak_id_trosak_main_id_fk" FOREIGN KEY ("trosak_id") REFERENCES "public"."trosak_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_trn_id_tekuci_racuni_id_fk" FOREIGN KEY ("trn_id") REFERENCES "public"."tekuci_racuni"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_trosak_id_trosak_main_id_fk" FOREIGN KEY ("trosak_id") REFERENCES "public"."trosak_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_trn_number_uq" ON "doc_trn" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_trn_list_idx" ON "doc_trn" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_trn_account_idx" ON "doc_trn" USING btree ("company_id","trn_id");--> statement-breakpoint
CREATE INDEX "doc_trn_items_doc_idx" ON "doc_trn_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "account_ledger_history_idx" ON "account_ledger" USING btree ("company_id","period_id","trn_id","datum","id");--> statement-breakpoint
CREATE INDEX "account_ledger_doc_idx" ON "account_ledger" USING btree ("v_doc","doc_id");--> statement-breakpoint
CREATE INDEX "account_ledger_shop_idx" ON "account_ledger" USING btree ("company_id","mag_id","datum");