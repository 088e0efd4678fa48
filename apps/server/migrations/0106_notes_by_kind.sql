-- Posting schemes, a new default version for the notes we issue (knod-duguje, knz-duguje): a credit
-- or debit note to a buyer moves the revenue account of the invoices it corrects, the share of
-- their turnover that was services and products on 614 (home) / 615 (abroad) as the figures
-- `base.services` / `base.services.abroad`, the rest on 604 / 605 as before (`base`, `base.abroad`).
-- Each family whose latest default version posts a note's `base` to 604 gets its rows again under
-- the next version with those two beside it. Documents locked earlier keep their entries
-- (gl_journal.scheme_version); a company's own rows are left alone (a figure its rows do not name
-- posts by the one it qualifies, `base.services` by `base`: on 604 as before).
WITH "latest" AS (
	SELECT s.* FROM "gl_scheme" s
	JOIN (SELECT "v_doc", max("version") AS "v" FROM "gl_scheme" WHERE "company_id" IS NULL GROUP BY "v_doc") m ON m."v_doc" = s."v_doc" AND m."v" = s."version"
	WHERE s."company_id" IS NULL
), "sales" AS (
	SELECT l.* FROM "latest" l
	WHERE l."figure" = 'base' AND l."konto" = '604'
		AND NOT EXISTS (SELECT 1 FROM "latest" a WHERE a."v_doc" = l."v_doc" AND a."v_sub_doc" = l."v_sub_doc" AND a."figure" = 'base.services')
)
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client")
SELECT "v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client" FROM (
	SELECT l."v_doc", l."v_sub_doc", l."version" + 1 AS "version", l."figure", l."konto", l."sign", l."with_client", l."id" * 3 AS "ord"
	FROM "latest" l WHERE l."v_doc" IN (SELECT "v_doc" FROM "sales")
	UNION ALL
	SELECT s."v_doc", s."v_sub_doc", s."version" + 1, q."figure", q."konto", s."sign", s."with_client", s."id" * 3 + q."n"
	FROM "sales" s CROSS JOIN (VALUES ('base.services', '614', 1), ('base.services.abroad', '615', 2)) AS q("figure", "konto", "n")
) "rows"
ORDER BY "ord";
