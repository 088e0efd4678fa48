import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { vPromet } from '@knjige/contract';
import { taxCategories } from '@knjige/domain';
import { companies } from '../tenancy/tenancy.tables';

/**
 * The official VAT exemption reasons (SEF's list, docs/domain.md#reference-lists-and-errors), the same for every company;
 * filled by migration 0035. `kod` is what SEF reads (TaxExemptionReasonCode), `razlog*` what the
 * invoice prints (VAT law art. 42).
 */
export const vatExemptions = pgTable('vat_exemptions', {
  kod: text().primaryKey(),
  /** the SEF tax category the reason belongs to (S, AE, Z, E, O, OE, SS, R, N) */
  kategorija: text({ enum: taxCategories }).notNull(),
  /** the VAT law's article, paragraph, point and sub-point */
  clan: text().notNull(),
  stav: text().notNull(),
  tacka: text().notNull(),
  podtacka: text().notNull(),
  /** the reason in words: sr-Latn, sr-Cyrl, English */
  razlog: text().notNull(),
  razlogCyr: text().notNull(),
  razlogEn: text().notNull(),
  sort: integer().notNull(),
});

/** VAT rates; `stopa` in hundredths of a percent (2000 = 20 %). */
export const artPdv = pgTable('art_pdv', {
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  opis: text().notNull(),
  stopa: integer().notNull(),
  isDefault: boolean().notNull().default(false),
  /** for a 0 % rate: the exemption keeps the right to deduct input VAT (VAT return row 1; row 2 when not) */
  pravoOdbitka: boolean().notNull().default(true),
  /** the SEF tax category (S for a positive rate); `pravoOdbitka` follows from it */
  kategorija: text({ enum: taxCategories }).notNull().default('S'),
  /** the exemption reason the law requires for the category (vat_exemptions.kod) */
  izuzece: text().references(() => vatExemptions.kod),
});

/** The units SEF accepts (UN/ECE Rec. 20 codes), the same for every company; filled by migration 0024. */
export const sefUnits = pgTable('sef_units', {
  code: text().primaryKey(),
  /** name in sr-Latn */
  name: text().notNull(),
  /** name in sr-Cyrl */
  nameCyr: text().notNull(),
  /** name in English */
  nameEn: text().notNull(),
  /** the list's order */
  sort: integer().notNull(),
});

/** Units of measure; articles refer to them by code. Each maps to the SEF unit its e-invoices carry. */
export const units = pgTable(
  'units',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    code: text().notNull(),
    name: text().notNull(),
    sefCode: text()
      .notNull()
      .default('H87')
      .references(() => sefUnits.code),
  },
  (t) => [uniqueIndex('units_company_code_uq').on(t.companyId, t.code)],
);

export const magMain = pgTable(
  'mag_main',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    sifra: text().notNull(),
    magNaziv: text().notNull(),
    kepuMesto: text().notNull().default(''),
    vPromet: text({ enum: vPromet }).notNull(),
    mesto: text().notNull().default(''),
    opis: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    /** the warehouse's own analytic account for its goods (under 1320 or 1340), null: the scheme's */
    konto: text(),
  },
  (t) => [uniqueIndex('mag_main_company_sifra_uq').on(t.companyId, t.sifra)],
);

/** Per-company configuration as key → value (the `app-config/object` map) and its version. */
export const appConfig = pgTable(
  'app_config',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    key: text().notNull(),
    value: text().notNull(),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('app_config_company_key_uq').on(t.companyId, t.key)],
);
