import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { komMain } from '../master/clients/clients.tables';
import { magMain } from '../master/reference/reference.tables';
import { ref } from '../master/columns/header-columns';

const signed = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * Realised turnover: one row per sold line, written by lock, negated by storno (kind `storno`).
 * The cost is the stock ledger's: the line's out-row (`stockRowId`) as booked, copied here at
 * lock (`nabIznos`), plus the re-costing rows that point at that out-row later.
 */
export const turnoverLedger = pgTable(
  'turnover_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    /** the turnover type the report is asked for (vp, mp, usluga) */
    vPromet: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    docOznaka: text().notNull().default(''),
    docOpis: text().notNull().default(''),
    reversal: boolean().notNull().default(false),
    kind: text({ enum: ['post', 'storno'] }).notNull(),
    lineId: integer().notNull(),
    magId: integer().references(() => magMain.id),
    komId: integer().references(() => komMain.id),
    artId: ref.article(),
    /** signed thousandths */
    kolicina: signed(),
    stopa: integer().notNull(),
    osnovica: signed(),
    pdvIznos: signed(),
    iznos: signed(),
    /** the purchase value of the goods as booked at lock (positive for a sale); 0 for services */
    nabIznos: signed(),
    /** the stock ledger's out-row of the line (null for services) */
    stockRowId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('turnover_ledger_report_idx').on(t.companyId, t.vPromet, t.datum, t.id),
    index('turnover_ledger_doc_idx').on(t.vDoc, t.docId),
    index('turnover_ledger_stock_row_idx').on(t.stockRowId),
  ],
);

/**
 * The turnover ledger summed per company, turnover type and day, kept in the same transaction as
 * every lock and storno, so a year's totals read at most 366 rows (the re-costing is added from
 * the stock ledger's few correction rows).
 */
export const turnoverDaily = pgTable(
  'turnover_daily',
  {
    companyId: ref.company(),
    vPromet: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    /** lines (a storno takes its lines off) */
    count: integer().notNull().default(0),
    osnovica: signed(),
    pdvIznos: signed(),
    iznos: signed(),
    nabIznos: signed(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.vPromet, t.datum] })],
);
