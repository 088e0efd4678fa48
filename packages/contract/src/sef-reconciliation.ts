import { queryId } from './bounds';
import { isoDate } from './dates';
import { z } from './zod-config';

/**
 * The kinds of disagreement between the books and SEF (docs/decisions.md "Books against SEF"):
 * a sales document SEF should have and does not, one whose SEF status is still open, a purchase
 * invoice on SEF not booked, booked with other totals, or booked though SEF rejected or cancelled it.
 */
export const sefReconKinds = ['sales-missing', 'sales-open', 'purchase-unbooked', 'purchase-totals', 'purchase-rejected'] as const;
export type SefReconKind = (typeof sefReconKinds)[number];

/** SEF's sales statuses after which nothing more happens to the invoice. */
export const sefSalesFinalStatuses = ['Approved', 'Rejected', 'Cancelled', 'Storno', 'Deleted'] as const;

/** `GET /v1/sef/reconciliation`: a period, narrowed to dates within it. */
export const sefReconQuery = z.object({
  periodId: queryId(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});
export type SefReconQuery = z.infer<typeof sefReconQuery>;

/** Totals in hundredths: base, VAT, total. */
const reconTotals = z.object({ base: z.number().int(), vat: z.number().int(), total: z.number().int() });

export const sefReconLine = z.object({
  kind: z.enum(sefReconKinds),
  /** the document in the books (a sales document, or what a purchase invoice was booked as) */
  vDoc: z.string().nullable(),
  /** its sub-type, the next segment of its page's address */
  vSubDoc: z.string().nullable(),
  docId: z.number().int().nullable(),
  /** the inbox entry of a purchase invoice */
  purchaseId: z.number().int().nullable(),
  /** the document's label in the books, or the supplier's number */
  label: z.string(),
  date: z.string().nullable(),
  partner: z.string(),
  /** the outbox state (queued, sending, failed …; null: never queued) */
  state: z.string().nullable(),
  sefStatus: z.string().nullable(),
  errorKey: z.string().nullable(),
  /** whole days since it was locked (missing), sent or last changed on SEF (open), or delivered (purchases) */
  ageDays: z.number().int(),
  /** SEF's totals and the books' (purchase-totals) */
  sef: reconTotals.nullable(),
  books: reconTotals.nullable(),
});
export type SefReconLine = z.infer<typeof sefReconLine>;

export const sefReconciliation = z.object({
  counts: z.record(z.enum(sefReconKinds), z.number().int()),
  lines: z.array(sefReconLine),
});
export type SefReconciliation = z.infer<typeof sefReconciliation>;
