-- A company's posting-scheme versions (issue 25 "An admin can change a scheme"): one row per
-- version an admin wrote, who and when, and the sub-type it changed; `reset` marks the family back
-- on the defaults from that version on (its gl_scheme rows stay: entries name them). A company's
-- version numbers and the defaults' may coincide, so the entry also keeps whose scheme it applied.
CREATE TABLE "gl_scheme_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"v_doc" text NOT NULL,
	"version" integer NOT NULL,
	"v_sub_doc" text DEFAULT '' NOT NULL,
	"reset" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gl_scheme_version" ADD CONSTRAINT "gl_scheme_version_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_scheme_version" ADD CONSTRAINT "gl_scheme_version_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gl_scheme_version_uq" ON "gl_scheme_version" USING btree ("company_id","v_doc","version");--> statement-breakpoint
ALTER TABLE "gl_journal" ADD COLUMN "scheme_own" boolean DEFAULT false NOT NULL;
