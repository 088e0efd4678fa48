import { queryId } from './bounds';
import { z } from './zod-config';

/**
 * The 2027 return (docs/decisions.md "The 2027 return"): the purchase invoices still to accept for
 * a month's deduction, and the return SEF prepares beside the books. A month is `YYYY-MM` of the period.
 */
export const vatMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'error.month.invalid');

export const vatMonthQuery = z.object({ periodId: queryId(), month: vatMonth });
export type VatMonthQuery = z.infer<typeof vatMonthQuery>;

/** A purchase invoice SEF delivered that is still undecided and whose VAT belongs to the month. */
export const toAcceptRow = z.object({
  /** the inbox row (`/v1/sef/purchase-invoices/{id}`) */
  id: z.number().int(),
  sefPurchaseId: z.number().int(),
  number: z.string(),
  supplierName: z.string(),
  supplierPib: z.string(),
  issueDate: z.string().nullable(),
  /** the day its VAT belongs to: its KUR row's when booked, else its VAT point on SEF */
  vatDate: z.string(),
  /** hundredths, in `currency` */
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  sefStatus: z.string(),
  /** SEF's own last day to accept or reject (15 days from delivery, 20 once renotified) */
  decideBy: z.string().nullable(),
  bookedVDoc: z.string().nullable(),
  bookedDocId: z.number().int().nullable(),
});
export type ToAcceptRow = z.infer<typeof toAcceptRow>;

/** `GET /v1/vat/to-accept?periodId=&month=`: what to accept by the 10th of the next month to keep the month's deduction. */
export const vatToAccept = z.object({
  data: z.object({
    month: z.string(),
    /** false for a month before 2027: the rule does not apply (no rows) */
    applies: z.boolean(),
    /** the 10th of the next month */
    deadline: z.string(),
    /** days from today (in Serbia) to the deadline; negative once past */
    daysLeft: z.number().int(),
    /** from the 7th of the next month until the deadline */
    warn: z.boolean(),
    /** the VAT of the rows, hundredths */
    vat: z.number().int(),
    rows: z.array(toAcceptRow),
  }),
});
export type VatToAccept = z.infer<typeof vatToAccept>['data'];

/** A document of the month that corrects an earlier period, in the 2027 form's correction fields. */
export const return2027Correction = z.object({
  /** the correction field of its VAT: 111 (output) or 112 (input) */
  field: z.enum(['111', '112']),
  /** note: a credit or debit note naming an invoice of an earlier period; late-purchase: a purchase invoice dated in an earlier month; late-acceptance: accepted on SEF after its month's deadline */
  reason: z.enum(['note', 'late-purchase', 'late-acceptance']),
  vDoc: z.string(),
  docId: z.number().int(),
  label: z.string(),
  /** the document's number as its book shows it */
  dokBroj: z.string(),
  /** the book row's day */
  datum: z.string(),
  /** hundredths */
  osnovica: z.number().int(),
  pdvIznos: z.number().int(),
});
export type Return2027Correction = z.infer<typeof return2027Correction>;

/** `GET /v1/vat/return-2027?periodId=&month=`: the 2027 form of a month from the VAT books (422 `month: error.month.before-2027` before January 2027). */
export const vatReturn2027 = z.object({
  data: z.object({
    month: z.string(),
    /** every field of the form (packages/domain `return2027Fields`), hundredths */
    fields: z.record(z.string(), z.number().int()),
    corrections: z.array(return2027Correction),
    /** what the deduction after acceptance did (as `pdv-total`'s) */
    deduction: z.object({ notYet: z.number().int(), later: z.number().int(), lateIn: z.number().int() }),
  }),
});
export type VatReturn2027 = z.infer<typeof vatReturn2027>['data'];
