import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { posMain } from '../../master/company/company.tables';
import { amount, articleItemColumns, headerColumns, headerIndexes, ref } from '../../master/columns/header-columns';

/** Fiscal receipts: `fisBi` is unique per register; `fakId` is the locked retail invoice that holds it. */
export const docFis = pgTable(
  'doc_fis',
  {
    ...headerColumns(),
    posId: integer()
      .notNull()
      .references(() => posMain.id),
    /** the register's warehouse, taken from the register on save */
    magId: ref.warehouse(),
    fisBi: text().notNull(),
    fisRbroj: text().notNull().default(''),
    fisPlacanje: integer().notNull().default(1),
    cekovi: amount(),
    kartica: amount(),
    virman: amount(),
    gotovina: amount(),
    osnovica: amount(),
    pdvIznos: amount(),
    iznos: amount(),
    fakId: integer(),
  },
  (t) => [...headerIndexes('doc_fis', t), uniqueIndex('doc_fis_pos_bi_uq').on(t.posId, t.fisBi), index('doc_fis_fak_idx').on(t.companyId, t.fakId)],
);

export const docFisItems = pgTable(
  'doc_fis_items',
  {
    ...articleItemColumns(),
    docId: integer()
      .notNull()
      .references(() => docFis.id, { onDelete: 'cascade' }),
    /** retail price with VAT */
    prodCena: amount(),
    pdvStopa: integer().notNull(),
    iznos: amount(),
  },
  (t) => [index('doc_fis_items_doc_idx').on(t.docId)],
);
