import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InternalInvoiceSource } from '@knjige/contract';
import { companies } from '../../master/tenancy/tenancy.tables';

/**
 * The internal invoices (interni račun) of reverse-charge purchases, one per purchase: its number
 * and date. Its figures are the purchase's reverse-charge VAT-book rows; its way to SEF is its
 * outbox row (`sef_outbox`, vDoc `iri`, docId this id).
 */
export const internalInvoices = pgTable(
  'internal_invoice',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** the purchase's family: `ur` or `zrn` */
    vDoc: text().$type<InternalInvoiceSource>().notNull(),
    /** the purchase's id */
    docId: integer().notNull(),
    broj: text().notNull(),
    /** the purchase's VAT point */
    datum: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('internal_invoice_doc_idx').on(t.companyId, t.vDoc, t.docId)],
);
