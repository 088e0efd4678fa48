import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from '../master/tenancy/tenancy.tables';
import { sql } from 'drizzle-orm';
import { komMain } from '../master/clients/clients.tables';
import { ref } from '../master/columns/header-columns';

const signed = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * A journal entry (nalog za knjiženje): what one document's lock posted to the general ledger,
 * numbered per company and period. Its storno is another entry with every line negated
 * (`reversalOf` names the entry it negates; the negated one turns `reversed`). Never deleted.
 */
export const glJournal = pgTable(
  'gl_journal',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    /** the entry's number in its company and period */
    broj: integer().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    /** the source document's family ('nal' for a manual entry) and id, and its label at posting */
    vDoc: text().notNull(),
    docId: integer().notNull(),
    docOznaka: text().notNull().default(''),
    opis: text().notNull().default(''),
    /** the year's opening entry: the trial balance shows it as the opening balance */
    opening: boolean().notNull().default(false),
    status: text({ enum: ['posted', 'reversed', 'reversal'] }).notNull().default('posted'),
    reversalOf: bigint({ mode: 'number' }),
    /** the version of the posting scheme the lock applied (null: a manual entry) */
    schemeVersion: integer(),
    /** the version is the company's own scheme (false: the defaults'); with vDoc and version it names the rows applied */
    schemeOwn: boolean().notNull().default(false),
    /** the entry's totals (equal: the writer refuses any other entry), hundredths */
    duguje: signed(),
    potrazuje: signed(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gl_journal_number_uq').on(t.companyId, t.periodId, t.broj),
    index('gl_journal_list_idx').on(t.companyId, t.periodId, t.datum, t.broj),
    index('gl_journal_doc_idx').on(t.companyId, t.vDoc, t.docId),
  ],
);

/** A journal entry's line: an account (and its client where the account needs one), debit or credit. */
export const glJournalLine = pgTable(
  'gl_journal_line',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    journalId: bigint({ mode: 'number' })
      .notNull()
      .references(() => glJournal.id),
    /** the line's place in its entry, from 1 */
    rb: integer().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    konto: text().notNull(),
    komId: integer().references(() => komMain.id),
    /** signed hundredths (a storno's lines are the negation) */
    duguje: signed(),
    potrazuje: signed(),
    opis: text().notNull().default(''),
    /** the source document, so the account card links each line without reading the entry */
    vDoc: text().notNull(),
    docId: integer().notNull(),
    docOznaka: text().notNull().default(''),
  },
  (t) => [
    index('gl_journal_line_journal_idx').on(t.journalId),
    index('gl_journal_line_card_idx').on(t.companyId, t.periodId, t.konto, t.datum, t.id),
    index('gl_journal_line_client_idx')
      .on(t.companyId, t.periodId, t.komId, t.konto, t.datum)
      .where(sql`"kom_id" IS NOT NULL`),
    index('gl_journal_line_account_idx').on(t.companyId, t.konto),
  ],
);

/**
 * The kept balance per company, period, account and client (`komId` 0: none), in the same
 * transaction as every journal line, so a client's balance on 204/435 is one row.
 */
export const glBalance = pgTable(
  'gl_balance',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    konto: text().notNull(),
    /** the client of a client account; 0 for the other accounts */
    komId: integer().notNull().default(0),
    duguje: signed(),
    potrazuje: signed(),
    /** how many lines were posted (an account with postings is not deleted) */
    lines: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodId, t.konto, t.komId] })],
);

/**
 * The kept sums per company, period, account and day, the opening entry apart: the trial balance
 * of any date range reads at most one row per account and day, whatever the number of lines.
 */
export const glBalanceDay = pgTable(
  'gl_balance_day',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    konto: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    opening: boolean().notNull(),
    duguje: signed(),
    potrazuje: signed(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodId, t.konto, t.datum, t.opening] })],
);

/** The last journal entry number per company and period (the upsert serialises concurrent locks). */
export const glJournalCounter = pgTable(
  'gl_journal_counter',
  {
    companyId: ref.company(),
    periodId: ref.period(),
    last: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodId] })],
);

/**
 * A posting scheme's row (migration 0070): one figure a family's lock computes mapped to an
 * account; the line's amount is the figure times `sign` (positive debit, negative credit).
 * `companyId` null: the defaults of docs/domain.md#posting-the-general-ledger; a company's rows for a family replace
 * them. The highest `version` applies; a change is a new version, kept with each entry.
 */
export const glScheme = pgTable(
  'gl_scheme',
  {
    id: serial().primaryKey(),
    companyId: integer().references(() => companies.id),
    vDoc: text().notNull(),
    /** '' for every sub-type; a sub-type's own rows replace those */
    vSubDoc: text().notNull().default(''),
    version: integer().notNull().default(1),
    figure: text().notNull(),
    konto: text().notNull(),
    sign: smallint().notNull(),
    /** the line carries the figure's client (204, 435, 430, 152) */
    withClient: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gl_scheme_family_idx').on(t.vDoc, t.companyId, t.version)],
);

/**
 * A company's scheme version as an admin wrote it (migration 0074): who, when, the sub-type it
 * changed; `reset` puts the family back on the defaults from this version on. The version's rows
 * are in gl_scheme (none for a reset); no version is ever changed, entries name them.
 */
export const glSchemeVersion = pgTable(
  'gl_scheme_version',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    vDoc: text().notNull(),
    version: integer().notNull(),
    vSubDoc: text().notNull().default(''),
    reset: boolean().notNull().default(false),
    userId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gl_scheme_version_uq').on(t.companyId, t.vDoc, t.version)],
);
