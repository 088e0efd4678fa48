import { numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ref } from '../master/columns/header-columns';

/**
 * What each company has posted to the ledgers in each period: per ledger, the sum of the absolute
 * amounts (para, every money column) of the rows locks and stornos wrote; and the absolute
 * quantities (thousandths) of the stock and turnover ledgers. Kept by the same transaction; a
 * lock that would take one past the period volume bound is refused (docs/decisions.md#business-bounds). Numeric: data stored before the bound may sum past a bigint.
 */
export const periodVolume = pgTable(
  'period_volume',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    stock: numeric().notNull().default('0'),
    client: numeric().notNull().default('0'),
    vat: numeric().notNull().default('0'),
    account: numeric().notNull().default('0'),
    turnover: numeric().notNull().default('0'),
    quantity: numeric().notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodId] })],
);
