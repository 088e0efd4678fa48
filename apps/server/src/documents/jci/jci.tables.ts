import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { komMain } from '../../master/clients/clients.tables';
import { artPdv } from '../../master/reference/reference.tables';
import { docUr } from '../ur/ur.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';

/** The customs declaration (JCI) of an import: its date is the customs date. */
export const docJci = pgTable(
  'doc_jci',
  {
    ...headerColumns(),
    /** the import (a locked incoming invoice of a foreign supplier) it belongs to */
    urId: integer()
      .notNull()
      .references(() => docUr.id),
    /** the import's supplier, taken from it on save: the KUR row's partner */
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    /** the declaration's customs number */
    dokBroj: text().notNull(),
    /** the import VAT base of all lines, hundredths */
    osnovica: amount(),
    /** the VAT paid to customs, hundredths */
    pdvIznos: amount(),
  },
  (t) => [...headerIndexes('doc_jci', t), index('doc_jci_ur_idx').on(t.urId)],
);

export const docJciItems = pgTable(
  'doc_jci_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docJci.id, { onDelete: 'cascade' }),
    pdvId: integer()
      .notNull()
      .references(() => artPdv.id),
    /** the rate when the line was saved, hundredths of a percent */
    pdvStopa: integer().notNull(),
    /** the customs base (value + duty + costs in the base), dinars, hundredths */
    iznos: amount(),
  },
  (t) => [index('doc_jci_items_doc_idx').on(t.docId)],
);
