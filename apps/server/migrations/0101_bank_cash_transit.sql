-- A bank statement's line for a cash desk's deposit (or cash drawn for it): order kind `blagajna`,
-- posted against the transit account 248 that the cash desk's deposit debited (decisions.md
-- "Cash desk"). Added to the statement's default scheme in force.
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "version", "figure", "konto", "sign", "with_client")
SELECT 'trn', '', coalesce(max("version"), 1), 'bank.blagajna', '248', 1, false FROM "gl_scheme" WHERE "company_id" IS NULL AND "v_doc" = 'trn';
