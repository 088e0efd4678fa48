import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { amount, headerColumns, headerIndexes, articleItemColumns, ref } from '../../master/columns/header-columns';

export const docNiv = pgTable(
  'doc_niv',
  {
    ...headerColumns(),
    magId: ref.warehouse(),
    vrednostPre: amount(),
    vrednostPosle: amount(),
  },
  (t) => headerIndexes('doc_niv', t),
);

export const docNivItems = pgTable(
  'doc_niv_items',
  {
    ...articleItemColumns(),
    docId: integer()
      .notNull()
      .references(() => docNiv.id, { onDelete: 'cascade' }),
    cenaPre: amount(),
    cenaPosle: amount(),
    vrPre: amount(),
    vrPosle: amount(),
  },
  (t) => [index('doc_niv_items_doc_idx').on(t.docId)],
);
