import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../tenancy/tenancy.tables';

export const komMesto = pgTable(
  'kom_mesto',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    postcode: text().notNull(),
    naziv: text().notNull(),
    opstina: text().notNull(),
    drzava: text().notNull(),
  },
  (t) => [uniqueIndex('kom_mesto_company_postcode_naziv_uq').on(t.companyId, t.postcode, t.naziv)],
);
