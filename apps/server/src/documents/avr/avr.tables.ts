import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { komMain } from '../../master/clients/clients.tables';
import { artPdv } from '../../master/reference/reference.tables';
import { amount, headerColumns, headerIndexes, itemColumns, ref } from '../../master/columns/header-columns';
import { docTrnItems } from '../trn/trn.tables';
import { docProd } from '../prod/prod.tables';
import { docUr } from '../ur/ur.tables';

/** Advance invoice: the client, the bank line that carried the money, the gross per rate and what final invoices used. */
export const docAvr = pgTable(
  'doc_avr',
  {
    ...headerColumns(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    /** the supplier's advance invoice number (avr-primljeni) */
    dokBroj: text().notNull().default(''),
    /** the basis: a contract, offer or pro-forma number */
    osnov: text().notNull().default(''),
    trnItemId: integer().references(() => docTrnItems.id),
    osnovica: amount(),
    pdvIznos: amount(),
    iznos: amount(),
    /** gross used by locked final invoices (their lock adds, their storno takes off) */
    iskorisceno: amount(),
  },
  (t) => [...headerIndexes('doc_avr', t)],
);

export const docAvrItems = pgTable(
  'doc_avr_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docAvr.id, { onDelete: 'cascade' }),
    pdvId: integer()
      .notNull()
      .references(() => artPdv.id),
    /** the rate when the line was saved, hundredths of a percent */
    pdvStopa: integer().notNull(),
    /** the gross advance at this rate (VAT included), hundredths */
    iznos: amount(),
  },
  (t) => [index('doc_avr_items_doc_idx').on(t.docId)],
);

/**
 * Which final invoice deducts how much gross of which advance: a sales invoice (`prodId`) or an
 * incoming invoice (`urId`), one of the two; a deleted draft takes its rows with it.
 */
export const docAvrLinks = pgTable(
  'doc_avr_links',
  {
    id: serial().primaryKey(),
    companyId: ref.company(),
    prodId: integer().references(() => docProd.id, { onDelete: 'cascade' }),
    urId: integer().references(() => docUr.id, { onDelete: 'cascade' }),
    avrId: integer()
      .notNull()
      .references(() => docAvr.id),
    iznos: amount(),
  },
  (t) => [
    index('doc_avr_links_prod_idx').on(t.prodId),
    index('doc_avr_links_ur_idx').on(t.urId),
    index('doc_avr_links_avr_idx').on(t.avrId),
    check('doc_avr_links_one_invoice', sql`num_nonnulls(${t.prodId}, ${t.urId}) = 1`),
  ],
);
