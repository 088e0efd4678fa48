-- The name an admin typed when inviting someone, kept per company: until the person signs in to
-- the company (an invitation of an existing account, or of an address without a password yet) the
-- users screen shows this name, never the one the account already carries elsewhere.
ALTER TABLE "memberships" ADD COLUMN "invited_first_name" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "invited_last_name" text;
