import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { komMain } from '../../master/clients/clients.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';

/** A manual journal entry (nalog za knjiženje): what no document carries, posted by its lock. */
export const docNal = pgTable(
  'doc_nal',
  {
    ...headerColumns(),
    /** the lines' totals, hundredths */
    duguje: amount(),
    potrazuje: amount(),
  },
  (t) => [...headerIndexes('doc_nal', t)],
);

export const docNalItems = pgTable(
  'doc_nal_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docNal.id, { onDelete: 'cascade' }),
    konto: text().notNull(),
    komId: integer().references(() => komMain.id),
    /** hundredths */
    duguje: amount(),
    potrazuje: amount(),
    opis: text().notNull().default(''),
  },
  (t) => [index('doc_nal_items_doc_idx').on(t.docId)],
);
