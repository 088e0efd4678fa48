CREATE TABLE "audit_chain" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_chain_heads" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"hash" text DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "audit_chain" ADD CONSTRAINT "audit_chain_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_chain" ADD CONSTRAINT "audit_chain_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_history" ADD CONSTRAINT "document_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_history" ADD CONSTRAINT "document_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_chain_seq_uq" ON "audit_chain" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "document_history_doc_idx" ON "document_history" USING btree ("company_id","v_doc","doc_id","id");--> statement-breakpoint
CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'rows of % are never changed', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_chain_append_only" BEFORE UPDATE ON "audit_chain" FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "document_history_append_only" BEFORE UPDATE ON "document_history" FOR EACH ROW EXECUTE FUNCTION "append_only"();
