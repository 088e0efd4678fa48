import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DependentCost, ReverseChargeKind } from '@knjige/contract';
import { komMain } from '../../master/clients/clients.tables';
import { amount, currencyColumns, headerColumns, headerIndexes, articleItemColumns, ref } from '../../master/columns/header-columns';

export const docUr = pgTable(
  'doc_ur',
  {
    ...headerColumns(),
    magId: ref.warehouse(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    dokBroj: text().notNull(),
    dokDatum: date({ mode: 'string' }).notNull(),
    dokDpo: date({ mode: 'string' }).notNull(),
    /** the supplier's date of supply: KUR dates input VAT by it (and the booking date) */
    datumPrometa: date({ mode: 'string' }).notNull(),
    fakVrednost: amount(),
    rabatVrednost: amount(),
    nabVrednost: amount(),
    nabPdv: amount(),
    nabIznos: amount(),
    prodVrednost: amount(),
    /** gross of the supplier's advances it deducts (doc_avr_links), hundredths */
    avansIznos: amount(),
    /** the whole gross less the advances: what we still owe */
    zaUplatu: amount(),
    ...currencyColumns(),
    /** the supplier is foreign (the invoice in a foreign currency): no input VAT from its invoice (docs/decisions.md#foreign-currency) */
    inostrani: boolean().notNull().default(false),
    /** reverse charge: none, domestic (art. 10 para 2), foreign (art. 10 para 1 pt 3) */
    interniObracun: text({ enum: ['none', 'domestic', 'foreign'] }).$type<ReverseChargeKind>().notNull().default('none'),
    /** the invoice's value less discounts in its currency, hundredths */
    devVrednost: amount(),
    /** dependent costs in dinars (the sum of `troskovi`), part of the purchase value */
    zavisniTr: amount(),
    /** the dependent cost lines, each resolved on save (rate and VAT of a service supplier's invoice) */
    troskovi: jsonb().$type<DependentCost[]>().notNull().default([]),
  },
  (t) => headerIndexes('doc_ur', t),
);

export const docUrItems = pgTable(
  'doc_ur_items',
  {
    ...articleItemColumns(),
    docId: integer()
      .notNull()
      .references(() => docUr.id, { onDelete: 'cascade' }),
    /** invoice price in the invoice's currency */
    fakCena: amount(),
    rabat1: amount(),
    /** the line's value less the discount in the invoice's currency */
    devVr: amount(),
    nabCena: amount(),
    fakVr: amount(),
    rabatVr: amount(),
    nabVr: amount(),
    pdvStopa: amount(),
    nabPdv: amount(),
    prodCena: amount(),
    prodVr: amount(),
    ruc: amount(),
  },
  (t) => [index('doc_ur_items_doc_idx').on(t.docId)],
);
