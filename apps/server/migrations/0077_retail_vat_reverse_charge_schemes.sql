-- Posting schemes, a new default version (VAT-AND-LEDGER.md B2/B3): retail goods' difference between
-- sale value and cost split into the VAT the price contains (1347, figure goods.retail.vat) and the
-- margin (1349, goods.retail.margin) instead of 1349 whole; the input VAT computed on a reverse
-- charge (POPDV 8b/8g, figure vat.in.rc.<rate>) on 276 instead of 270/271. The families touched get
-- their current default rows again under the next version, changed as above; documents locked
-- earlier keep their entries (gl_journal.scheme_version), a company's own rows are left alone.
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client")
SELECT "v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client" FROM (
	SELECT s."v_doc", s."v_sub_doc", m."v" + 1 AS "version",
		CASE WHEN s."figure" = 'goods.retail.markup' THEN 'goods.retail.margin' ELSE s."figure" END AS "figure",
		s."konto", s."sign", s."with_client", s."id" * 2 AS "ord"
	FROM "gl_scheme" s
	JOIN (SELECT "v_doc", max("version") AS "v" FROM "gl_scheme" WHERE "company_id" IS NULL GROUP BY "v_doc") m ON m."v_doc" = s."v_doc" AND m."v" = s."version"
	WHERE s."company_id" IS NULL AND s."v_doc" IN ('prod', 'ur', 'psr', 'niv', 'int', 'fis', 'zrn')
	UNION ALL
	SELECT s."v_doc", s."v_sub_doc", m."v" + 1, 'goods.retail.vat', '1347', s."sign", false, s."id" * 2 + 1
	FROM "gl_scheme" s
	JOIN (SELECT "v_doc", max("version") AS "v" FROM "gl_scheme" WHERE "company_id" IS NULL GROUP BY "v_doc") m ON m."v_doc" = s."v_doc" AND m."v" = s."version"
	WHERE s."company_id" IS NULL AND s."figure" = 'goods.retail.markup'
	UNION ALL
	SELECT s."v_doc", s."v_sub_doc", m."v" + 1, 'vat.in.rc.#', '276', 1, false, s."id" * 2 + 1
	FROM "gl_scheme" s
	JOIN (SELECT "v_doc", max("version") AS "v" FROM "gl_scheme" WHERE "company_id" IS NULL GROUP BY "v_doc") m ON m."v_doc" = s."v_doc" AND m."v" = s."version"
	WHERE s."company_id" IS NULL AND s."v_doc" IN ('ur', 'zrn') AND s."figure" = 'vat.in.1000'
) rows
ORDER BY "ord";
