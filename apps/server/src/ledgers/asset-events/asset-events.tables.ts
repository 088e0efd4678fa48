import { bigint, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../../master/tenancy/tenancy.tables';
import { osMain } from '../../master/fixed-assets/fixed-assets.tables';

/** What took an asset off the books: a write-off (rashod) or a sale through a sales invoice line. */
export const assetEventKinds = ['rashod', 'prodaja'] as const;

/**
 * An asset leaving the books, with the figures it left with (its history, and what the journal
 * entry posted): cost, accumulated depreciation, the price of a sale and the gain (+) or loss (−).
 * A sale's row names its invoice and turns `storno` with the invoice's storno.
 */
export const osPromena = pgTable(
  'os_promena',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    osId: integer()
      .notNull()
      .references(() => osMain.id),
    vrsta: text({ enum: assetEventKinds }).notNull(),
    datum: date({ mode: 'string' }).notNull(),
    periodId: integer().notNull(),
    /** the document that took it off: the sales invoice (`prod`), or the write-off itself (`os`, this row's id) */
    vDoc: text().notNull(),
    docId: integer().notNull(),
    /** cost at the day, hundredths */
    nabavnaVrednost: bigint({ mode: 'number' }).notNull(),
    /** accumulated depreciation at the day, hundredths */
    ispravka: bigint({ mode: 'number' }).notNull(),
    /** the sale price without VAT (0 for a write-off), hundredths */
    cena: bigint({ mode: 'number' }).notNull().default(0),
    /** price less net value: a gain (+, 670) or a loss (−, 570), hundredths */
    rezultat: bigint({ mode: 'number' }).notNull(),
    napomena: text().notNull().default(''),
    status: text({ enum: ['posted', 'storno'] }).notNull().default('posted'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('os_promena_os_idx').on(t.companyId, t.osId), index('os_promena_doc_idx').on(t.companyId, t.vDoc, t.docId)],
);
