import { z } from './zod-config';
import { eppBlocks, eppColumns, eppLines } from '@knjige/domain';
import { bodyId, pathId, queryId } from './bounds';

/** `GET /v1/sef/vat-records?periodId=&month=`, `POST /v1/sef/vat-records` { periodId, month }: one month of a period. */
export const sefVatRecordsQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the month, 1–12 */
  month: z.coerce.number().int().min(1).max(12),
});
export type SefVatRecordsQuery = z.infer<typeof sefVatRecordsQuery>;
export const sefVatRecordsInput = z
  .object({
    /** the accounting period (business year) */
    periodId: z.number().int().positive(),
    /** the month, 1–12 */
    month: z.number().int().min(1).max(12),
  })
  .strict();

/** A VAT record's figures per rate. */
export const vatRecordAmounts = {
  /** the taxable amount at the general rate (20 %), hundredths */
  base20: z.number().int(),
  /** the VAT at the general rate, hundredths */
  vat20: z.number().int(),
  /** the taxable amount at the special rate (10 %), hundredths */
  base10: z.number().int(),
  /** the VAT at the special rate, hundredths */
  vat10: z.number().int(),
};

/**
 * What a send does for a record: `send` (new on SEF), `correct` (the books changed since it was
 * sent), `cancel` (nothing left of it in the books), `none` (SEF has what the books say).
 */
export const sefVatRecordActions = ['send', 'correct', 'cancel', 'none'] as const;
export type SefVatRecordAction = (typeof sefVatRecordActions)[number];

/** One record of the month: the summary record (`key` `group`) or a document's individual record. */
export const sefVatRecordRow = z.object({
  /** the month's summary record (group) or a document's own record (individual) */
  kind: z.enum(['individual', 'group']),
  /** which record: `group`, or the document as `<family>:<id>` */
  key: z.string(),
  /** the document's number (an individual record's) */
  number: z.string(),
  /** the partner's PIB or foreign tax number */
  partner: z.string(),
  /** SEF's documentType: 386 an advance, 400 an internal invoice for a foreign supplier, 401 for a domestic one */
  documentType: z.number().int().nullable(),
  /** what the books say now (hundredths) */
  current: z.object(vatRecordAmounts),
  /** what SEF holds, once sent */
  sent: z
    .object({
      ...vatRecordAmounts,
      /** SEF's id of the version in force */
      sefId: z.number().int(),
      /** SEF's vatRecordingStatus: 10 Recorded, 30 Cancelled */
      sefStatus: z.number().int(),
      /** 1 when created; each correction adds one */
      version: z.number().int(),
      /** the number SEF knows the record by (it carries the version) */
      calculationNumber: z.string(),
      /** when the version in force was sent (ISO timestamp) */
      sentAt: z.string(),
    })
    .nullable(),
  /** what a send would do for it */
  action: z.enum(sefVatRecordActions),
});
export type SefVatRecordRow = z.infer<typeof sefVatRecordRow>;

export const sefVatRecords = z.object({
  /** the calendar year of the month */
  year: z.number().int(),
  /** the month, 1–12 */
  month: z.number().int(),
  /** the summary record first, then the documents' records */
  records: z.array(sefVatRecordRow),
});
export type SefVatRecords = z.infer<typeof sefVatRecords>;

/* ------------------------------------------------------------------ the input-VAT record (EPP) */

/**
 * `GET /v1/sef/vat-deduction-records?periodId=&vatPeriod=`, `POST /v1/sef/vat-deduction-records`
 * { periodId, vatPeriod }: the EPP of a VAT period of the book period's year, `vatPeriod` as SEF's
 * (1–12 a month, 13–16 a quarter).
 */
export const sefEppQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** SEF's VAT period: 1–12 a month, 13–16 a quarter */
  vatPeriod: z.coerce.number().int().min(1).max(16),
});
export type SefEppQuery = z.infer<typeof sefEppQuery>;
export const sefEppInput = z
  .object({
    /** the accounting period (business year) */
    periodId: bodyId(),
    /** SEF's VAT period: 1–12 a month, 13–16 a quarter */
    vatPeriod: z.number().int().min(1).max(16),
  })
  .strict();
/** `GET /v1/sef/vat-deduction-records/{id}`, `POST …/{id}/correction`: a record kept by the books (its row's id). */
export const sefEppParams = z.object({
  /** the kept record's row id */
  id: pathId(),
});

/** One figure of the record (packages/domain `EppFigure`, hundredths). */
export const sefEppFigure = z.object({
  /** the EPP block: turnover as supplier or recipient, import VAT, VAT paid to farmers */
  block: z.enum(eppBlocks),
  /** the block's line (first transfer, other turnover, base increase or decrease, prepayment …); null: the block has none */
  line: z.enum(eppLines).nullable(),
  /** the VAT rate in percent; null: the block has no rates (farmers) */
  rate: z.union([z.literal(20), z.literal(10)]).nullable(),
  /** the column: invoice, fiscal receipt, other document, internal invoice (VAT payer or foreigner), or total */
  column: z.enum(eppColumns),
  /** the taxable amount, hundredths */
  base: z.number().int(),
  /** the VAT on it, hundredths */
  vat: z.number().int(),
  /** the part of that VAT that may be deducted, hundredths */
  deduction: z.number().int(),
});
export type SefEppFigure = z.infer<typeof sefEppFigure>;

/** What a send does: `send` (none on SEF), `correct` (the books changed since), `none` (SEF has what the books say). */
export const sefEppActions = ['send', 'correct', 'none'] as const;
export type SefEppAction = (typeof sefEppActions)[number];

/** The record as kept: SEF's id and status (Draft 10, Recorded 20, Corrected 30), its number and the figures sent. */
export const sefEppSent = z.object({
  /** the kept row's id (the `{id}` of the record's routes) */
  id: z.number().int(),
  /** SEF's id of the version sent last */
  sefId: z.number().int(),
  /** SEF's status: Draft 10, Recorded 20, Corrected 30 */
  sefStatus: z.number().int(),
  /** SEF's id of the first version this one corrects, null for a first version */
  parentSefId: z.number().int().nullable(),
  /** the record's number on SEF (EPP-<year>-<period>-v<version>) */
  number: z.string(),
  /** 1 when created; each correction adds one */
  version: z.number().int(),
  /** the figures sent, as SEF holds them */
  figures: z.array(sefEppFigure),
  /** when it was sent (ISO timestamp) */
  sentAt: z.string(),
});
export type SefEppSent = z.infer<typeof sefEppSent>;

export const sefEpp = z.object({
  /** the calendar year of the VAT period */
  year: z.number().int(),
  /** SEF's VAT period: 1–12 a month, 13–16 a quarter */
  vatPeriod: z.number().int(),
  /** SEF's VatPeriodRange: Monthly 1, Quarterly 4 */
  range: z.number().int(),
  /** the period's first day (YYYY-MM-DD) */
  dateFrom: z.string(),
  /** the period's last day (YYYY-MM-DD) */
  dateTo: z.string(),
  /** what the books say now */
  figures: z.array(sefEppFigure),
  /** the record as SEF holds it; null: never sent */
  sent: sefEppSent.nullable(),
  /** what a send would do */
  action: z.enum(sefEppActions),
});
export type SefEpp = z.infer<typeof sefEpp>;
