-- Labels carry the sub-type where a family has several (UR-VP-1/2024 beside UR-MP-1/2024), as
-- contract docLabel builds them; the internal transfer has one sub-type and keeps INT-1/2024.
UPDATE "doc_psr" SET "oznaka" = 'PSR-' || upper("doc_psr"."v_sub_doc") || '-' || "doc_psr"."rbroj" || '/' || p."title" FROM "periods" p WHERE p."id" = "doc_psr"."period_id";--> statement-breakpoint
UPDATE "doc_ur" SET "oznaka" = 'UR-' || upper("doc_ur"."v_sub_doc") || '-' || "doc_ur"."rbroj" || '/' || p."title" FROM "periods" p WHERE p."id" = "doc_ur"."period_id";--> statement-breakpoint
UPDATE "doc_niv" SET "oznaka" = 'NIV-' || upper("doc_niv"."v_sub_doc") || '-' || "doc_niv"."rbroj" || '/' || p."title" FROM "periods" p WHERE p."id" = "doc_niv"."period_id";
--> statement-breakpoint
-- The ledgers' copies of the labels follow.
UPDATE "stock_ledger" l SET "doc_oznaka" = d."oznaka" FROM "doc_psr" d WHERE l."v_doc" = 'psr' AND d."id" = l."doc_id";--> statement-breakpoint
UPDATE "stock_ledger" l SET "doc_oznaka" = d."oznaka" FROM "doc_ur" d WHERE l."v_doc" = 'ur' AND d."id" = l."doc_id";--> statement-breakpoint
UPDATE "stock_ledger" l SET "doc_oznaka" = d."oznaka" FROM "doc_niv" d WHERE l."v_doc" = 'niv' AND d."id" = l."doc_id";--> statement-breakpoint
UPDATE "client_ledger" l SET "doc_oznaka" = d."oznaka" FROM "doc_ur" d WHERE l."v_doc" = 'ur' AND d."id" = l."doc_id";--> statement-breakpoint
UPDATE "vat_book" l SET "doc_oznaka" = d."oznaka" FROM "doc_ur" d WHERE l."v_doc" = 'ur' AND d."id" = l."doc_id";
