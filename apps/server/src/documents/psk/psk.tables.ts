import { date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { komMain } from '../../modules/clients/clients.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../header-columns';

export const docPsk = pgTable(
  'doc_psk',
  {
    ...headerColumns(),
    duguje: amount(),
    potrazuje: amount(),
  },
  (t) => headerIndexes('doc_psk', t),
);

export const docPskItems = pgTable(
  'doc_psk_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docPsk.id, { onDelete: 'cascade' }),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    duguje: amount(),
    potrazuje: amount(),
    /** when the opening amount falls due; the document's date when empty */
    dueDate: date({ mode: 'string' }),
  },
  (t) => [index('doc_psk_items_doc_idx').on(t.docId)],
);
