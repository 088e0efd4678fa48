-- The 2027 return (issue 32): what the synchronisation knows SEF holds, for the deduction after
-- acceptance and for the prepared return computed from it.
-- A purchase invoice's acceptance day (Belgrade) and its VAT point day; what its UBL says per tax
-- subtotal, the dates of the invoices it refers to and the period it names (read once, at the pull).
ALTER TABLE "sef_purchase_invoice" ADD COLUMN "accepted_on" date;--> statement-breakpoint
ALTER TABLE "sef_purchase_invoice" ADD COLUMN "tax_date" date;--> statement-breakpoint
ALTER TABLE "sef_purchase_invoice" ADD COLUMN "figures" jsonb;--> statement-breakpoint
-- An invoice accepted before this column: the day SEF last changed it, in Belgrade; its VAT point
-- day the issue day until it is read again (the prepared return reads the XML when figures are null).
UPDATE "sef_purchase_invoice" SET "accepted_on" = ("sef_status_at" AT TIME ZONE 'Europe/Belgrade')::date WHERE "sef_status" = 'Approved' AND "sef_status_at" IS NOT NULL;--> statement-breakpoint
UPDATE "sef_purchase_invoice" SET "tax_date" = "issue_date";--> statement-breakpoint
CREATE INDEX "sef_purchase_invoice_booked_idx" ON "sef_purchase_invoice" USING btree ("company_id","booked_v_doc","booked_doc_id");--> statement-breakpoint
CREATE INDEX "sef_purchase_invoice_number_idx" ON "sef_purchase_invoice" USING btree ("company_id","supplier_pib","number");--> statement-breakpoint
CREATE INDEX "sef_purchase_invoice_accepted_idx" ON "sef_purchase_invoice" USING btree ("company_id","accepted_on") WHERE "accepted_on" IS NOT NULL;--> statement-breakpoint
-- What was sent to SEF for a sales document: its tax subtotals, VAT point day, type and references
-- (the XML's figures, kept when SEF took it).
ALTER TABLE "sef_outbox" ADD COLUMN "sent_figures" jsonb;
