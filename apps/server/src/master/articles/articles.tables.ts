import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { vArtikl } from '@knjige/contract';
import { artPdv } from '../reference/reference.tables';
import { companies } from '../tenancy/tenancy.tables';

export const artGrupa = pgTable(
  'art_grupa',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    vArtikl: text({ enum: vArtikl }).notNull(),
    grpSifra: text().notNull(),
    grpNaziv: text().notNull(),
  },
  (t) => [uniqueIndex('art_grupa_company_sifra_uq').on(t.companyId, t.grpSifra)],
);

export const artMain = pgTable(
  'art_main',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    vArtikl: text({ enum: vArtikl }).notNull(),
    grpId: integer()
      .notNull()
      .references(() => artGrupa.id),
    intSifra: text().notNull(),
    artNaziv: text().notNull(),
    barkod: text().notNull().default(''),
    meraCode: text().notNull(),
    pdvId: integer()
      .notNull()
      .references(() => artPdv.id),
  },
  (t) => [
    uniqueIndex('art_main_company_sifra_uq').on(t.companyId, t.intSifra),
    index('art_main_company_naziv_idx').on(t.companyId, t.artNaziv, t.id),
    index('art_main_grp_idx').on(t.grpId),
    // the search by a part of the name, code or barcode, within the company (pg_trgm, btree_gin; migration 0027)
    index('art_main_search_idx').using('gin', t.companyId, t.artNaziv.op('gin_trgm_ops'), t.intSifra.op('gin_trgm_ops'), t.barkod.op('gin_trgm_ops')),
  ],
);
