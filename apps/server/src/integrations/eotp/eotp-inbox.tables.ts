import { bigint, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../../master/tenancy/tenancy.tables';

/**
 * Dispatch notes our suppliers sent us on eOtpremnica (the customer's feed), one row per note:
 * who sent it, its number and date, our receipt advice (queued, sent, refused) and the incoming
 * invoice it was linked to.
 */
export const eotpInbox = pgTable(
  'eotp_inbox',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** eOtpremnica's id of the note */
    documentId: text().notNull(),
    number: text().notNull(),
    issueDate: date({ mode: 'string' }),
    supplierPib: text().notNull().default(''),
    supplierName: text().notNull().default(''),
    /** the customer's view of the note (`Received`, `Cancelled`, `Delivered` …) */
    status: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    xml: text().notNull(),
    /** our receipt advice: null none yet, `queued`, `sent` (taken by eOtpremnica), `failed` (refused, with its message) */
    receiptState: text({ enum: ['queued', 'sent', 'failed'] }),
    receiptRequestId: uuid(),
    receiptXml: text(),
    receiptError: text(),
    receiptAt: timestamp({ withTimezone: true }),
    /** the purchase document (a family with a supplier and article lines: the incoming invoice) the note was received for */
    linkVDoc: text(),
    linkDocId: integer(),
  },
  (t) => [uniqueIndex('eotp_inbox_document_idx').on(t.companyId, t.documentId), index('eotp_inbox_link_idx').on(t.companyId, t.linkVDoc, t.linkDocId)],
);

/** A received note's lines: what was dispatched, the article it matched (by GTIN), and what we received and refused (thousandths). */
export const eotpInboxLines = pgTable(
  'eotp_inbox_lines',
  {
    id: serial().primaryKey(),
    inboxId: integer()
      .notNull()
      .references(() => eotpInbox.id, { onDelete: 'cascade' }),
    lineId: text().notNull(),
    name: text().notNull(),
    gtin: text(),
    unitCode: text().notNull(),
    /** dispatched, in thousandths */
    quantity: bigint({ mode: 'number' }).notNull(),
    artId: integer(),
    received: bigint({ mode: 'number' }),
    rejected: bigint({ mode: 'number' }),
    reason: text(),
  },
  (t) => [index('eotp_inbox_lines_inbox_idx').on(t.inboxId)],
);
