-- The client-balance report's counts and summary summed every balance row of the company: with
-- many companies on one database that is an index range of all the company's balances. client_total
-- keeps those sums per period and class of the balance (1 stanje > 0, -1 stanje < 0, 0 stanje = 0
-- with some column not 0, 2 all four columns 0; stanje = duguje - uplata - potrazuje + isplata), so
-- the report's state filters are sums of at most four rows, written by the same statement that
-- writes the balances (ledgers/books.ts, addToBalances).
CREATE TABLE "client_total" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"class" smallint NOT NULL,
	"balances" integer DEFAULT 0 NOT NULL,
	"duguje" bigint DEFAULT 0 NOT NULL,
	"uplata" bigint DEFAULT 0 NOT NULL,
	"potrazuje" bigint DEFAULT 0 NOT NULL,
	"isplata" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "client_total_company_id_period_id_class_pk" PRIMARY KEY("company_id","period_id","class")
);
--> statement-breakpoint
ALTER TABLE "client_total" ADD CONSTRAINT "client_total_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_total" ADD CONSTRAINT "client_total_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "client_total" ("company_id", "period_id", "class", "balances", "duguje", "uplata", "potrazuje", "isplata")
SELECT "company_id", "period_id", "class", count(*), sum("duguje"), sum("uplata"), sum("potrazuje"), sum("isplata")
FROM (SELECT *, CASE WHEN "duguje" - "uplata" - "potrazuje" + "isplata" > 0 THEN 1 WHEN "duguje" - "uplata" - "potrazuje" + "isplata" < 0 THEN -1
    WHEN "duguje" <> 0 OR "uplata" <> 0 OR "potrazuje" <> 0 OR "isplata" <> 0 THEN 0 ELSE 2 END::smallint AS "class" FROM "client_balance") b
GROUP BY "company_id", "period_id", "class";
