-- The general ledger (issue 25): journal entries (nalog za knjiženje) and their lines, written
-- only by apps/server/src/ledgers/general-ledger.ts, with kept balances per account and client
-- (gl_balance) and per account and day (gl_balance_day) updated in the same transaction, so the
-- trial balance reads the kept sums however long the history.
CREATE TABLE "gl_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"broj" integer NOT NULL,
	"datum" date NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_oznaka" text DEFAULT '' NOT NULL,
	"opis" text DEFAULT '' NOT NULL,
	"opening" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"reversal_of" bigint,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_journal_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"journal_id" bigint NOT NULL,
	"rb" integer NOT NULL,
	"datum" date NOT NULL,
	"konto" text NOT NULL,
	"kom_id" integer,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	"opis" text DEFAULT '' NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_oznaka" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_balance" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"konto" text NOT NULL,
	"kom_id" integer DEFAULT 0 NOT NULL,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gl_balance_company_id_period_id_konto_kom_id_pk" PRIMARY KEY("company_id","period_id","konto","kom_id")
);
--> statement-breakpoint
CREATE TABLE "gl_balance_day" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"konto" text NOT NULL,
	"datum" date NOT NULL,
	"opening" boolean NOT NULL,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "gl_balance_day_company_id_period_id_konto_datum_opening_pk" PRIMARY KEY("company_id","period_id","konto","datum","opening")
);
--> statement-breakpoint
CREATE TABLE "gl_journal_counter" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gl_journal_counter_company_id_period_id_pk" PRIMARY KEY("company_id","period_id")
);
--> statement-breakpoint
ALTER TABLE "gl_journal" ADD CONSTRAINT "gl_journal_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_journal" ADD CONSTRAINT "gl_journal_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_journal_line" ADD CONSTRAINT "gl_journal_line_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_journal_line" ADD CONSTRAINT "gl_journal_line_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_journal_line" ADD CONSTRAINT "gl_journal_line_journal_id_gl_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."gl_journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_journal_line" ADD CONSTRAINT "gl_journal_line_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_balance" ADD CONSTRAINT "gl_balance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_balance" ADD CONSTRAINT "gl_balance_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_balance_day" ADD CONSTRAINT "gl_balance_day_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_balance_day" ADD CONSTRAINT "gl_balance_day_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_journal_counter" ADD CONSTRAINT "gl_journal_counter_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_journal_counter" ADD CONSTRAINT "gl_journal_counter_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gl_journal_number_uq" ON "gl_journal" USING btree ("company_id","period_id","broj");--> statement-breakpoint
CREATE INDEX "gl_journal_list_idx" ON "gl_journal" USING btree ("company_id","period_id","datum","broj");--> statement-breakpoint
CREATE INDEX "gl_journal_doc_idx" ON "gl_journal" USING btree ("company_id","v_doc","doc_id");--> statement-breakpoint
CREATE INDEX "gl_journal_line_journal_idx" ON "gl_journal_line" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "gl_journal_line_card_idx" ON "gl_journal_line" USING btree ("company_id","period_id","konto","datum","id");--> statement-breakpoint
CREATE INDEX "gl_journal_line_client_idx" ON "gl_journal_line" USING btree ("company_id","period_id","kom_id","konto","datum") WHERE "kom_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "gl_journal_line_account_idx" ON "gl_journal_line" USING btree ("company_id","konto");
