import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { komMain } from '../master/clients/clients.tables';
import { ref } from '../master/columns/header-columns';

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
    /** the date of the pair's latest counting ledger row: a lock whose rows all come later starts from this balance */
    lastDatum: date({ mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.periodId, t.magId, t.artId] }),
    index('stock_balance_art_idx').on(t.companyId, t.periodId, t.artId),
  ],
);

/**
 * The stock balances summed per period, warehouse and sign of the stock (−1, 0, 1), kept by the
 * same statement that writes the balances: the stock report's total and counts read at most three
 * rows per warehouse however many articles the company has, and whatever the other companies
 * hold. `znVrednost` sums each balance row's value at the last purchase price as the report
 * rounds it (stanje × znCena / 1000, to the para).
 */
export const stockTotal = pgTable(
  'stock_total',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    magId: ref.warehouse(),
    /** the sign of the balance rows' stock: −1, 0 or 1 */
    sign: smallint().notNull(),
    /** how many balance rows */
    balances: integer().notNull().default(0),
    stanje: signed(),
    nabVrednost: signed(),
    prodVrednost: signed(),
    znVrednost: signed(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodId, t.magId, t.sign] })],
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
    /**
     * An exchange difference on a foreign-currency payment (docs/decisions.md#foreign-currency):
     * 'prihod' a gain (account 663), 'rashod' a loss (563); null for every other row.
     */
    kursnaRazlika: text({ enum: ['prihod', 'rashod'] }),
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
    /** an advance's row or a final invoice's deduction of advances: the VAT return counts its VAT, not its base */
    avans: boolean().notNull().default(false),
    /** the POPDV field the row belongs to (packages/domain popdv.ts) */
    popdv: text().notNull().default(''),
    /**
     * The line of the books this row belongs to: the id of the line's first row (a document's rows
     * of a day, or a register's receipts of a day); `lineHead` marks that first row. KIR and KUR
     * page by the heads, so a page does not group the whole range.
     */
    lineId: bigint({ mode: 'number' }),
    lineHead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vat_book_period_idx').on(t.companyId, t.book, t.datum),
    index('vat_book_doc_idx').on(t.vDoc, t.docId),
    index('vat_book_line_idx').on(t.lineId),
    index('vat_book_head_idx').on(t.companyId, t.periodId, t.book, t.datum, t.id).where(sql`${t.lineHead}`),
  ],
);

/**
 * The VAT book summed per day, book, rate and deduction flag, kept in the same transaction as
 * every VAT posting, so the VAT return and the books' totals do not grow slower with the rows.
 */
export const vatBookDay = pgTable(
  'vat_book_day',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    book: text({ enum: ['kir', 'kur'] }).notNull(),
    datum: date({ mode: 'string' }).notNull(),
    stopa: integer().notNull(),
    deductible: boolean().notNull(),
    /** the sums of advance rows apart (their base stays out of the VAT return) */
    avans: boolean().notNull().default(false),
    /** the POPDV field: the sums are kept per field, so the forms read them directly */
    popdv: text().notNull().default(''),
    osnovica: signed(),
    pdvIznos: signed(),
  },
  (t) => [primaryKey({ name: 'vat_book_day_pk', columns: [t.companyId, t.periodId, t.book, t.datum, t.stopa, t.deductible, t.avans, t.popdv] })],
);

/** The number of lines (`lineHead` rows) of each book per day, kept with every VAT posting: the books' page count. */
export const vatBookLines = pgTable(
  'vat_book_lines',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    book: text({ enum: ['kir', 'kur'] }).notNull(),
    datum: date({ mode: 'string' }).notNull(),
    lines: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodId, t.book, t.datum] })],
);

/**
 * Client balances per period and client: the running sums of the client ledger in the report's
 * four columns, kept in the same transaction as every client-ledger write so the balance report
 * reads one row per client however long the history.
 */
export const clientBalance = pgTable(
  'client_balance',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    /** invoiced to the client (invoice side, duguje) */
    duguje: signed(),
    /** received from the client (payment side, potrazuje) */
    uplata: signed(),
    /** invoiced by the client or credited to them (invoice side, potrazuje) */
    potrazuje: signed(),
    /** paid to the client (payment side, duguje) */
    isplata: signed(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodId, t.komId] })],
);

/**
 * The client balances summed per period and class of the balance, kept by the same statement that
 * writes the balances (`addToBalances`): the balance report's counts and summary read at most four
 * rows however many clients the company has, and whatever the other companies hold. The classes
 * are what the report's state filters need (stanje = duguje − uplata − potrazuje + isplata): 1
 * stanje > 0, −1 stanje < 0, 0 stanje = 0 with some column not 0, 2 all four columns 0.
 */
export const clientTotal = pgTable(
  'client_total',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    /** the class of the balance rows: 1, −1, 0 or 2 (above) */
    class: smallint().notNull(),
    /** how many balance rows */
    balances: integer().notNull().default(0),
    duguje: signed(),
    uplata: signed(),
    potrazuje: signed(),
    isplata: signed(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodId, t.class] })],
);

/**
 * Open items and what closes them. An invoice-side row (sales, retail, incoming and expense
 * invoices, opening balances) is an `item` with its due date; a payment row or a credit note is a
 * `closer`. `dir` says which debt: `receivable` (the client owes us) or `payable` (we owe the
 * client). `ostatak` is what is still open (an item) or not yet used (a closer).
 */
export const clientItem = pgTable(
  'client_item',
  {
    ledgerId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => clientLedger.id),
    companyId: ref.company(),
    periodId: ref.period(),
    komId: integer()
      .notNull()
      .references(() => komMain.id),
    vDoc: text().notNull(),
    docId: integer().notNull(),
    docOznaka: text().notNull().default(''),
    role: text({ enum: ['item', 'closer'] }).notNull(),
    dir: text({ enum: ['receivable', 'payable'] }).notNull(),
    datum: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** the normalized model-97 reference: an item's own, the one a closer quotes */
    poziv: text(),
    /** hundredths, positive */
    iznos: signed(),
    ostatak: signed(),
    /** an item in a foreign currency (an invoice in EUR): its currency, amount in it (hundredths) and rate; null in dinars */
    valuta: text(),
    iznosDev: bigint({ mode: 'number' }),
    kurs: bigint({ mode: 'number' }),
  },
  (t) => [
    index('client_item_kom_idx').on(t.companyId, t.periodId, t.komId, t.role, t.dir, t.dueDate),
    index('client_item_doc_idx').on(t.vDoc, t.docId),
    index('client_item_poziv_idx').on(t.companyId, t.periodId, t.komId, t.poziv),
    // what ageing reads: the items still open and the payments not yet used (a small part of the history)
    index('client_item_open_idx').on(t.companyId, t.periodId, t.komId).where(sql`${t.ostatak} > 0`),
  ],
);

/** Which closer closed how much of which item (storno of the closer deletes its rows and reopens the items). */
export const clientAllocation = pgTable(
  'client_allocation',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    itemId: bigint({ mode: 'number' })
      .notNull()
      .references(() => clientItem.ledgerId),
    closerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => clientItem.ledgerId),
    /** the closer's date (an open-items statement at a date counts only what was paid by then) */
    datum: date({ mode: 'string' }).notNull(),
    iznos: signed(),
  },
  (t) => [index('client_allocation_item_idx').on(t.itemId), index('client_allocation_closer_idx').on(t.closerId)],
);
