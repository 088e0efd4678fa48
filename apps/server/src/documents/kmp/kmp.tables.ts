import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { komMain } from '../../master/clients/clients.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';

/** Offset (kompenzacija): the partner and the amount set off. */
export const docKmp = pgTable(
  'doc_kmp',
  {
    ...headerColumns(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    iznos: amount(),
    /** what the named receivable items had open when named */
    otvorenoKupac: amount(),
    /** what the named payable items had open when named */
    otvorenoDobavljac: amount(),
  },
  (t) => headerIndexes('doc_kmp', t),
);

/** An open item an offset names: the invoice it is open on, as it was when named. */
export const docKmpItems = pgTable(
  'doc_kmp_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docKmp.id, { onDelete: 'cascade' }),
    dokVDoc: text().notNull(),
    dokId: integer().notNull(),
    dokOznaka: text().notNull().default(''),
    /** receivable (he owes us) or payable (we owe him) */
    smer: text({ enum: ['receivable', 'payable'] }).notNull(),
    /** the payment reference the open item is printed with: the offset's closer quotes it */
    poziv: text().notNull().default(''),
    dokDatum: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    iznos: amount(),
    otvoreno: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('doc_kmp_items_doc_idx').on(t.docId)],
);
