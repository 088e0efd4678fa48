import { z } from './zod-config';
import { listQuery } from './paging';

/**
 * Dispatch notes received on eOtpremnica (docs/decisions.md "Electronic dispatch notes", received):
 * the notes our suppliers sent us, our receipt advice with the quantities received, and the
 * incoming invoice each was received for.
 */

/** Where our receipt advice stands: none yet (null), `queued`, `sent` (taken by eOtpremnica), `failed` (refused: `receiptError`). */
export const eotpReceiptStates = ['queued', 'sent', 'failed'] as const;

/** One received dispatch note in the inbox. */
export const eotpInboxRow = z.object({
  id: z.number().int(),
  /** eOtpremnica's id of the note */
  documentId: z.string(),
  /** the supplier's number of the note */
  number: z.string(),
  /** the note's issue date */
  issueDate: z.string().nullable(),
  /** the supplier's PIB and name as the note gives them */
  supplierPib: z.string(),
  supplierName: z.string(),
  /** eOtpremnica's status in our view (`Received`, `Cancelled`, `Delivered` …) */
  status: z.string(),
  /** when the product took it from eOtpremnica, ISO timestamp */
  receivedAt: z.string(),
  /** the last day to confirm its receipt (⚠ docs/decisions.md) */
  confirmBy: z.string(),
  receiptState: z.enum(eotpReceiptStates).nullable(),
  /** eOtpremnica's refusal of our advice */
  receiptError: z.string().nullable(),
  /** the purchase document it was received for: its family code and id */
  linkVDoc: z.string().nullable(),
  linkDocId: z.number().int().nullable(),
});
export type EotpInboxRow = z.infer<typeof eotpInboxRow>;

/** A line of a received note: dispatched, matched article, received and refused (thousandths). */
export const eotpInboxLine = z.object({
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
  /** received and refused in our advice, in thousandths (null before it) */
  received: z.number().int().nullable(),
  rejected: z.number().int().nullable(),
  /** why a quantity was refused (short, damaged …) */
  reason: z.string().nullable(),
});

export const eotpInboxDetail = eotpInboxRow.extend({ lines: z.array(eotpInboxLine) });
export type EotpInboxDetail = z.infer<typeof eotpInboxDetail>;

/** The inbox list: filtered by whether our advice is still to be given. */
export const eotpInboxQuery = listQuery.extend({ pending: z.enum(['true', 'false']).optional() });

/** Our receipt advice: per line what we received and refused (thousandths); a line not named is received in full. */
export const eotpReceiptInput = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        lineId: z.string().min(1).max(64),
        received: z.number().int().min(0).max(1_000_000_000_000),
        rejected: z.number().int().min(0).max(1_000_000_000_000).default(0),
        /** why a quantity was refused */
        reason: z.string().max(200).optional(),
      }),
    )
    .max(10_000),
});

/** Link a received note to the purchase document it came with (null: unlink). */
export const eotpLinkInput = z.strictObject({ vDoc: z.string().min(1).max(10).nullable(), docId: z.number().int().positive().nullable() });

/** A purchase document set against the notes received for it: per article invoiced and received (thousandths). */
export const receivedAgainstInvoice = z.object({
  /** the received notes linked to it */
  notes: z.array(z.object({ id: z.number().int(), number: z.string(), receiptState: z.enum(eotpReceiptStates).nullable() })),
  lines: z.array(
    z.object({
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
