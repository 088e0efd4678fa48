import type { EppFigure } from '@knjige/domain';
import { bigint, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, periods } from '../../../master/tenancy/tenancy.tables';

/**
 * The VAT records kept on SEF (evidencija PDV), one row per company, month and record (the summary
 * record, key `group`, or a document's individual record): SEF's id of the version in force, its
 * status, and the figures it carries, which the review compares with the books.
 */
export const sefVatRecord = pgTable(
  'sef_vat_record',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    periodId: integer()
      .notNull()
      .references(() => periods.id),
    year: integer().notNull(),
    month: integer().notNull(),
    kind: text({ enum: ['individual', 'group'] }).notNull(),
    key: text().notNull(),
    number: text().notNull().default(''),
    partner: text().notNull().default(''),
    documentType: integer(),
    /** 1 when created; each correction adds one (the calculation number carries it) */
    version: integer().notNull().default(1),
    calculationNumber: text().notNull(),
    sefId: bigint({ mode: 'number' }).notNull(),
    /** SEF's vatRecordingStatus: Recorded 10, Cancelled 30 */
    sefStatus: integer().notNull(),
    base20: bigint({ mode: 'number' }).notNull().default(0),
    vat20: bigint({ mode: 'number' }).notNull().default(0),
    base10: bigint({ mode: 'number' }).notNull().default(0),
    vat10: bigint({ mode: 'number' }).notNull().default(0),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sef_vat_record_key_idx').on(t.companyId, t.year, t.month, t.kind, t.key)],
);

/**
 * The input-VAT records (EPP) kept on SEF's EPP service, one row per company and VAT period (a
 * month 1–12 or a quarter 13–16): SEF's id of the record in force, its status, its number (unique
 * per company) and the figures it carries.
 */
export const sefEppRecord = pgTable(
  'sef_epp_record',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    periodId: integer()
      .notNull()
      .references(() => periods.id),
    year: integer().notNull(),
    vatPeriod: integer().notNull(),
    /** `VatDeductionRecordNumber`: EPP-<year>-<period>-v<version> */
    number: text().notNull(),
    /** 1 when created; each correction adds one (the number carries it) */
    version: integer().notNull().default(1),
    sefId: bigint({ mode: 'number' }).notNull(),
    /** the record a later-day correction replaced (`ParentId`) */
    parentSefId: bigint({ mode: 'number' }),
    /** EPP `Status`: Draft 10, Recorded 20, Corrected 30 */
    sefStatus: integer().notNull(),
    /** the figures sent (hundredths) */
    figures: jsonb().$type<EppFigure[]>().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sef_epp_record_period_idx').on(t.companyId, t.year, t.vatPeriod), uniqueIndex('sef_epp_record_number_idx').on(t.companyId, t.number)],
);
