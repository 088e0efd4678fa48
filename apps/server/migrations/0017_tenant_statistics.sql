-- A period belongs to one company, and so does a client, an article, a warehouse, an account: the
-- planner, taking company_id, period_id and such ids as independent, multiplies their selectivities
-- and, once a database keeps many companies, guesses a company's rows of a period a hundred times
-- too few (then picks nested loops over tens of thousands of rows). Extended statistics tell it the
-- dependencies and the number of distinct combinations; ANALYZE fills them. drizzle's table
-- definitions have no statistics objects, so they live in this migration only.
CREATE STATISTICS IF NOT EXISTS "doc_psr_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_psr";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_ur_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_ur";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_niv_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_niv";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_int_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_int";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "client_ledger_company_stat" (dependencies, ndistinct) ON "company_id", "period_id", "kom_id" FROM "client_ledger";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "stock_balance_company_stat" (dependencies, ndistinct) ON "company_id", "period_id", "mag_id", "art_id" FROM "stock_balance";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "stock_ledger_company_stat" (dependencies, ndistinct) ON "company_id", "period_id", "mag_id", "art_id" FROM "stock_ledger";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vat_book_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "vat_book";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_fis_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_fis";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_fak_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_fak";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_trn_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_trn";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "account_ledger_company_stat" (dependencies, ndistinct) ON "company_id", "period_id", "trn_id" FROM "account_ledger";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vat_book_day_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "vat_book_day";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vat_book_lines_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "vat_book_lines";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_psk_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_psk";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_zrn_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_zrn";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_knod_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_knod";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "client_balance_company_stat" (dependencies, ndistinct) ON "company_id", "period_id", "kom_id" FROM "client_balance";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "client_item_company_stat" (dependencies, ndistinct) ON "company_id", "period_id", "kom_id" FROM "client_item";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_prod_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_prod";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "doc_prn_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "doc_prn";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "turnover_ledger_company_stat" (dependencies, ndistinct) ON "company_id", "period_id" FROM "turnover_ledger";
