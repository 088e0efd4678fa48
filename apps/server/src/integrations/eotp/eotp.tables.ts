import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sefOutboxStates, type EotpReceiptLine } from '@knjige/contract';
import { companies } from '../../master/tenancy/tenancy.tables';

/** Each company's eOtpremnica API key (its own portal and key), sealed like SEF's, and how it last fared. */
export const eotpSettings = pgTable('eotp_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  apiKeyEnc: text().notNull(),
  keySetAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastOkAt: timestamp({ withTimezone: true }),
  lastError: text(),
  lastErrorAt: timestamp({ withTimezone: true }),
  /** the last past day of the supplier feed read to its end */
  feedThrough: date({ mode: 'string' }),
  /** the last past day of the customer feed (notes our suppliers sent us) read to its end */
  customerFeedThrough: date({ mode: 'string' }),
});

/**
 * The dispatch notes going to eOtpremnica, one row per goods invoice, written in its lock's
 * transaction: the stable `RequestId`, where the sending stands, eOtpremnica's id and status, and
 * the buyer's receipt advice.
 */
export const eotpOutbox = pgTable(
  'eotp_outbox',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    requestId: uuid().notNull(),
    state: text({ enum: sefOutboxStates }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
    errorKey: text(),
    errorMessage: text(),
    errorCode: text(),
    /** eOtpremnica's id of the dispatch note, from the request's status */
    documentId: text(),
    status: text(),
    statusAt: timestamp({ withTimezone: true }),
    receiptId: text(),
    receiptStatus: text(),
    receiptAt: timestamp({ withTimezone: true }),
    receiptLines: jsonb().$type<EotpReceiptLine[]>(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('eotp_outbox_doc_idx').on(t.companyId, t.vDoc, t.docId),
    uniqueIndex('eotp_outbox_request_idx').on(t.requestId),
    index('eotp_outbox_state_idx').on(t.companyId, t.state),
    index('eotp_outbox_document_idx').on(t.companyId, t.documentId),
  ],
);
