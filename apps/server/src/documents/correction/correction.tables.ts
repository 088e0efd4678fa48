import { bigint, boolean, date, index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { komMain } from '../../master/clients/clients.tables';
import { artPdv } from '../../master/reference/reference.tables';
import { amount, headerColumns, headerIndexes, itemColumns, ref } from '../../master/columns/header-columns';

/** The header table of a correction family (credit or debit notes): one shape, its own name. */
export function correctionHeaderTable(name: string) {
  return pgTable(
    name,
    {
      ...headerColumns(),
      komId: integer()
        .notNull()
        .references(() => komMain.id),
      // The columns added to the credit notes later are null on the notes locked before (the audit
      // chain hashes a header without its null columns, so their hash stays as it was); reads say 0.
      /** with VAT lines; false or null: a financial note (the header's amount only) */
      saPdv: boolean().default(false),
      osnov: text().notNull(),
      /** a supplier's note: the supplier's own number of it, KUR's document number ('' or null: none) */
      dokBroj: text().default(''),
      /** a financial note's reference of the invoice it closes ('' for none) */
      poziv: text().notNull().default(''),
      /** the corrected period, when no invoice is named */
      periodOd: date({ mode: 'string' }),
      periodDo: date({ mode: 'string' }),
      osnovica: bigint({ mode: 'number' }).default(0),
      pdvIznos: bigint({ mode: 'number' }).default(0),
      iznos: amount(),
    },
    (t) => headerIndexes(name, t),
  );
}

/** Its lines: a VAT rate and a base, as the expense invoice's. */
export function correctionItemsTable(name: string, header: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      ...itemColumns(),
      docId: integer()
        .notNull()
        .references(header, { onDelete: 'cascade' }),
      pdvId: integer()
        .notNull()
        .references(() => artPdv.id),
      /** the rate when the line was saved, hundredths of a percent */
      pdvStopa: integer().notNull(),
      /** base without VAT, hundredths */
      iznos: amount(),
    },
    (t) => [index(`${name}_doc_idx`).on(t.docId)],
  );
}

/**
 * The invoices a correction names, in the order given. Ids are per family, so the family goes with
 * the id; the label, number and date are copied when saved (a locked invoice keeps them).
 */
export function correctionRefsTable(name: string, header: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: serial().primaryKey(),
      companyId: ref.company(),
      docId: integer()
        .notNull()
        .references(header, { onDelete: 'cascade' }),
      pos: integer().notNull(),
      refVDoc: text().notNull(),
      refId: integer().notNull(),
      oznaka: text().notNull(),
      broj: text().notNull(),
      datum: date({ mode: 'string' }).notNull(),
    },
    (t) => [index(`${name}_doc_idx`).on(t.docId), index(`${name}_ref_idx`).on(t.companyId, t.refVDoc, t.refId)],
  );
}

/**
 * What locked corrections took from (credit note, negative) or added to (debit note, positive) an
 * invoice's base at a rate: written by the lock, deleted by the storno. An invoice's base left at a
 * rate is its VAT-book base plus these.
 */
export const invoiceCorrection = pgTable(
  'invoice_correction',
  {
    id: serial().primaryKey(),
    companyId: ref.company(),
    /** the correction: its family, id and label */
    vDoc: text().notNull(),
    docId: integer().notNull(),
    docOznaka: text().notNull(),
    /** the invoice: its family and id */
    refVDoc: text().notNull(),
    refId: integer().notNull(),
    stopa: integer().notNull(),
    osnovica: amount(),
  },
  (t) => [index('invoice_correction_ref_idx').on(t.companyId, t.refVDoc, t.refId), index('invoice_correction_doc_idx').on(t.companyId, t.vDoc, t.docId)],
);
