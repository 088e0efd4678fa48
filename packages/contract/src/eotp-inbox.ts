import { z } from './zod-config';
import { listQuery } from './paging';

/**
 * Dispatch notes received on eOtpremnica (docs/decisions.md#electronic-dispatch-notes, received):
 * the notes our suppliers sent us, our receipt advice with the quantities received, and the
 * incoming invoice each was received for.
 */

/** Where our receipt advice stands: none yet (null), `queued`, `sent` (taken by eOtpremnica), `failed` (refused: `receiptError`). */
export const eotpReceiptStates = ['queued', 'sent', 'failed'] as const;

/** One received dispatch note in the inbox. */
export const eotpInboxRow = z.object({
  /** the inbox row's id */
  id: z.number().int(),
  /** eOtpremnica's id of the note */
  documentId: z.string(),
  /** the supplier's number of the note */
  number: z.string(),
  /** the note's issue date */
  issueDate: z.string().nullable(),
  /** the supplier's tax number (PIB) as the note gives it */
  supplierPib: z.string(),
  /** the supplier's name as the note gives it */
  supplierName: z.string(),
  /** eOtpremnica's status in our view (`Received`, `Cancelled`, `Delivered` …) */
  status: z.string(),
  /** when the product took it from eOtpremnica, ISO timestamp */
  receivedAt: z.string(),
  /** the last day to confirm its receipt (⚠ docs/decisions.md) */
  confirmBy: z.string(),
  /** where our receipt advice stands; null: none given yet */
  receiptState: z.enum(eotpReceiptStates).nullable(),
  /** eOtpremnica's refusal of our advice */
  receiptError: z.string().nullable(),
  /** the family of the purchase document it was received for, null when not linked */
  linkVDoc: z.string().nullable(),
  /** that document's id, null when not linked */
  linkDocId: z.number().int().nullable(),
});
export type EotpInboxRow = z.infer<typeof eotpInboxRow>;

/** A line of a received note: dispatched, matched article, received and refused (thousandths). */
export const eotpInboxLine = z.object({
  /** the line's id on the note */
  lineId: z.string(),
  /** the article's name as the supplier wrote it */
  name: z.string(),
  /** the GTIN the supplier gave, matched against our articles' bar codes */
  gtin: z.string().nullable(),
  /** UN/ECE unit code (`H87` piece, `KGM` …) */
  unitCode: z.string(),
  /** dispatched, in thousandths */
  quantity: z.number().int(),
  /** our article of that GTIN, when one matches */
  artId: z.number().int().nullable(),
  /** received in our advice, in thousandths (null before it) */
  received: z.number().int().nullable(),
  /** refused in our advice, in thousandths (null before it) */
  rejected: z.number().int().nullable(),
  /** why a quantity was refused (short, damaged …) */
  reason: z.string().nullable(),
});

export const eotpInboxDetail = eotpInboxRow.extend({
  /** the note's lines */
  lines: z.array(eotpInboxLine),
});
export type EotpInboxDetail = z.infer<typeof eotpInboxDetail>;

/** The inbox list: filtered by whether our advice is still to be given. */
export const eotpInboxQuery = listQuery.extend({
  /** true: only notes still waiting for our advice; false: only those with one */
  pending: z.enum(['true', 'false']).optional(),
});

/** Our receipt advice: per line what we received and refused (thousandths); a line not named is received in full. */
export const eotpReceiptInput = z.strictObject({
  /** the lines not received in full */
  lines: z
    .array(
      z.strictObject({
        /** the line's id on the note */
        lineId: z.string().min(1).max(64),
        /** the quantity received, thousandths */
        received: z.number().int().min(0).max(1_000_000_000_000),
        /** the quantity refused, thousandths */
        rejected: z.number().int().min(0).max(1_000_000_000_000).default(0),
        /** why a quantity was refused */
        reason: z.string().max(200).optional(),
      }),
    )
    .max(10_000),
});

/** Link a received note to the purchase document it came with (null: unlink). */
export const eotpLinkInput = z.strictObject({
  /** the purchase document's family; null: unlink */
  vDoc: z.string().min(1).max(10).nullable(),
  /** the purchase document's id; null: unlink */
  docId: z.number().int().positive().nullable(),
});

/** A purchase document set against the notes received for it: per article invoiced and received (thousandths). */
export const receivedAgainstInvoice = z.object({
  /** the received notes linked to it */
  notes: z.array(
    z.object({
      /** the inbox row's id */
      id: z.number().int(),
      /** the supplier's number of the note */
      number: z.string(),
      /** where our receipt advice stands; null: none given yet */
      receiptState: z.enum(eotpReceiptStates).nullable(),
    }),
  ),
  /** per article: invoiced, received and the difference */
  lines: z.array(
    z.object({
      /** the article */
      artId: z.number().int(),
      /** the article's code and name */
      artName: z.string(),
      /** on the invoice */
      invoiced: z.number().int(),
      /** received by our advices */
      received: z.number().int(),
      /** invoiced − received: more than 0 is missing */
      difference: z.number().int(),
    }),
  ),
});
export type ReceivedAgainstInvoice = z.infer<typeof receivedAgainstInvoice>;
