import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies } from '../tenancy/tenancy.tables';

/** A cash desk (blagajna) of a company: its currency and the account its cash is kept on. */
export const blagajne = pgTable(
  'blagajne',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    naziv: text().notNull(),
    /** the currency it keeps (RSD: dinars) */
    valuta: text().notNull().default('RSD'),
    /** its general-ledger account (243 for dinars, 246 for a foreign currency, or an analytic under them) */
    konto: text().notNull(),
  },
  (t) => [index('blagajne_company_idx').on(t.companyId)],
);
