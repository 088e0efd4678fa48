import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { payOrderKinds } from '@knjige/contract';
import { komMain } from '../../master/clients/clients.tables';
import { tekuciRacuni } from '../../master/company/company.tables';
import { trosakMain } from '../../master/costs/costs.tables';
import { currencies } from '../../master/currency/currency.tables';
import { magMain } from '../../master/reference/reference.tables';
import { amount, headerColumns, headerIndexes, itemColumns } from '../../master/columns/header-columns';

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
    /** a client's payment in a foreign currency: the currency (null: dinars) */
    valuta: text().references(() => currencies.code),
    /** its amount in that currency, hundredths; `uplata`/`isplata` is it in dinars at `kurs` */
    iznosDev: bigint({ mode: 'number' }),
    /** the middle rate of the statement's date (or the one typed), millionths of a dinar per unit */
    kurs: bigint({ mode: 'number' }),
  },
  (t) => [index('doc_trn_items_doc_idx').on(t.docId)],
);
