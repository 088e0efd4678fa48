-- The stock report's total and counts summed every balance row of the company: with many
-- companies on one database that is an index range of all the company's balances, however the
-- plan goes. stock_total keeps those sums per period, warehouse and sign of the stock (so the
-- report's stock filters are sums of at most three rows), written by the same statement that
-- writes the balances (ledgers/stock.ts, writeBalances).
CREATE TABLE "stock_total" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"mag_id" integer NOT NULL,
	"sign" smallint NOT NULL,
	"balances" integer DEFAULT 0 NOT NULL,
	"stanje" bigint DEFAULT 0 NOT NULL,
	"nab_vrednost" bigint DEFAULT 0 NOT NULL,
	"prod_vrednost" bigint DEFAULT 0 NOT NULL,
	"zn_vrednost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_total_company_id_period_id_mag_id_sign_pk" PRIMARY KEY("company_id","period_id","mag_id","sign")
);
--> statement-breakpoint
ALTER TABLE "stock_total" ADD CONSTRAINT "stock_total_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_total" ADD CONSTRAINT "stock_total_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_total" ADD CONSTRAINT "stock_total_mag_id_mag_main_id_fk" FOREIGN KEY ("mag_id") REFERENCES "public"."mag_main"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "stock_total" ("company_id", "period_id", "mag_id", "sign", "balances", "stanje", "nab_vrednost", "prod_vrednost", "zn_vrednost")
SELECT "company_id", "period_id", "mag_id", sign("stanje")::smallint, count(*), sum("stanje"), sum("nab_vrednost"), sum("prod_vrednost"), sum(round("stanje"::numeric * "zn_cena" / 1000))
FROM "stock_balance" GROUP BY "company_id", "period_id", "mag_id", sign("stanje");
