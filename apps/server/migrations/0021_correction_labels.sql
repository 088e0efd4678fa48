-- Credit notes get plain labels (issue 22): KO-1/2024 to customers, KOD-1/2024 from suppliers,
-- instead of KNOD-KNOD-DUGUJE-1/2024. Drafts only: a locked or cancelled note keeps the label it was
-- locked, printed and booked under (the ledgers keep the label as it was at the lock, and the audit
-- chain hashes the header with it).
UPDATE "doc_knod" d SET "oznaka" = (CASE d."v_sub_doc" WHEN 'knod-duguje' THEN 'KO' ELSE 'KOD' END) || '-' || d."rbroj" || '/' || p."title"
FROM "periods" p WHERE p."id" = d."period_id" AND d."status" = 'draft';
