import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { magMain } from '../../master/reference/reference.tables';
import { amount, headerColumns, headerIndexes, articleItemColumns, ref } from '../../master/columns/header-columns';

export const docInt = pgTable(
  'doc_int',
  {
    ...headerColumns(),
    magOutId: ref.warehouse(),
    magInId: integer().references(() => magMain.id),
    outVrednost: amount(),
    inVrednost: amount(),
  },
  (t) => headerIndexes('doc_int', t),
);

export const docIntItems = pgTable(
  'doc_int_items',
  {
    ...articleItemColumns(),
    docId: integer()
      .notNull()
      .references(() => docInt.id, { onDelete: 'cascade' }),
    outCena: amount(),
    inCena: amount(),
    outVr: amount(),
    inVr: amount(),
  },
  (t) => [index('doc_int_items_doc_idx').on(t.docId)],
);
