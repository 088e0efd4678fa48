import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { payOrderKinds } from '@knjige/contract';
import { komMain } from '../../modules/clients/clients.tables';
import { tekuciRacuni } from '../../modules/company/company.tables';
import { trosakMain } from '../../modules/costs/costs.tables';
import { magMain } from '../../modules/reference/reference.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../header-columns';

/** A bank statement or other payment traffic of one current account. */
export const docTrn = pgTable(
  'doc_trn',
  {
    ...headerColumns(),
    trnId: integer()
      .notNull()
      .references(() => tekuciRacuni.id),
    uplata: amount(),
    isplata: amount(),
  },
  (t) => [...headerIndexes('doc_trn', t), index('doc_trn_account_idx').on(t.companyId, t.trnId)],
);

/** One payment order: its kind says which of client, shop and cost item it names. */
export const docTrnItems = pgTable(
  'doc_trn_items',
  {
    ...itemColumns(),
    docId: integer()
      .notNull()
      .references(() => docTrn.id, { onDelete: 'cascade' }),
    vNalog: text({ enum: payOrderKinds }).notNull(),
    komId: integer().references(() => komMain.id),
    magId: integer().references(() => magMain.id),
    trosakId: integer().references(() => trosakMain.id),
    opis: text().notNull().default(''),
    uplata: amount(),
    isplata: amount(),
    poziv: text().notNull().default(''),
    partnerNaziv: text().notNull().default(''),
    partnerRacun: text().notNull().default(''),
  },
  (t) => [index('doc_trn_items_doc_idx').on(t.docId)],
);
