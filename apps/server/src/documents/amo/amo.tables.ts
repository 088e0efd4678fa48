import { date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { osMain } from '../../master/fixed-assets/fixed-assets.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';

/** Depreciation (obračun amortizacije): the months it covers and its total. */
export const docAmo = pgTable(
  'doc_amo',
  {
    ...headerColumns(),
    /** the month 1–12 of the date's year; null: the whole year */
    mesec: smallint(),
    /** the first day of the first and of the last month covered */
    mesecOd: date({ mode: 'string' }).notNull(),
    mesecDo: date({ mode: 'string' }).notNull(),
    iznos: amount(),
    brojSredstava: integer().notNull().default(0),
  },
  (t) => [...headerIndexes('doc_amo', t), index('doc_amo_months_idx').on(t.companyId, t.mesecOd, t.mesecDo)],
);

/** One asset's depreciation of the document's months, with the accounts it posts to. */
export const docAmoItems = pgTable(
  'doc_amo_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docAmo.id, { onDelete: 'cascade' }),
    osId: integer()
      .notNull()
      .references(() => osMain.id),
    /** the asset's account and accumulated-depreciation account when computed */
    konto: text().notNull(),
    kontoIspravke: text().notNull(),
    nabavnaVrednost: amount(),
    /** accumulated depreciation before this line */
    ispravkaPre: amount(),
    meseci: smallint().notNull(),
    iznos: amount(),
  },
  (t) => [index('doc_amo_items_doc_idx').on(t.docId), index('doc_amo_items_os_idx').on(t.osId)],
);
