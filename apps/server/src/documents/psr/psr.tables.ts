import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { periods } from '../../master/tenancy/tenancy.tables';
import { amount, headerColumns, headerIndexes, articleItemColumns, ref } from '../../master/columns/header-columns';

export const docPsr = pgTable(
  'doc_psr',
  {
    ...headerColumns(),
    magId: ref.warehouse(),
    nabVrednost: amount(),
    prodVrednost: amount(),
    /** the period whose closing stock this draft carries forward (the year-end carry-forward replaces its own drafts) */
    carriedFrom: integer().references(() => periods.id),
  },
  (t) => headerIndexes('doc_psr', t),
);

export const docPsrItems = pgTable(
  'doc_psr_items',
  {
    ...articleItemColumns(),
    docId: integer()
      .notNull()
      .references(() => docPsr.id, { onDelete: 'cascade' }),
    nabCena: amount(),
    prodCena: amount(),
    nabVr: amount(),
    prodVr: amount(),
  },
  (t) => [index('doc_psr_items_doc_idx').on(t.docId)],
);
