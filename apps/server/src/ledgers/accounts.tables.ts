import { bigint, bigserial, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payOrderKinds } from '@knjige/contract';
import { komMain } from '../master/clients/clients.tables';
import { tekuciRacuni } from '../master/company/company.tables';
import { trosakMain } from '../master/costs/costs.tables';
import { magMain } from '../master/reference/reference.tables';
import { ref } from '../master/columns/header-columns';

const signed = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * The current-account ledger: one row per payment order of a locked statement (kind `post`),
 * negated by its storno (kind `storno`, `reversal`). Never updated, never deleted. The trade
 * book reads the `pazar` rows (a shop's takings deposited) by `magId`.
 */
export const accountLedger = pgTable(
  'account_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    trnId: integer()
      .notNull()
      .references(() => tekuciRacuni.id),
    datum: date({ mode: 'string' }).notNull(),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    docOznaka: text().notNull().default(''),
    docOpis: text().notNull().default(''),
    reversal: boolean().notNull().default(false),
    kind: text({ enum: ['post', 'storno'] }).notNull(),
    lineId: integer(),
    orderKind: text({ enum: payOrderKinds }).notNull(),
    komId: integer().references(() => komMain.id),
    magId: integer().references(() => magMain.id),
    trosakId: integer().references(() => trosakMain.id),
    opis: text().notNull().default(''),
    /** signed hundredths in and out of the account */
    uplata: signed(),
    isplata: signed(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_ledger_history_idx').on(t.companyId, t.periodId, t.trnId, t.datum, t.id),
    index('account_ledger_doc_idx').on(t.vDoc, t.docId),
    index('account_ledger_shop_idx').on(t.companyId, t.magId, t.datum),
  ],
);
