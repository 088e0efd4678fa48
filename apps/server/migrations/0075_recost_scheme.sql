-- Posting of the stock ledger's corrections (issue 25, "General ledger against the sub-ledgers"):
-- the re-costing a backdated document or a storno makes in later issues is posted by a scheme of its
-- own, the pseudo-family `recost`, so a company can map it like any family. `recost` is the change
-- of cost of wholesale stock (1320), `recost.retail` of retail stock, whose sale value (1340) does
-- not change: the difference to cost (1349) takes it; the cost of goods sold (501) the other side.
INSERT INTO "gl_scheme" ("v_doc", "v_sub_doc", "figure", "konto", "sign", "with_client") VALUES
('recost', '', 'recost', '1320', 1, false),
('recost', '', 'recost', '501', -1, false),
('recost', '', 'recost.retail', '1349', 1, false),
('recost', '', 'recost.retail', '501', -1, false);
