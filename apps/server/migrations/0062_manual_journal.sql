-- Manual journal entries (issue 25): a document family (draft → locked → storno) whose lock
-- posts its lines through the general ledger's writer.
CREATE TABLE "doc_nal" (
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
CREATE TABLE "doc_nal_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"konto" text NOT NULL,
	"kom_id" integer,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	"opis" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_nal" ADD CONSTRAINT "doc_nal_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_nal" ADD CONSTRAINT "doc_nal_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_nal_items" ADD CONSTRAINT "doc_nal_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_nal_items" ADD CONSTRAINT "doc_nal_items_doc_id_doc_nal_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doc_nal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_nal_items" ADD CONSTRAINT "doc_nal_items_kom_id_kom_main_id_fk" FOREIGN KEY ("kom_id") REFERENCES "public"."kom_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_nal_number_uq" ON "doc_nal" USING btree ("company_id","period_id","v_sub_doc","rbroj");--> statement-breakpoint
CREATE INDEX "doc_nal_list_idx" ON "doc_nal" USING btree ("company_id","period_id","status","datum");--> statement-breakpoint
CREATE INDEX "doc_nal_items_doc_idx" ON "doc_nal_items" USING btree ("doc_id");
