import { bigint, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { fixedAssetStatuses } from '@knjige/contract';
import { komMain } from '../clients/clients.tables';
import { companies } from '../tenancy/tenancy.tables';

/**
 * The fixed-asset register (osnovna sredstva): one row per asset, its accounts, tax group, cost,
 * useful life and the opening accumulated depreciation of an asset taken over from earlier books.
 * What depreciation has been booked since lives in the depreciation documents' lines.
 */
export const osMain = pgTable(
  'os_main',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** inventory number, unique in the company */
    invBroj: text().notNull(),
    naziv: text().notNull(),
    /** the asset's account (01x/02x) */
    konto: text().notNull(),
    /** its accumulated-depreciation account (019x/029x) */
    kontoIspravke: text().notNull(),
    /** tax depreciation group 1–5 (I–V) */
    poreskaGrupa: smallint().notNull(),
    datumNabavke: date({ mode: 'string' }).notNull(),
    /** acquisition cost, hundredths */
    nabavnaVrednost: bigint({ mode: 'number' }).notNull(),
    /** put into use; null: not yet (no depreciation) */
    datumUpotrebe: date({ mode: 'string' }),
    /** useful life in months, or null when `stopa` is given */
    vekMeseci: integer(),
    /** annual rate in hundredths of a percent, or null when `vekMeseci` is given */
    stopa: integer(),
    lokacija: text().notNull().default(''),
    odgovornoLice: text().notNull().default(''),
    /** the supplier */
    komId: integer().references(() => komMain.id),
    /** the document it came with, as typed */
    izvorDokument: text().notNull().default(''),
    /** the document that acquired it (family code and id), when a document did */
    izvorVDoc: text(),
    izvorDocId: integer(),
    status: text({ enum: fixedAssetStatuses }).notNull().default('in_use'),
    /** written off or sold on */
    datumOtpisa: date({ mode: 'string' }),
    /** the date of the opening figures and the accumulated depreciation at that date */
    otvaranjeDatum: date({ mode: 'string' }),
    otvaranjeIspravka: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('os_main_inv_broj_uq').on(t.companyId, t.invBroj),
    index('os_main_konto_idx').on(t.companyId, t.konto),
    check('os_main_poreska_grupa_ck', sql`${t.poreskaGrupa} between 1 and 5`),
    check('os_main_amounts_ck', sql`${t.nabavnaVrednost} >= 0 and ${t.otvaranjeIspravka} between 0 and ${t.nabavnaVrednost}`),
  ],
);
