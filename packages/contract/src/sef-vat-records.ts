import { z } from './zod-config';
import { eppBlocks, eppColumns, eppLines } from '@knjige/domain';
import { bodyId, pathId, queryId } from './bounds';

/** `GET /v1/sef/vat-records?periodId=&month=`, `POST /v1/sef/vat-records` { periodId, month }: one month of a period. */
export const sefVatRecordsQuery = z.object({ periodId: queryId(), month: z.coerce.number().int().min(1).max(12) });
export type SefVatRecordsQuery = z.infer<typeof sefVatRecordsQuery>;
export const sefVatRecordsInput = z.object({ periodId: z.number().int().positive(), month: z.number().int().min(1).max(12) }).strict();

const amounts = { base20: z.number().int(), vat20: z.number().int(), base10: z.number().int(), vat10: z.number().int() };

/**
 * What a send does for a record: `send` (new on SEF), `correct` (the books changed since it was
 * sent), `cancel` (nothing left of it in the books), `none` (SEF has what the books say).
 */
export const sefVatRecordActions = ['send', 'correct', 'cancel', 'none'] as const;
export type SefVatRecordAction = (typeof sefVatRecordActions)[number];

/** One record of the month: the summary record (`key` `group`) or a document's individual record. */
export const sefVatRecordRow = z.object({
  kind: z.enum(['individual', 'group']),
  key: z.string(),
  /** the document's number (an individual record's) */
  number: z.string(),
  /** the partner's PIB or foreign tax number */
  partner: z.string(),
  /** SEF's documentType: 386 an advance, 400 an internal invoice for a foreign supplier, 401 for a domestic one */
  documentType: z.number().int().nullable(),
  /** what the books say now (hundredths) */
  current: z.object(amounts),
  /** what SEF holds, once sent */
  sent: z
    .object({
      ...amounts,
      sefId: z.number().int(),
      /** SEF's vatRecordingStatus: 10 Recorded, 30 Cancelled */
      sefStatus: z.number().int(),
      version: z.number().int(),
      calculationNumber: z.string(),
      sentAt: z.string(),
    })
    .nullable(),
  action: z.enum(sefVatRecordActions),
});
export type SefVatRecordRow = z.infer<typeof sefVatRecordRow>;

export const sefVatRecords = z.object({
  year: z.number().int(),
  month: z.number().int(),
  records: z.array(sefVatRecordRow),
});
export type SefVatRecords = z.infer<typeof sefVatRecords>;

/* ------------------------------------------------------------------ the input-VAT record (EPP) */

/**
 * `GET /v1/sef/vat-deduction-records?periodId=&vatPeriod=`, `POST /v1/sef/vat-deduction-records`
 * { periodId, vatPeriod }: the EPP of a VAT period of the book period's year, `vatPeriod` as SEF's
 * (1–12 a month, 13–16 a quarter).
 */
export const sefEppQuery = z.object({ periodId: queryId(), vatPeriod: z.coerce.number().int().min(1).max(16) });
export type SefEppQuery = z.infer<typeof sefEppQuery>;
export const sefEppInput = z.object({ periodId: bodyId(), vatPeriod: z.number().int().min(1).max(16) }).strict();
/** `GET /v1/sef/vat-deduction-records/{id}`, `POST …/{id}/correction`: a record kept by the books (its row's id). */
export const sefEppParams = z.object({ id: pathId() });

/** One figure of the record (packages/domain `EppFigure`, hundredths). */
export const sefEppFigure = z.object({
  block: z.enum(eppBlocks),
  line: z.enum(eppLines).nullable(),
  rate: z.union([z.literal(20), z.literal(10)]).nullable(),
  column: z.enum(eppColumns),
  base: z.number().int(),
  vat: z.number().int(),
  deduction: z.number().int(),
});
export type SefEppFigure = z.infer<typeof sefEppFigure>;

/** What a send does: `send` (none on SEF), `correct` (the books changed since), `none` (SEF has what the books say). */
export const sefEppActions = ['send', 'correct', 'none'] as const;
export type SefEppAction = (typeof sefEppActions)[number];

/** The record as kept: SEF's id and status (Draft 10, Recorded 20, Corrected 30), its number and the figures sent. */
export const sefEppSent = z.object({
  id: z.number().int(),
  sefId: z.number().int(),
  sefStatus: z.number().int(),
  parentSefId: z.number().int().nullable(),
  number: z.string(),
  version: z.number().int(),
  figures: z.array(sefEppFigure),
  sentAt: z.string(),
});
export type SefEppSent = z.infer<typeof sefEppSent>;

export const sefEpp = z.object({
  year: z.number().int(),
  vatPeriod: z.number().int(),
  /** SEF's VatPeriodRange: Monthly 1, Quarterly 4 */
  range: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  /** what the books say now */
  figures: z.array(sefEppFigure),
  sent: sefEppSent.nullable(),
  action: z.enum(sefEppActions),
});
export type SefEpp = z.infer<typeof sefEpp>;
