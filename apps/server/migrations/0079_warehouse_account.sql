-- A warehouse's own analytic account for its goods (issue 25, posting schemes): a stock figure of
-- the warehouse goes there instead of the scheme row's account it starts with (1320 → 13201,
-- 1340 → 13401). Null: the scheme's account, as before.
ALTER TABLE "mag_main" ADD COLUMN "konto" text;
