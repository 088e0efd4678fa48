-- Posting schemes, a new default version (issue 34) for the families whose latest default version
-- posts a client figure to 204/435 but has no row for a client abroad (a family whose scheme came
-- after the sales-by-country version: the cash desk): the rows again under the next version, with
-- `….abroad` on 205/436 beside each, as that version did for the others.
WITH "latest" AS (
	SELECT s.* FROM "gl_scheme" s
	JOIN (SELECT "v_doc", max("version") AS "v" FROM "gl_scheme" WHERE "company_id" IS NULL GROUP BY "v_doc") m ON m."v_doc" = s."v_doc" AND m."v" = s."version"
	WHERE s."company_id" IS NULL
), "clients" AS (
	SELECT l.* FROM "latest" l
	WHERE l."figure" IN ('client', 'client.in', 'client.out', 'client.debit', 'client.credit') AND l."konto" IN ('204', '435')
		AND NOT EXISTS (SELECT 1 FROM "latest" a WHERE a."v_doc" = l."v_doc" AND a."v_sub_doc" = l."v_sub_doc" AND a."figure" = l."figure" || '.abroad')
)
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client")
SELECT "v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client" FROM (
	SELECT l."v_doc", l."v_sub_doc", l."version" + 1 AS "version", l."figure", l."konto", l."sign", l."with_client", l."id" * 2 AS "ord"
	FROM "latest" l WHERE l."v_doc" IN (SELECT "v_doc" FROM "clients")
	UNION ALL
	SELECT c."v_doc", c."v_sub_doc", c."version" + 1, c."figure" || '.abroad', CASE c."konto" WHEN '204' THEN '205' ELSE '436' END, c."sign", c."with_client", c."id" * 2 + 1
	FROM "clients" c
) "rows"
ORDER BY "ord";
