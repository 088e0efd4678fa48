import { sql } from 'drizzle-orm';
import type { SefDocFigures } from '@knjige/domain';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { artMain } from '../../../master/articles/articles.tables';
import { companies } from '../../../master/tenancy/tenancy.tables';

/**
 * The inbox of supplier invoices SEF delivered to the company: one row per SEF purchase invoice,
 * what the list shows read from its UBL once, the XML as SEF gave it (envelope included), a parse
 * error kept beside it, SEF's status, and what it was booked as.
 */
export const sefPurchaseInvoice = pgTable(
  'sef_purchase_invoice',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    sefPurchaseId: bigint({ mode: 'number' }).notNull(),
    sefSalesId: bigint({ mode: 'number' }),
    globUniqId: text(),
    /** Invoice, CreditNote, DebitNote, Prepayment (from the UBL's root and type code) */
    documentType: text().notNull().default('Invoice'),
    number: text().notNull().default(''),
    issueDate: date({ mode: 'string' }),
    dueDate: date({ mode: 'string' }),
    supplierPib: text().notNull().default(''),
    supplierMb: text().notNull().default(''),
    supplierName: text().notNull().default(''),
    /** hundredths, in the invoice's currency */
    base: bigint({ mode: 'number' }).notNull().default(0),
    vat: bigint({ mode: 'number' }).notNull().default(0),
    total: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull().default('RSD'),
    sefStatus: text().notNull(),
    sefStatusAt: timestamp({ withTimezone: true }),
    sefComment: text(),
    /** the day SEF delivered it: the deadline to accept or reject counts from it */
    sentDate: date({ mode: 'string' }).notNull(),
    ubl: text().notNull(),
    parseError: text(),
    hasPdf: boolean().notNull().default(false),
    decidedAt: timestamp({ withTimezone: true }),
    /** an acceptance or rejection asked of SEF and not answered yet (`accept`, `reject`), its comment and when it was asked */
    decision: text({ enum: ['accept', 'reject'] }),
    decisionComment: text(),
    decisionAt: timestamp({ withTimezone: true }),
    /** why SEF refused, or could not take, the last decision once the user's request had answered: a message key and SEF's message */
    decisionError: text(),
    decisionErrorMessage: text(),
    /** the day (Belgrade) SEF took our acceptance, or the day SEF said it was accepted: the deduction waits for it from 2027 */
    acceptedOn: date({ mode: 'string' }),
    /** the VAT point day its UBL gives (the delivery day under code 35, else the issue day) */
    taxDate: date({ mode: 'string' }),
    /** what its UBL says for VAT, read at the pull (null for an invoice pulled before: read from `ubl` when asked) */
    figures: jsonb().$type<SefDocFigures>(),
    bookedVDoc: text(),
    bookedDocId: integer(),
    bookedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sef_purchase_invoice_sef_idx').on(t.companyId, t.sefPurchaseId),
    index('sef_purchase_invoice_list_idx').on(t.companyId, t.sentDate, t.id),
    index('sef_purchase_invoice_booked_idx').on(t.companyId, t.bookedVDoc, t.bookedDocId),
    index('sef_purchase_invoice_number_idx').on(t.companyId, t.supplierPib, t.number),
    index('sef_purchase_invoice_accepted_idx').on(t.companyId, t.acceptedOn).where(sql`${t.acceptedOn} is not null`),
  ],
);

/** Where each company's pull of purchase invoices stopped: the last past day whose `changes` were read. */
export const sefPurchaseCursor = pgTable('sef_purchase_cursor', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  changesThrough: date({ mode: 'string' }).notNull(),
  lastPullAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A supplier's item (by its own id, GTIN or name) as our article, asked once and kept per company and supplier PIB. */
export const sefItemMapping = pgTable(
  'sef_item_mapping',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    supplierPib: text().notNull(),
    keyKind: text({ enum: ['sellerId', 'gtin', 'name'] }).notNull(),
    keyValue: text().notNull(),
    artId: integer()
      .notNull()
      .references(() => artMain.id, { onDelete: 'cascade' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sef_item_mapping_pk', columns: [t.companyId, t.supplierPib, t.keyKind, t.keyValue] })],
);
