import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { komMain } from '../../modules/clients/clients.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../header-columns';

export const docKnod = pgTable(
  'doc_knod',
  {
    ...headerColumns(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    osnov: text().notNull(),
    /** the credited invoice's model-97 reference ('' for a free-text basis) */
    poziv: text().notNull().default(''),
    iznos: amount(),
  },
  (t) => headerIndexes('doc_knod', t),
);

/** A credit note has no lines; the table exists because every family has one (it stays empty). */
export const docKnodItems = pgTable(
  'doc_knod_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docKnod.id, { onDelete: 'cascade' }),
  },
  (t) => [index('doc_knod_items_doc_idx').on(t.docId)],
);
