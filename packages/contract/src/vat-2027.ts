import { pppdvFields } from '@knjige/domain';
import { queryId } from './bounds';
import { languages } from './enums';
import { exportFields } from './export';
import { z } from './zod-config';

/**
 * The 2027 return (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return): the purchase invoices still to accept for
 * a month's deduction, and the return SEF prepares beside the books. A month is `YYYY-MM` of the period.
 */
export const vatMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'error.month.invalid');

export const vatMonthQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the month (YYYY-MM) */
  month: vatMonth,
});
export type VatMonthQuery = z.infer<typeof vatMonthQuery>;

/** A purchase invoice SEF delivered that is still undecided and whose VAT belongs to the month. */
export const toAcceptRow = z.object({
  /** the inbox row (`/v1/sef/purchase-invoices/{id}`) */
  id: z.number().int(),
  /** SEF's id of the purchase invoice */
  sefPurchaseId: z.number().int(),
  /** the supplier's invoice number */
  number: z.string(),
  /** the supplier's name as on the invoice */
  supplierName: z.string(),
  /** the supplier's tax number (PIB) */
  supplierPib: z.string(),
  /** the invoice date (YYYY-MM-DD), null when SEF did not give one */
  issueDate: z.string().nullable(),
  /** the day its VAT belongs to: its KUR row's when booked, else its VAT point on SEF */
  vatDate: z.string(),
  /** hundredths, in `currency` */
  base: z.number().int(),
  /** the invoice's VAT, hundredths, in `currency` */
  vat: z.number().int(),
  /** the amount payable with VAT, hundredths, in `currency` */
  total: z.number().int(),
  /** the invoice's currency code (ISO 4217) */
  currency: z.string(),
  /** SEF's status of the invoice (New, Seen, ReNotified …) */
  sefStatus: z.string(),
  /** SEF's own last day to accept or reject (15 days from delivery, 20 once renotified) */
  decideBy: z.string().nullable(),
  /** the family of the document booked from it (`ur`, `zrn`, `knod`), null until booked */
  bookedVDoc: z.string().nullable(),
  /** the booked document's id, null until booked */
  bookedDocId: z.number().int().nullable(),
});
export type ToAcceptRow = z.infer<typeof toAcceptRow>;

/** `GET /v1/vat/to-accept?periodId=&month=`: what to accept by the 10th of the next month to keep the month's deduction. */
export const vatToAccept = z.object({
  /** the answer */
  data: z.object({
    /** the month (YYYY-MM) */
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
    /** the undecided invoices whose VAT belongs to the month */
    rows: z.array(toAcceptRow),
  }),
});
export type VatToAccept = z.infer<typeof vatToAccept>['data'];

/** What the deduction after acceptance (from 2027) did to a range's input VAT, hundredths. */
export const deductionAfterAcceptance = z.object({
  /** the range's purchases not accepted on SEF yet: not deducted */
  notYet: z.number().int(),
  /** the range's purchases accepted after the 10th of their next month: deducted later */
  later: z.number().int(),
  /** earlier purchases accepted late within the range: deducted here */
  lateIn: z.number().int(),
});

/** A document of the month that corrects an earlier period, in the 2027 form's correction fields. */
export const return2027Correction = z.object({
  /** the correction field of its VAT: 111 (output) or 112 (input) */
  field: z.enum(['111', '112']),
  /** note: a credit or debit note naming an invoice of an earlier period; late-purchase: a purchase invoice dated in an earlier month; late-acceptance: accepted on SEF after its month's deadline */
  reason: z.enum(['note', 'late-purchase', 'late-acceptance']),
  /** the document's family */
  vDoc: z.string(),
  /** the document's id */
  docId: z.number().int(),
  /** the document's label */
  label: z.string(),
  /** the document's number as its book shows it */
  dokBroj: z.string(),
  /** the book row's day */
  datum: z.string(),
  /** the VAT base, hundredths */
  osnovica: z.number().int(),
  /** the VAT, hundredths */
  pdvIznos: z.number().int(),
});
export type Return2027Correction = z.infer<typeof return2027Correction>;

/** `GET /v1/vat/return-2027?periodId=&month=`: the 2027 form of a month from the VAT books (422 `month: error.month.before-2027` before January 2027). */
export const vatReturn2027 = z.object({
  /** the answer */
  data: z.object({
    /** the month (YYYY-MM) */
    month: z.string(),
    /** every field of the form (packages/domain `return2027Fields`), hundredths */
    fields: z.record(z.string(), z.number().int()),
    /** the month's documents that correct an earlier period */
    corrections: z.array(return2027Correction),
    /** what the deduction after acceptance did (as `pdv-total`'s) */
    deduction: deductionAfterAcceptance,
  }),
});
export type VatReturn2027 = z.infer<typeof vatReturn2027>['data'];

/**
 * The return SEF prepares beside the books (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return). The fields are the PPPDV's (`pppdvFields`: 00n a base, 10n a VAT, 105, 109
 * and 110 the sums); amounts in hundredths of a dinar.
 */
export const preparedReturnQuery = vatMonthQuery.extend({
  /** `sef`: only what SEF served (422 when it cannot); `computed`: only the product's own computation; default: SEF's, else computed with `sefProblem` saying why */
  source: z.enum(['sef', 'computed']).optional(),
});
export type PreparedReturnQuery = z.infer<typeof preparedReturnQuery>;

/** Why a difference exists, document by document. */
export const preparedReturnCauses = [
  /** booked, never sent to SEF */
  'not-sent',
  /** booked, its sending to SEF failed */
  'send-failed',
  /** booked as a buyer off SEF when the buyer is on SEF (it should have been e-invoiced) */
  'buyer-not-on-sef',
  /** rejected by the buyer on SEF, still booked */
  'rejected',
  /** cancelled on SEF, still booked */
  'cancelled',
  /** stornoed on SEF, still booked */
  'storno',
  /** on SEF (issued or received), not booked */
  'not-booked',
  /** a purchase not accepted on SEF (books deduct it) */
  'not-accepted',
  /** a purchase accepted after the 10th of the next month: its deduction belongs to another month */
  'accepted-late',
  /** the VAT record (individual or summary) is missing for a booked document */
  'record-missing',
  /** the VAT record exists but was not sent to SEF */
  'record-not-sent',
  /** the document changed after its VAT record was sent */
  'record-changed',
  /** the tax point on SEF is in another month than the book's date */
  'tax-point-other-month',
  /** SEF rounds the document's VAT otherwise than the books */
  'rounding',
  /** a difference no rule above explains (should not happen; shown so that the sums still agree) */
  'unexplained',
] as const;
export type PreparedReturnCause = (typeof preparedReturnCauses)[number];

export const preparedReturnField = z.object({
  /** a PPPDV field (`001`…`110`) */
  field: z.enum(pppdvFields),
  /** what the books give (with the deduction after acceptance) */
  books: z.number().int(),
  /** what SEF prepared (or the product computed from what SEF holds) */
  prepared: z.number().int(),
  /** books − prepared; the causes of the field sum to it */
  difference: z.number().int(),
});
export type PreparedReturnField = z.infer<typeof preparedReturnField>;

export const preparedReturnCauseRow = z.object({
  /** the PPPDV field the difference is in */
  field: z.enum(pppdvFields),
  /** the part of `difference` (books − prepared) this document makes, hundredths */
  amount: z.number().int(),
  /** why this document makes a difference */
  cause: z.enum(preparedReturnCauses),
  /** the booked document (`/v1/documents/{vDoc}/{docId}`), null when it is not booked */
  vDoc: z.string().nullable(),
  /** the booked document's id, null when it is not booked */
  docId: z.number().int().nullable(),
  /** the invoice's id on SEF, when SEF has it */
  sefId: z.number().int().nullable(),
  /** the document's number and partner, as the page lists it */
  label: z.string(),
  /** the book's date, else SEF's */
  date: z.string().nullable(),
});
export type PreparedReturnCauseRow = z.infer<typeof preparedReturnCauseRow>;

/** Why SEF's own prepared return was not used (the answer is then `computed`). */
export const preparedReturnProblems = ['no-key', 'unreachable', 'garbage', 'unknown-fields', 'not-prepared'] as const;
export type PreparedReturnProblem = (typeof preparedReturnProblems)[number];

/** `GET /v1/vat/prepared-return?periodId=&month=YYYY-MM[&source=]` (a month from January 2027; before it 422 `month: error.month.before-2027`). */
export const preparedReturn = z.object({
  /** the answer */
  data: z.object({
    /** the month (YYYY-MM) */
    month: z.string(),
    /** where the prepared figures came from: SEF's prepared return, or the product's own computation from what SEF holds */
    source: z.enum(['sef', 'computed']),
    /** set when SEF's prepared return was asked for and could not be used */
    sefProblem: z.enum(preparedReturnProblems).nullable(),
    /** every PPPDV field, in the form's order */
    fields: z.array(preparedReturnField),
    /** the documents that make the fields' differences, field by field */
    causes: z.array(preparedReturnCauseRow),
  }),
});
export type PreparedReturn = z.infer<typeof preparedReturn>['data'];

/**
 * `GET /v1/vat/prepared-return/export?<the return's query>&columns=&fileName=&lang=&causeLabels=`:
 * the three columns of every field, each field's causes under it (their amount in the difference's
 * column), as Excel.
 */
export const preparedReturnExportQuery = preparedReturnQuery.extend(exportFields).extend({
  /** the language of the fields' names */
  lang: z.enum(languages).default('sr-lat'),
  /** the causes' names in the user's language (JSON object, cause → name); the cause's key where absent */
  causeLabels: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
    })
    .pipe(z.partialRecord(z.enum(preparedReturnCauses), z.string().max(200)))
    .optional(),
});

/** A row of the prepared return's export: a field's three columns, or one of its causes (its amount as `difference`). */
export interface PreparedReturnExportLine {
  field: string;
  /** the field's name, or the cause's document */
  name: string;
  books: number | null;
  prepared: number | null;
  difference: number;
  /** the cause's name ('' on a field's row) */
  cause: string;
  date: string | null;
}
