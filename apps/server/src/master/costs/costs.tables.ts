import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies } from '../tenancy/tenancy.tables';

export const trosakGrupa = pgTable('trosak_grupa', {
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  naziv: text().notNull(),
  opis: text().notNull().default(''),
});

export const trosakMain = pgTable(
  'trosak_main',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    grpId: integer()
      .notNull()
      .references(() => trosakGrupa.id),
    naziv: text().notNull(),
    opis: text().notNull().default(''),
    /** the account an expense invoice of this cost posts it to; null: the posting scheme's */
    konto: text(),
  },
  (t) => [index('trosak_main_grp_idx').on(t.grpId)],
);
