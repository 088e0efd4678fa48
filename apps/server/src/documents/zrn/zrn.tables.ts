import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ReverseChargeKind } from '@knjige/contract';
import { komMain } from '../../master/clients/clients.tables';
import { trosakMain } from '../../master/costs/costs.tables';
import { artPdv } from '../../master/reference/reference.tables';
import { osMain } from '../../master/fixed-assets/fixed-assets.tables';
import { amount, currencyColumns, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';

export const docZrn = pgTable(
  'doc_zrn',
  {
    ...headerColumns(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    dokBroj: text().notNull(),
    dokDatum: date({ mode: 'string' }).notNull(),
    dokDpo: date({ mode: 'string' }).notNull(),
    /** the supplier's date of supply: KUR dates input VAT by it (and the booking date) */
    datumPrometa: date({ mode: 'string' }).notNull(),
    trosakId: integer()
      .notNull()
      .references(() => trosakMain.id),
    osnovica: amount(),
    pdvIznos: amount(),
    iznos: amount(),
    ...currencyColumns(),
    /** the supplier is foreign (the invoice in a foreign currency): no input VAT from its invoice */
    inostrani: boolean().notNull().default(false),
    /** reverse charge: none, domestic (art. 10 para 2), foreign (art. 10 para 1 pt 3) */
    interniObracun: text({ enum: ['none', 'domestic', 'foreign'] }).$type<ReverseChargeKind>().notNull().default('none'),
    /** the base in the invoice's currency, hundredths */
    devOsnovica: amount(),
  },
  (t) => [...headerIndexes('doc_zrn', t), index('doc_zrn_trosak_idx').on(t.trosakId)],
);

export const docZrnItems = pgTable(
  'doc_zrn_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docZrn.id, { onDelete: 'cascade' }),
    pdvId: integer()
      .notNull()
      .references(() => artPdv.id),
    /** the rate when the line was saved, hundredths of a percent */
    pdvStopa: integer().notNull(),
    /** base without VAT in the invoice's currency, hundredths */
    iznos: amount(),
    /** the base in dinars at the invoice's rate */
    iznosDin: amount(),
    /** the fixed asset the line acquires, or null (a cost) */
    osId: integer().references(() => osMain.id),
  },
  (t) => [index('doc_zrn_items_doc_idx').on(t.docId)],
);
