import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cashLineKinds } from '@knjige/contract';
import { komMain } from '../../master/clients/clients.tables';
import { blagajne } from '../../master/cash-desks/cash-desks.tables';
import { trosakMain } from '../../master/costs/costs.tables';
import { magMain } from '../../master/reference/reference.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';

/** A cash desk order: a receipt (uplatnica) or a payment (isplatnica) of one desk. */
export const docBlg = pgTable(
  'doc_blg',
  {
    ...headerColumns(),
    kasaId: integer()
      .notNull()
      .references(() => blagajne.id),
    /** the sum of its lines */
    iznos: amount(),
  },
  (t) => [...headerIndexes('doc_blg', t), index('doc_blg_desk_idx').on(t.companyId, t.kasaId)],
);

/** A line of a cash order: its kind says which of partner, shop and cost item it names. */
export const docBlgItems = pgTable(
  'doc_blg_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docBlg.id, { onDelete: 'cascade' }),
    vrsta: text({ enum: cashLineKinds }).notNull(),
    komId: integer().references(() => komMain.id),
    magId: integer().references(() => magMain.id),
    trosakId: integer().references(() => trosakMain.id),
    opis: text().notNull().default(''),
    iznos: amount(),
    poziv: text().notNull().default(''),
  },
  (t) => [index('doc_blg_items_doc_idx').on(t.docId)],
);
