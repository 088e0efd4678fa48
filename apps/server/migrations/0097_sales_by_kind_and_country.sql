-- Posting schemes, a new default version (issue 34): sales by the article's kind and the client's
-- country. Services and products (article kinds usluga, gp) are sold on 614 (home) / 615 (abroad)
-- instead of 604, goods abroad on 605; a customer abroad is on 205 instead of 204, a supplier abroad
-- on 436 instead of 435. Each family whose latest default version posts a client figure to 204/435
-- or a sales base to 604 gets those rows again under the next version, with the qualified figures
-- beside them (`client.abroad` … 205/436, `base.out.abroad` 605, `base.out.services` 614,
-- `base.out.services.abroad` 615; a note's `base` abroad `base.abroad` 605). Documents locked earlier keep their
-- entries (gl_journal.scheme_version); a company's own rows are left alone (a qualified figure its
-- rows do not name posts by the figure it qualifies, as before).
WITH "latest" AS (
	SELECT s.* FROM "gl_scheme" s
	JOIN (SELECT "v_doc", max("version") AS "v" FROM "gl_scheme" WHERE "company_id" IS NULL GROUP BY "v_doc") m ON m."v_doc" = s."v_doc" AND m."v" = s."version"
	WHERE s."company_id" IS NULL
), "clients" AS (
	SELECT * FROM "latest" WHERE "figure" IN ('client', 'client.in', 'client.out', 'client.debit', 'client.credit') AND "konto" IN ('204', '435')
), "sales" AS (
	SELECT * FROM "latest" WHERE "figure" IN ('base.out', 'base') AND "konto" = '604'
), "touched" AS (
	SELECT "v_doc" FROM "clients" UNION SELECT "v_doc" FROM "sales"
)
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client")
SELECT "v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client" FROM (
	SELECT l."v_doc", l."v_sub_doc", l."version" + 1 AS "version", l."figure", l."konto", l."sign", l."with_client", l."id" * 4 AS "ord"
	FROM "latest" l WHERE l."v_doc" IN (SELECT "v_doc" FROM "touched")
	UNION ALL
	SELECT c."v_doc", c."v_sub_doc", c."version" + 1, c."figure" || '.abroad', CASE c."konto" WHEN '204' THEN '205' ELSE '436' END, c."sign", c."with_client", c."id" * 4 + 1
	FROM "clients" c
	UNION ALL
	SELECT s."v_doc", s."v_sub_doc", s."version" + 1, s."figure" || q."suffix", q."konto", s."sign", s."with_client", s."id" * 4 + q."n"
	FROM "sales" s CROSS JOIN (VALUES ('.abroad', '605', 1), ('.services', '614', 2), ('.services.abroad', '615', 3)) AS q("suffix", "konto", "n")
	WHERE s."figure" = 'base.out' OR q."suffix" = '.abroad'
) "rows"
ORDER BY "ord";
