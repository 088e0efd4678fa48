-- What each company posted to the ledgers in each period (docs/decisions.md "Input bounds and ids"):
-- per ledger the absolute amounts of its rows, and the absolute quantities, kept by every lock and
-- storno, which refuse past the period volume bound. Initialised from the ledgers as they are.
CREATE TABLE "period_volume" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"stock" numeric DEFAULT '0' NOT NULL,
	"client" numeric DEFAULT '0' NOT NULL,
	"vat" numeric DEFAULT '0' NOT NULL,
	"account" numeric DEFAULT '0' NOT NULL,
	"turnover" numeric DEFAULT '0' NOT NULL,
	"quantity" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "period_volume_company_id_period_id_pk" PRIMARY KEY("company_id","period_id")
);
--> statement-breakpoint
ALTER TABLE "period_volume" ADD CONSTRAINT "period_volume_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_volume" ADD CONSTRAINT "period_volume_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "period_volume" ("company_id", "period_id", "stock", "client", "vat", "account", "turnover", "quantity")
SELECT company_id, period_id, sum(stock), sum(client), sum(vat), sum(account), sum(turnover), sum(quantity) FROM (
	SELECT company_id, period_id, abs(nab_vrednost::numeric) + abs(prod_vrednost::numeric) AS stock, 0 AS client, 0 AS vat, 0 AS account, 0 AS turnover, abs(kolicina::numeric) AS quantity FROM stock_ledger
	UNION ALL
	SELECT company_id, period_id, 0, abs(duguje::numeric) + abs(potrazuje::numeric), 0, 0, 0, 0 FROM client_ledger
	UNION ALL
	SELECT company_id, period_id, 0, 0, abs(osnovica::numeric) + abs(pdv_iznos::numeric), 0, 0, 0 FROM vat_book
	UNION ALL
	SELECT company_id, period_id, 0, 0, 0, abs(uplata::numeric) + abs(isplata::numeric), 0, 0 FROM account_ledger
	UNION ALL
	SELECT company_id, period_id, 0, 0, 0, 0, abs(osnovica::numeric) + abs(pdv_iznos::numeric) + abs(iznos::numeric) + abs(nab_iznos::numeric), abs(kolicina::numeric) FROM turnover_ledger
) AS rows
GROUP BY company_id, period_id;
