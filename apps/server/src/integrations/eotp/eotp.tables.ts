import { date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EotpReceiptLine } from '@knjige/contract';
import { keySettingsColumns, outboxColumns, outboxIndexes } from '../outbox/outbox-columns';

/** Each company's eOtpremnica API key (its own portal and key), sealed like SEF's, and how it last fared. */
export const eotpSettings = pgTable('eotp_settings', {
  ...keySettingsColumns(),
  /** the last past day of the supplier feed read to its end */
  feedThrough: date({ mode: 'string' }),
  /** the last past day of the customer feed (notes our suppliers sent us) read to its end */
  customerFeedThrough: date({ mode: 'string' }),
});

/**
 * The dispatch notes going to eOtpremnica (the outbox's columns), one row per goods invoice:
 * eOtpremnica's id and status of the note, and the buyer's receipt advice.
 */
export const eotpOutbox = pgTable(
  'eotp_outbox',
  {
    ...outboxColumns(),
    /** eOtpremnica's id of the dispatch note, from the request's status */
    documentId: text(),
    status: text(),
    statusAt: timestamp({ withTimezone: true }),
    receiptId: text(),
    receiptStatus: text(),
    receiptAt: timestamp({ withTimezone: true }),
    receiptLines: jsonb().$type<EotpReceiptLine[]>(),
  },
  (t) => [...outboxIndexes('eotp_outbox', t), index('eotp_outbox_document_idx').on(t.companyId, t.documentId)],
);
