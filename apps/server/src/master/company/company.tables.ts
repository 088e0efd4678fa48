import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { komMain } from '../clients/clients.tables';
import { magMain } from '../reference/reference.tables';
import { companies } from '../tenancy/tenancy.tables';

export const docNapomene = pgTable(
  'doc_napomene',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    komId: integer().references(() => komMain.id, { onDelete: 'set null' }),
    vDoc: text().notNull(),
    vSubDoc: text().notNull(),
    naziv: text().notNull(),
    napomena: text().notNull().default(''),
  },
  (t) => [index('doc_napomene_company_doc_idx').on(t.companyId, t.vDoc, t.vSubDoc)],
);

export const tekuciRacuni = pgTable('tekuci_racuni', {
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  naziv: text().notNull(),
  banka: text().notNull(),
  tracun: text().notNull(),
  isDefault: boolean().notNull().default(false),
});

/** The company's foreign-currency accounts, one per currency (an export invoice prints the one of its currency). */
export const devizniRacuni = pgTable(
  'devizni_racuni',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    valuta: text().notNull(),
    iban: text().notNull(),
    bic: text().notNull(),
    banka: text().notNull(),
  },
  (t) => [uniqueIndex('devizni_racuni_company_valuta_uq').on(t.companyId, t.valuta)],
);

export const posMain = pgTable(
  'pos_main',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    naziv: text().notNull(),
    ibfm: text().notNull(),
    magId: integer()
      .notNull()
      .references(() => magMain.id),
  },
  (t) => [uniqueIndex('pos_main_company_ibfm_uq').on(t.companyId, t.ibfm)],
);
