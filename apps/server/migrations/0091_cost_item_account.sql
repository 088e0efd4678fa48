-- A cost item's account (issue 34): an expense invoice posts its cost to the account of its cost
-- item; null: the scheme's account for `expense` (550), as before. The cost items a company already
-- has get the chart's account their name points to (fuel 513, rent 533, telephone and post 531,
-- bank fees 553) where the company has no analytic under it; the rest stay empty.
ALTER TABLE "trosak_main" ADD COLUMN "konto" text;--> statement-breakpoint
UPDATE "trosak_main" t SET "konto" = d.konto
FROM (VALUES ('%goriv%', '513'), ('%zakup%', '533'), ('%telefon%', '531'), ('%pošt%', '531'), ('%provizij%', '553')) AS d(pattern, konto)
WHERE t."konto" IS NULL AND lower(t."naziv") LIKE d.pattern
  AND NOT EXISTS (SELECT 1 FROM "gl_company_account" c WHERE c."company_id" = t."company_id" AND c."parent" = d.konto);
