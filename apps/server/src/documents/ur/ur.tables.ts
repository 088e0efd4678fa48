import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { komMain } from '../../modules/clients/clients.tables';
import { amount, headerColumns, headerIndexes, articleItemColumns, ref } from '../header-columns';

export const docUr = pgTable(
  'doc_ur',
  {
    ...headerColumns(),
    magId: ref.warehouse(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    dokBroj: text().notNull(),
    dokDatum: date({ mode: 'string' }).notNull(),
    dokDpo: date({ mode: 'string' }).notNull(),
    /** the supplier's date of supply: KUR dates input VAT by it (and the booking date) */
    datumPrometa: date({ mode: 'string' }).notNull(),
    fakVrednost: amount(),
    rabatVrednost: amount(),
    nabVrednost: amount(),
    nabPdv: amount(),
    nabIznos: amount(),
    prodVrednost: amount(),
    /** gross of the supplier's advances it deducts (doc_avr_links), hundredths */
    avansIznos: amount(),
    /** the whole gross less the advances: what we still owe */
    zaUplatu: amount(),
  },
  (t) => headerIndexes('doc_ur', t),
);

export const docUrItems = pgTable(
  'doc_ur_items',
  {
    ...articleItemColumns(),
    docId: integer()
      .notNull()
      .references(() => docUr.id, { onDelete: 'cascade' }),
    fakCena: amount(),
    rabat1: amount(),
    nabCena: amount(),
    fakVr: amount(),
    rabatVr: amount(),
    nabVr: amount(),
    pdvStopa: amount(),
    nabPdv: amount(),
    prodCena: amount(),
    prodVr: amount(),
    ruc: amount(),
  },
  (t) => [index('doc_ur_items_doc_idx').on(t.docId)],
);
