import { z } from './zod-config';
import { queryId } from './bounds';

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
