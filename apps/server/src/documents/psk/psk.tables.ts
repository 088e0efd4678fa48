import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { periods } from '../../master/tenancy/tenancy.tables';
import { komMain } from '../../master/clients/clients.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';

export const docPsk = pgTable(
  'doc_psk',
  {
    ...headerColumns(),
    duguje: amount(),
    potrazuje: amount(),
    /** the period whose open items this draft carries forward (the year-end carry-forward replaces its own drafts) */
    carriedFrom: integer().references(() => periods.id),
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
    /** the label of the document the amount is open on (an item carried from last year); the open item keeps it and its payment reference */
    dokOznaka: text().notNull().default(''),
  },
  (t) => [index('doc_psk_items_doc_idx').on(t.docId)],
);
