import { index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { emptyKomMemo, type KomMemo } from '@knjige/contract';
import { headerIndexes } from '../../master/columns/header-columns';
import { docProd, saleHeaderColumns, saleItemColumns } from '../prod/prod.tables';

export const docPrn = pgTable(
  'doc_prn',
  {
    ...saleHeaderColumns(),
    /** the five free lines about the buyer, kept as the spec sends them */
    komMemo: jsonb().$type<KomMemo>().notNull().default(emptyKomMemo),
    /** the sales invoice made from this pro-forma */
    prodId: integer().references(() => docProd.id, { onDelete: 'set null' }),
  },
  (t) => headerIndexes('doc_prn', t),
);

export const docPrnItems = pgTable(
  'doc_prn_items',
  {
    ...saleItemColumns(),
    docId: integer()
      .notNull()
      .references(() => docPrn.id, { onDelete: 'cascade' }),
  },
  (t) => [index('doc_prn_items_doc_idx').on(t.docId)],
);
