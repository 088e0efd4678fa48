-- Accepting or rejecting a purchase invoice on SEF no longer holds the user (issue 37 point 4): the
-- decision asked for and not answered yet is kept on the invoice (what, with which comment, when),
-- and a refusal SEF gave after the user's request had answered is kept for the inbox to show.
ALTER TABLE "sef_purchase_invoice" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "sef_purchase_invoice" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "sef_purchase_invoice" ADD COLUMN "decision_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sef_purchase_invoice" ADD COLUMN "decision_error" text;--> statement-breakpoint
ALTER TABLE "sef_purchase_invoice" ADD COLUMN "decision_error_message" text;
