import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { agencySefKeyStates, agencyVatStates } from '@knjige/contract';
import { companies } from '../../master/tenancy/tenancy.tables';

/** The day the bookkeeper filed a month's VAT return (PP PDV) on ePorezi: set by hand, the product does not file. */
export const vatReturnFiling = pgTable(
  'vat_return_filing',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    /** YYYY-MM */
    month: text().notNull(),
    filedOn: date({ mode: 'string' }).notNull(),
    setBy: integer(),
    setAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'vat_return_filing_pk', columns: [t.companyId, t.month] })],
);

/**
 * Each company's desk figures (docs/decisions.md#the-desk), one row, written in the transaction of what changes them
 * (a document's lock, storno, save or delete; an outbox answer of SEF; a key's outcome; a filing)
 * and again the first time the desk is read on a later day (the figures that count days).
 */
export const agencyCompanyFigures = pgTable('agency_company_figures', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  /** the Belgrade day the figures were computed for */
  asOf: date({ mode: 'string' }).notNull(),
  /** the month whose VAT return is due next (YYYY-MM) */
  vatMonth: text().notNull(),
  vatState: text({ enum: agencyVatStates }).notNull(),
  /** PPPDV field 110 of the month: payable (+) or credit (−), hundredths */
  vatAmount: bigint({ mode: 'number' }).notNull().default(0),
  vatFiledOn: date({ mode: 'string' }),
  sefKey: text({ enum: agencySefKeyStates }).notNull(),
  sefLastSync: timestamp({ withTimezone: true }),
  sefFailed: integer().notNull().default(0),
  sefWaiting: integer().notNull().default(0),
  /** the month whose purchase invoices are to be accepted by the next 10th */
  purchaseMonth: text().notNull(),
  purchaseWaiting: integer().notNull().default(0),
  inboxNotBooked: integer().notNull().default(0),
  summarySent: boolean().notNull().default(false),
  recordsMissing: integer().notNull().default(0),
  statementDate: date({ mode: 'string' }),
  statementNumber: text(),
  statementId: integer(),
  /** hundredths, every current account of the period of today */
  accountBalance: bigint({ mode: 'number' }).notNull().default(0),
  draftsOld: integer().notNull().default(0),
  monthNotLocked: integer().notNull().default(0),
  pastDue: integer().notNull().default(0),
  pastDueAmount: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
