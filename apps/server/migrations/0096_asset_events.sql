-- Fixed assets leaving the books and coming onto them through a document (issue 35): the write-off
-- and sale events with their figures, and the asset an expense invoice line acquires or a sales
-- invoice line sells.
CREATE TABLE "os_promena" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"os_id" integer NOT NULL,
	"vrsta" text NOT NULL,
	"datum" date NOT NULL,
	"period_id" integer NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"nabavna_vrednost" bigint NOT NULL,
	"ispravka" bigint NOT NULL,
	"cena" bigint DEFAULT 0 NOT NULL,
	"rezultat" bigint NOT NULL,
	"napomena" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "os_promena" ADD CONSTRAINT "os_promena_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "os_promena" ADD CONSTRAINT "os_promena_os_id_os_main_id_fk" FOREIGN KEY ("os_id") REFERENCES "public"."os_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "os_promena_os_idx" ON "os_promena" USING btree ("company_id","os_id");--> statement-breakpoint
CREATE INDEX "os_promena_doc_idx" ON "os_promena" USING btree ("company_id","v_doc","doc_id");--> statement-breakpoint
ALTER TABLE "doc_zrn_items" ADD COLUMN "os_id" integer;--> statement-breakpoint
ALTER TABLE "doc_zrn_items" ADD CONSTRAINT "doc_zrn_items_os_id_os_main_id_fk" FOREIGN KEY ("os_id") REFERENCES "public"."os_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_prod_items" ADD COLUMN "os_id" integer;--> statement-breakpoint
ALTER TABLE "doc_prod_items" ADD CONSTRAINT "doc_prod_items_os_id_os_main_id_fk" FOREIGN KEY ("os_id") REFERENCES "public"."os_main"("id") ON DELETE no action ON UPDATE no action;
