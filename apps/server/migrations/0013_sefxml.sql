CREATE TABLE "xml_jobs" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"v_doc" text NOT NULL,
	"doc_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"broj" text NOT NULL,
	"xml" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "xml_jobs" ADD CONSTRAINT "xml_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_jobs" ADD CONSTRAINT "xml_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xml_jobs_doc_idx" ON "xml_jobs" USING btree ("company_id","v_doc","doc_id");