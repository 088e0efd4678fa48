import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { vKom } from '@knjige/contract';
import { komMesto } from '../places/places.tables';
import { companies } from '../tenancy/tenancy.tables';

export const komMain = pgTable(
  'kom_main',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    vKom: text({ enum: vKom }).notNull(),
    sifra: text().notNull(),
    intNaziv: text().notNull(),
    naziv: text().notNull(),
    mestoId: integer().references(() => komMesto.id),
    postcode: text().notNull(),
    mesto: text().notNull(),
    gln: text().notNull().default(''),
    adresa: text().notNull(),
    telefon: text().notNull().default(''),
    mobilni: text().notNull().default(''),
    maticniBroj: text().notNull().default(''),
    pib: text().notNull().default(''),
    jmbg: text().notNull().default(''),
    sifraDelatnosti: text().notNull().default(''),
    isKupac: boolean().notNull().default(false),
    isDobavljac: boolean().notNull().default(false),
    jbkjs: text().notNull().default(''),
    isPdvObveznik: boolean().notNull().default(false),
    pdvBroj: text().notNull().default(''),
    isJP: boolean('is_jp').notNull().default(false),
    web: text().notNull().default(''),
    email: text().notNull().default(''),
    /** ISO 3166-1 alpha-2; RS a client in Serbia (the PIB checked, reached through SEF) */
    drzava: text().notNull().default('RS'),
    /** a client abroad: its VAT number */
    inoPdvBroj: text().notNull().default(''),
    /** payment term in days: a new sales invoice falls due this many days after its date */
    rokPlacanjaDana: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('kom_main_company_sifra_uq').on(t.companyId, t.sifra),
    index('kom_main_company_naziv_idx').on(t.companyId, t.intNaziv),
    // the search by a part of the name, tax id or code, within the company (pg_trgm, btree_gin; migration 0027)
    index('kom_main_search_idx').using('gin', t.companyId, t.intNaziv.op('gin_trgm_ops'), t.pib.op('gin_trgm_ops'), t.sifra.op('gin_trgm_ops')),
  ],
);

export const komKontakt = pgTable(
  'kom_kontakt',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    komId: integer()
      .notNull()
      .references(() => komMain.id, { onDelete: 'cascade' }),
    ime: text().notNull(),
    telefon: text().notNull().default(''),
    mobilni: text().notNull().default(''),
    email: text().notNull().default(''),
    napomena: text().notNull().default(''),
  },
  (t) => [index('kom_kontakt_kom_idx').on(t.komId)],
);

export const komTracun = pgTable(
  'kom_tracun',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    komId: integer()
      .notNull()
      .references(() => komMain.id, { onDelete: 'cascade' }),
    tracun: text().notNull(),
    banka: text().notNull(),
    isDefault: boolean().notNull().default(false),
  },
  (t) => [index('kom_tracun_kom_idx').on(t.komId)],
);
