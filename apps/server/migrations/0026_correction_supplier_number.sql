-- A supplier's credit or debit note is booked in KUR under the supplier's own number, as an incoming
-- invoice is. The column stays null on the notes already there (the audit chain hashes a header
-- without its null columns: a locked note's hash stays as it was); new notes get ''.
ALTER TABLE "doc_knod" ADD COLUMN "dok_broj" text;--> statement-breakpoint
ALTER TABLE "doc_knod" ALTER COLUMN "dok_broj" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "doc_knz" ADD COLUMN "dok_broj" text;--> statement-breakpoint
ALTER TABLE "doc_knz" ALTER COLUMN "dok_broj" SET DEFAULT '';
