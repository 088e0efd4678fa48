import { bodyId } from './bounds';
import { listQuery } from './paging';
import { z } from './zod-config';

/** What the purchase-invoice part of a synchronisation did (docs/decisions.md#purchase-invoices-from-sef). */
export const sefPurchaseSyncResult = z.object({
  /** invoices new in the inbox */
  added: z.number().int(),
  /** invoices whose SEF status changed */
  updated: z.number().int(),
  /** why the pull stopped (a message key); the next synchronisation picks up where it stopped */
  error: z.string().nullable(),
});
export type SefPurchaseSyncResult = z.infer<typeof sefPurchaseSyncResult>;

/** SEF's purchase statuses that end the decision: no accept or reject after them. */
export const sefPurchaseFinalStatuses = ['Approved', 'Rejected', 'Cancelled', 'Storno', 'Deleted'] as const;

/** `GET /v1/sef/purchase-invoices`: filters. */
export const sefPurchaseListQuery = listQuery.extend({
  /** SEF's status (New, Seen, ReNotified, Approved, Rejected, Cancelled, Storno …) */
  status: z.string().max(30).optional(),
  /** 1: booked, 0: not booked */
  booked: z.enum(['0', '1']).optional(),
  /** only undecided invoices whose deadline is within this many days */
  deadlineWithin: z.coerce.number().int().min(0).max(60).optional(),
});
export type SefPurchaseListQuery = z.infer<typeof sefPurchaseListQuery>;

export const sefPurchaseRow = z.object({
  /** the inbox row's id */
  id: z.number().int(),
  /** SEF's id of the purchase invoice */
  sefPurchaseId: z.number().int(),
  /** the kind of document: Invoice, CreditNote, DebitNote or Prepayment */
  documentType: z.string(),
  /** the supplier's invoice number */
  number: z.string(),
  /** the invoice date (YYYY-MM-DD), null when SEF did not give one */
  issueDate: z.string().nullable(),
  /** the payment due date (YYYY-MM-DD), null when the invoice has none */
  dueDate: z.string().nullable(),
  /** the supplier's tax number (PIB) */
  supplierPib: z.string(),
  /** the supplier's name as on the invoice */
  supplierName: z.string(),
  /** hundredths, in `currency` */
  base: z.number().int(),
  /** the invoice's VAT, hundredths, in `currency` */
  vat: z.number().int(),
  /** the amount payable with VAT, hundredths, in `currency` */
  total: z.number().int(),
  /** the invoice's currency code (ISO 4217, RSD for dinars) */
  currency: z.string(),
  /** SEF's status of the invoice (New, Seen, Approved, Rejected, Cancelled, Storno …) */
  sefStatus: z.string(),
  /** when SEF's status last changed (ISO timestamp), null when not known */
  sefStatusAt: z.string().nullable(),
  /** the comment that came with the last status change (ours with a decision, or SEF's), null when none */
  sefComment: z.string().nullable(),
  /** the day SEF delivered it */
  sentDate: z.string(),
  /** the last day to accept or reject; null once decided, cancelled or stornoed */
  decideBy: z.string().nullable(),
  /** days from today to `decideBy` (0: today is the last day; negative: past it) */
  daysLeft: z.number().int().nullable(),
  /** why its XML could not be read (the row is kept) */
  parseError: z.string().nullable(),
  /** SEF sent a PDF of the invoice that can be downloaded */
  hasPdf: z.boolean(),
  /** `ur`, `zrn` or `knod` once booked, with the document */
  bookedVDoc: z.string().nullable(),
  /** the document booked from the invoice, null until it is booked */
  bookedDocId: z.number().int().nullable(),
  /** an acceptance or rejection sent to SEF whose answer has not come yet (the inbox asks again until it has) */
  decisionPending: z.enum(['accept', 'reject']).nullable(),
  /** why SEF refused (or could not take) the last decision after the request had answered: a message key, with SEF's own message */
  decisionError: z.string().nullable(),
  /** SEF's own message about the refusal, null when it gave none */
  decisionErrorMessage: z.string().nullable(),
});
export type SefPurchaseRow = z.infer<typeof sefPurchaseRow>;

export const sefPurchaseLine = z.object({
  /** the line's number on the invoice (its `ID`) */
  lineNo: z.string(),
  /** the item's name as the supplier wrote it */
  name: z.string(),
  /** the supplier's own code of the item, null when not given */
  sellerId: z.string().nullable(),
  /** the item's barcode (GTIN), null when not given */
  gtin: z.string().nullable(),
  /** the quantity invoiced, thousandths */
  quantity: z.number().int(),
  /** the unit of measure (UN/ECE rec. 20 code, e.g. H87 piece) */
  unitCode: z.string(),
  /** net price per unit, hundredths */
  price: z.number().int(),
  /** net amount of the line, hundredths */
  net: z.number().int(),
  /** the VAT category code (S standard, AE reverse charge, E exempt, O outside …) */
  vatCategory: z.string(),
  /** hundredths of a percent */
  vatRate: z.number().int(),
  /** our article by the kept mapping of this supplier, when there is one */
  artId: z.number().int().nullable(),
});
export type SefPurchaseLine = z.infer<typeof sefPurchaseLine>;

export const sefPurchaseDetail = sefPurchaseRow.extend({
  /** the supplier as the invoice gives it; null when its XML could not be read */
  supplier: z
    .object({
      /** the supplier's name */
      name: z.string(),
      /** the supplier's tax number (PIB) */
      pib: z.string(),
      /** the supplier's registration number (matični broj) */
      mb: z.string(),
      /** street and number */
      address: z.string(),
      /** the town */
      city: z.string(),
      /** the postal code */
      postcode: z.string(),
    })
    .nullable(),
  /** our supplier with the invoice's PIB, when there is one */
  komId: z.number().int().nullable(),
  /** the invoice's lines as it gives them */
  lines: z.array(sefPurchaseLine),
  /** the invoice's VAT breakdown: one entry per VAT category and rate */
  taxSubtotals: z.array(
    z.object({
      /** the VAT category code (S, AE, E, O …) */
      category: z.string(),
      /** hundredths of a percent */
      rate: z.number().int(),
      /** the taxable amount at that rate, hundredths */
      base: z.number().int(),
      /** the VAT at that rate, hundredths */
      vat: z.number().int(),
    }),
  ),
});
export type SefPurchaseDetail = z.infer<typeof sefPurchaseDetail>;

export const sefPurchaseDecision = z.strictObject({
  /** SEF requires it to reject */
  comment: z.string().trim().max(500, 'error.sef-purchase.comment-too-long').optional().default(''),
});

/** A line of the invoice as our article, remembered for the supplier. */
export const sefLineMapping = z.strictObject({
  /** the line's number on the invoice (its `ID`) */
  lineNo: z.string().max(50),
  /** our article the line stands for */
  artId: bodyId(),
});

/**
 * `POST /v1/sef/purchase-invoices/{id}/book`: an invoice as a draft incoming goods invoice (ur) or
 * expense invoice (zrn), a supplier's credit note as a draft received credit note (knod).
 */
export const sefPurchaseBookInput = z.discriminatedUnion('as', [
  z.strictObject({
    /** book it as an incoming goods invoice */
    as: z.literal('ur'),
    /** the receiving warehouse; left out, the company's first wholesale warehouse */
    magId: bodyId().optional(),
    /** left out: the open period holding the invoice's date */
    periodId: bodyId().optional(),
    /** the lines the kept mapping does not match yet */
    mappings: z.array(sefLineMapping).max(1000).optional().default([]),
  }),
  z.strictObject({
    /** book it as an expense invoice */
    as: z.literal('zrn'),
    /** the cost item the expense goes to */
    trosakId: bodyId(),
    /** left out: the open period holding the invoice's date */
    periodId: bodyId().optional(),
  }),
  z.strictObject({
    /** book it as a received credit note */
    as: z.literal('knod'),
    /** left out: the open period holding the note's date */
    periodId: bodyId().optional(),
  }),
]);
export type SefPurchaseBookInput = z.input<typeof sefPurchaseBookInput>;

/** An invoice a credit note refers to (`BillingReference`): the supplier's number, and our booked invoice of it (null: none found). */
export const sefPurchaseReference = z.object({
  /** the supplier's number of the invoice referred to */
  number: z.string(),
  /** the family of our booked invoice of it (incoming or expense), null: none found */
  vDoc: z.enum(['ur', 'zrn']).nullable(),
  /** our booked invoice's id, null: none found */
  docId: z.number().int().nullable(),
  /** our label of the invoice found ('' none) */
  oznaka: z.string(),
  /** why it is not named on the note: no invoice of the supplier with that number, or only a draft (a note names locked invoices) */
  problem: z.enum(['not-found', 'not-locked']).nullable(),
});
export type SefPurchaseReference = z.infer<typeof sefPurchaseReference>;

export const sefPurchaseBooked = z.object({
  /** the family of the draft: incoming invoice, expense invoice or received credit note */
  vDoc: z.enum(['ur', 'zrn', 'knod']),
  /** the draft document's id */
  docId: z.number().int(),
  /** our supplier (found by PIB, or created from the invoice) */
  komId: z.number().int(),
  /** the supplier was created from the invoice's data (none had its PIB) */
  supplierCreated: z.boolean(),
  /** message keys: e.g. the draft's total differs from the invoice's */
  warnings: z.array(z.string()),
  /** a credit note's referenced invoices, each found or not ([] for an invoice) */
  references: z.array(sefPurchaseReference),
  /** a foreign-currency invoice: its currency and the rate taken (millionths of a dinar), else null */
  currency: z.string().nullable(),
  /** the exchange rate taken, millionths of a dinar per unit; null for a dinar invoice */
  kurs: z.number().int().nullable(),
});
export type SefPurchaseBooked = z.infer<typeof sefPurchaseBooked>;
