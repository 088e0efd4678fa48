import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { komMain } from '../modules/clients/clients.tables';
import { ref } from '../documents/header-columns';

const signed = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * What every ledger row says about its document, so that no report reads a document table: its
 * label and description as they were at lock, and whether a reversal booked the row (the
 * negation, and on the stock ledger the re-costing the reversal causes).
 */
const documentColumns = () => ({
  vDoc: text().notNull(),
  docId: integer().notNull(),
  docOznaka: text().notNull().default(''),
  docOpis: text().notNull().default(''),
  reversal: boolean().notNull().default(false),
});

/**
 * The stock ledger: one row per movement, written by lock, negated by storno, corrected by
 * re-costing (kind `recost`, pointing at the row it corrects). Never updated, never deleted.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    magId: ref.warehouse(),
    artId: ref.article(),
    datum: date({ mode: 'string' }).notNull(),
    ...documentColumns(),
    /** the partner of the movement (an incoming invoice's supplier) */
    komId: integer().references(() => komMain.id),
    lineId: integer(),
    /** post (a locked line), storno (its negation), recost (a later cost correction), reprice (price change on stock on hand) */
    kind: text({ enum: ['post', 'storno', 'recost', 'reprice'] }).notNull(),
    /** in, out, or none (value-only rows) */
    direction: text({ enum: ['in', 'out', 'none'] }).notNull(),
    /** signed thousandths */
    kolicina: signed(),
    /** signed purchase value, hundredths */
    nabVrednost: signed(),
    /** signed sale value, hundredths (retail: with VAT) */
    prodVrednost: signed(),
    /** the purchase price of a purchase row (last purchase price), hundredths */
    nabCena: bigint({ mode: 'number' }),
    /** the sale price this row sets for the warehouse, hundredths */
    prodCena: bigint({ mode: 'number' }),
    /** the row a recost corrects, or the out-row whose cost an in-row of a transfer carries */
    refId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_ledger_history_idx').on(t.companyId, t.periodId, t.magId, t.artId, t.datum, t.id),
    index('stock_ledger_doc_idx').on(t.vDoc, t.docId),
    index('stock_ledger_ref_idx').on(t.refId),
    /** the re-costing rows of a date range (the realised-turnover totals follow them) */
    index('stock_ledger_recost_idx').on(t.companyId, t.datum).where(sql`kind = 'recost'`),
  ],
);

/**
 * Stock per period, warehouse and article: the running sums of the ledger, kept in the same
 * transaction as every posting so the stock report does not grow slower with history.
 */
export const stockBalance = pgTable(
  'stock_balance',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    magId: ref.warehouse(),
    artId: ref.article(),
    ulaz: signed(),
    izlaz: signed(),
    stanje: signed(),
    nabVrednost: signed(),
    prodVrednost: signed(),
    znCena: signed(),
    kepuCena: signed(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.periodId, t.magId, t.artId] }),
    index('stock_balance_art_idx').on(t.companyId, t.periodId, t.artId),
  ],
);

/** Client balances: duguje / potražuje per client, invoice side or payment side. */
export const clientLedger = pgTable(
  'client_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    datum: date({ mode: 'string' }).notNull(),
    /** the day the amount falls due (an incoming invoice's payment date; otherwise the document date) */
    dueDate: date({ mode: 'string' }).notNull(),
    ...documentColumns(),
    kind: text({ enum: ['post', 'storno'] }).notNull(),
    side: text({ enum: ['invoice', 'payment'] }).notNull(),
    duguje: signed(),
    potrazuje: signed(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_ledger_kom_idx').on(t.companyId, t.periodId, t.komId, t.datum), index('client_ledger_doc_idx').on(t.vDoc, t.docId)],
);

/** VAT book rows: KIR (output) and KUR (input), base and VAT per rate. */
export const vatBook = pgTable(
  'vat_book',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    book: text({ enum: ['kir', 'kur'] }).notNull(),
    datum: date({ mode: 'string' }).notNull(),
    ...documentColumns(),
    komId: integer().references(() => komMain.id),
    dokBroj: text().notNull().default(''),
    dokDatum: date({ mode: 'string' }),
    kind: text({ enum: ['post', 'storno'] }).notNull(),
    /** hundredths of a percent */
    stopa: integer().notNull(),
    osnovica: signed(),
    pdvIznos: signed(),
    deductible: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vat_book_period_idx').on(t.companyId, t.book, t.datum), index('vat_book_doc_idx').on(t.vDoc, t.docId)],
);
