import { queryId } from './bounds';
import { isoDate } from './dates';
import { vatRecordAmounts } from './sef-vat-records';
import { z } from './zod-config';

/**
 * The kinds of disagreement between the books and SEF (docs/decisions.md#books-against-sef):
 * a sales document SEF should have and does not, one whose SEF status is still open, a purchase
 * invoice on SEF not booked, booked with other totals, or booked though SEF rejected or cancelled it;
 * and the VAT records sent against the books: a month whose summary record was never sent, a sent
 * record whose figures the books no longer give (a correction is due), a document's individual
 * record never sent.
 */
export const sefVatRecordReconKinds = ['vat-summary-unsent', 'vat-record-differs', 'vat-individual-missing'] as const;
export const sefReconKinds = ['sales-missing', 'sales-open', 'purchase-unbooked', 'purchase-totals', 'purchase-rejected', ...sefVatRecordReconKinds] as const;
export type SefReconKind = (typeof sefReconKinds)[number];

/** SEF's sales statuses after which nothing more happens to the invoice. */
export const sefSalesFinalStatuses = ['Approved', 'Rejected', 'Cancelled', 'Storno', 'Deleted'] as const;

/** `GET /v1/sef/reconciliation`: a period, narrowed to dates within it. */
export const sefReconQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the first day of the range; left out, the period's first */
  dateFrom: isoDate.optional(),
  /** the last day of the range; left out, the period's last */
  dateTo: isoDate.optional(),
});
export type SefReconQuery = z.infer<typeof sefReconQuery>;

/** Totals in hundredths: base, VAT, total. */
const reconTotals = z.object({
  /** the taxable amount */
  base: z.number().int(),
  /** the VAT */
  vat: z.number().int(),
  /** the amount with VAT */
  total: z.number().int(),
});

/** A VAT record's figures per rate, hundredths. */
const vatRecordFigures = z.object(vatRecordAmounts);

/** A VAT record line's place: its month (the VAT return's dates) and record, what was sent and what the books give now. */
export const sefReconVatRecord = z.object({
  /** the calendar year of the month */
  year: z.number().int(),
  /** the month, 1–12 */
  month: z.number().int(),
  /** the month's first day: where the VAT return page's range starts */
  dateFrom: z.string(),
  /** the month's last day */
  dateTo: z.string(),
  /** `group` the summary record, `individual` a document's */
  kind: z.enum(['individual', 'group']),
  /** which record: `group`, or the document as `<family>:<id>` */
  key: z.string(),
  /** what SEF holds (null: never sent, or cancelled) */
  sent: vatRecordFigures.nullable(),
  /** what the books give now */
  books: vatRecordFigures,
});
export type SefReconVatRecord = z.infer<typeof sefReconVatRecord>;

export const sefReconLine = z.object({
  /** the kind of disagreement */
  kind: z.enum(sefReconKinds),
  /** the document in the books (a sales document, or what a purchase invoice was booked as) */
  vDoc: z.string().nullable(),
  /** its sub-type, the next segment of its page's address */
  vSubDoc: z.string().nullable(),
  /** the document's id in the books, null when there is none */
  docId: z.number().int().nullable(),
  /** the inbox entry of a purchase invoice */
  purchaseId: z.number().int().nullable(),
  /** the document's label in the books, or the supplier's number */
  label: z.string(),
  /** the document's date, or the purchase invoice's */
  date: z.string().nullable(),
  /** the buyer's or supplier's name */
  partner: z.string(),
  /** the outbox state (queued, sending, failed …; null: never queued) */
  state: z.string().nullable(),
  /** SEF's status of the invoice, null when SEF has none */
  sefStatus: z.string().nullable(),
  /** why its sending failed: a message key */
  errorKey: z.string().nullable(),
  /** whole days since it was locked (missing), sent or last changed on SEF (open), or delivered (purchases) */
  ageDays: z.number().int(),
  /** SEF's totals of a purchase invoice (purchase-totals), hundredths */
  sef: reconTotals.nullable(),
  /** the booked document's totals (purchase-totals), hundredths */
  books: reconTotals.nullable(),
  /** a VAT record line's month, record and figures per rate (null on the other kinds) */
  vatRecord: sefReconVatRecord.nullable(),
});
export type SefReconLine = z.infer<typeof sefReconLine>;

export const sefReconciliation = z.object({
  /** how many lines of each kind */
  counts: z.record(z.enum(sefReconKinds), z.number().int()),
  /** the disagreements, one a line */
  lines: z.array(sefReconLine),
});
export type SefReconciliation = z.infer<typeof sefReconciliation>;
