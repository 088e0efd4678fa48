-- A search of clients (name, tax id or code containing the text) or of articles (name, code or
-- barcode) narrows the company's rows by a trigram index instead of reading every client or
-- article of the company: with many companies on one database the b-trees on (company_id, name)
-- could give only the company's whole range, filtered row by row.
-- Both extensions are trusted (a database owner may create them) and ship with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kom_main_search_idx" ON "kom_main" USING gin ("company_id", "int_naziv" gin_trgm_ops, "pib" gin_trgm_ops, "sifra" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "art_main_search_idx" ON "art_main" USING gin ("company_id", "art_naziv" gin_trgm_ops, "int_sifra" gin_trgm_ops, "barkod" gin_trgm_ops);
