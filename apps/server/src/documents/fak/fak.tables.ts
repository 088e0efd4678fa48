import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { komMain } from '../../master/clients/clients.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';
import { docFis } from '../fis/fis.tables';
import { artPdv } from '../../master/reference/reference.tables';

/** Retail invoices: a buyer's invoice made of fiscal receipts. */
export const docFak = pgTable(
  'doc_fak',
  {
    ...headerColumns(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    brojNarudzbenice: text().notNull().default(''),
    brojTendera: text().notNull().default(''),
    brojUgovora: text().notNull().default(''),
    datumDospeca: date({ mode: 'string' }).notNull(),
    iznos: amount(),
    zaUplatu: amount(),
  },
  (t) => headerIndexes('doc_fak', t),
);

/** A link to a locked receipt, with the receipt's label and amounts (a locked receipt never changes), or a line of its own. */
export const docFakItems = pgTable(
  'doc_fak_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docFak.id, { onDelete: 'cascade' }),
    /** the linked receipt (`fak-mp`); null on a line of its own */
    fisId: integer().references(() => docFis.id),
    docOznaka: text().notNull(),
    docOpis: text().notNull().default(''),
    fisPlacanje: integer(),
    /** a line of its own (`fak-got`, `fak-usl`): what was sold, its VAT rate as entered */
    opis: text().notNull().default(''),
    pdvId: integer().references(() => artPdv.id),
    pdvStopa: integer(),
    /** the receipt's total, or the own line's amount with VAT */
    iznos: amount(),
    virman: amount(),
  },
  (t) => [index('doc_fak_items_doc_idx').on(t.docId), uniqueIndex('doc_fak_items_doc_fis_uq').on(t.docId, t.fisId)],
);
