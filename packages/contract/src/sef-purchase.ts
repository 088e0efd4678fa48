import { bodyId } from './bounds';
import { listQuery } from './paging';
import { z } from './zod-config';

/** What the purchase-invoice part of a synchronisation did (docs/decisions.md "Purchase invoices from SEF"). */
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
  id: z.number().int(),
  sefPurchaseId: z.number().int(),
  documentType: z.string(),
  number: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  supplierPib: z.string(),
  supplierName: z.string(),
  /** hundredths, in `currency` */
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  sefStatus: z.string(),
  sefStatusAt: z.string().nullable(),
  sefComment: z.string().nullable(),
  /** the day SEF delivered it */
  sentDate: z.string(),
  /** the last day to accept or reject; null once decided, cancelled or stornoed */
  decideBy: z.string().nullable(),
  /** days from today to `decideBy` (0: today is the last day; negative: past it) */
  daysLeft: z.number().int().nullable(),
  /** why its XML could not be read (the row is kept) */
  parseError: z.string().nullable(),
  hasPdf: z.boolean(),
  /** `ur`, `zrn` or `knod` once booked, with the document */
  bookedVDoc: z.string().nullable(),
  bookedDocId: z.number().int().nullable(),
  /** an acceptance or rejection sent to SEF whose answer has not come yet (the inbox asks again until it has) */
  decisionPending: z.enum(['accept', 'reject']).nullable(),
  /** why SEF refused (or could not take) the last decision after the request had answered: a message key, with SEF's own message */
  decisionError: z.string().nullable(),
  decisionErrorMessage: z.string().nullable(),
});
export type SefPurchaseRow = z.infer<typeof sefPurchaseRow>;

export const sefPurchaseLine = z.object({
  lineNo: z.string(),
  name: z.string(),
  sellerId: z.string().nullable(),
  gtin: z.string().nullable(),
  /** thousandths */
  quantity: z.number().int(),
  unitCode: z.string(),
  /** net price per unit, hundredths */
  price: z.number().int(),
  /** net amount of the line, hundredths */
  net: z.number().int(),
  vatCategory: z.string(),
  /** hundredths of a percent */
  vatRate: z.number().int(),
  /** our article by the kept mapping of this supplier, when there is one */
  artId: z.number().int().nullable(),
});
export type SefPurchaseLine = z.infer<typeof sefPurchaseLine>;

export const sefPurchaseDetail = sefPurchaseRow.extend({
  supplier: z.object({ name: z.string(), pib: z.string(), mb: z.string(), address: z.string(), city: z.string(), postcode: z.string() }).nullable(),
  /** our supplier with the invoice's PIB, when there is one */
  komId: z.number().int().nullable(),
  lines: z.array(sefPurchaseLine),
  taxSubtotals: z.array(z.object({ category: z.string(), rate: z.number().int(), base: z.number().int(), vat: z.number().int() })),
});
export type SefPurchaseDetail = z.infer<typeof sefPurchaseDetail>;

export const sefPurchaseDecision = z.strictObject({
  /** SEF requires it to reject */
  comment: z.string().trim().max(500, 'error.sef-purchase.comment-too-long').optional().default(''),
});

/** A line of the invoice as our article, remembered for the supplier. */
export const sefLineMapping = z.strictObject({ lineNo: z.string().max(50), artId: bodyId() });

/**
 * `POST /v1/sef/purchase-invoices/{id}/book`: an invoice as a draft incoming goods invoice (ur) or
 * expense invoice (zrn), a supplier's credit note as a draft received credit note (knod).
 */
export const sefPurchaseBookInput = z.discriminatedUnion('as', [
  z.strictObject({
    as: z.literal('ur'),
    /** the receiving warehouse; left out, the company's first wholesale warehouse */
    magId: bodyId().optional(),
    /** left out: the open period holding the invoice's date */
    periodId: bodyId().optional(),
    /** the lines the kept mapping does not match yet */
    mappings: z.array(sefLineMapping).max(1000).optional().default([]),
  }),
  z.strictObject({
    as: z.literal('zrn'),
    trosakId: bodyId(),
    periodId: bodyId().optional(),
  }),
  z.strictObject({
    as: z.literal('knod'),
    periodId: bodyId().optional(),
  }),
]);
export type SefPurchaseBookInput = z.input<typeof sefPurchaseBookInput>;

/** An invoice a credit note refers to (`BillingReference`): the supplier's number, and our booked invoice of it (null: none found). */
export const sefPurchaseReference = z.object({
  number: z.string(),
  vDoc: z.enum(['ur', 'zrn']).nullable(),
  docId: z.number().int().nullable(),
  /** our label of the invoice found ('' none) */
  oznaka: z.string(),
  /** why it is not named on the note: no invoice of the supplier with that number, or only a draft (a note names locked invoices) */
  problem: z.enum(['not-found', 'not-locked']).nullable(),
});
export type SefPurchaseReference = z.infer<typeof sefPurchaseReference>;

export const sefPurchaseBooked = z.object({
  vDoc: z.enum(['ur', 'zrn', 'knod']),
  docId: z.number().int(),
  /** our supplier (found by PIB, or created from the invoice) */
  komId: z.number().int(),
  supplierCreated: z.boolean(),
  /** message keys: e.g. the draft's total differs from the invoice's */
  warnings: z.array(z.string()),
  /** a credit note's referenced invoices, each found or not ([] for an invoice) */
  references: z.array(sefPurchaseReference),
  /** a foreign-currency invoice: its currency and the rate taken (millionths of a dinar), else null */
  currency: z.string().nullable(),
  kurs: z.number().int().nullable(),
});
export type SefPurchaseBooked = z.infer<typeof sefPurchaseBooked>;
