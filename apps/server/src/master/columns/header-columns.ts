import { bigint, date, index, integer, serial, text, timestamp, uniqueIndex, type PgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { docStatus } from '@knjige/contract';
import { artMain } from '../articles/articles.tables';
import { magMain } from '../reference/reference.tables';
import { companies, periods } from '../tenancy/tenancy.tables';

/** Not-null references every document and ledger table repeats. */
export const ref = {
  company: () => integer().notNull().references(() => companies.id),
  period: () => integer().notNull().references(() => periods.id),
  warehouse: () => integer().notNull().references(() => magMain.id),
  article: () => integer().notNull().references(() => artMain.id),
};

/** Columns of every document header (docs/domain.md#entities-and-fields). */
export function headerColumns() {
  return {
    id: serial().primaryKey(),
    companyId: ref.company(),
    periodId: ref.period(),
    vSubDoc: text().notNull(),
    rbroj: integer().notNull(),
    oznaka: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    status: text({ enum: docStatus }).notNull().default('draft'),
    napomena: text().notNull().default(''),
    komentar: text().notNull().default(''),
    opis: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp({ withTimezone: true }),
    stornoAt: timestamp({ withTimezone: true }),
  } satisfies Record<string, PgColumnBuilderBase>;
}

interface HeaderIndexColumns {
  companyId: PgColumn;
  periodId: PgColumn;
  vSubDoc: PgColumn;
  rbroj: PgColumn;
  status: PgColumn;
  datum: PgColumn;
}

/** rbroj is unique per company + period + sub-type; lists filter by company, period and status. */
export function headerIndexes(name: string, t: HeaderIndexColumns) {
  return [
    uniqueIndex(`${name}_number_uq`).on(t.companyId, t.periodId, t.vSubDoc, t.rbroj),
    index(`${name}_list_idx`).on(t.companyId, t.periodId, t.status, t.datum),
  ];
}

/** Columns of every document line; `docId` references the family's header table. */
export function itemColumns() {
  return {
    id: serial().primaryKey(),
    companyId: ref.company(),
  };
}

/** Columns of a line that is an article with a quantity (goods documents). */
export function articleItemColumns() {
  return {
    ...itemColumns(),
    artId: ref.article(),
    /** thousandths */
    kolicina: bigint({ mode: 'number' }).notNull(),
  };
}

/** Money and quantities are integers (hundredths / thousandths). */
export const amount = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * A document that may be in a foreign currency (docs/domain.md#foreign-currency): its currency and the NBS
 * middle rate of its date (millionths of a dinar per unit, packages/domain currency.ts); a dinar
 * document has RSD at 1.
 */
export function currencyColumns() {
  return {
    valuta: text().notNull().default('RSD'),
    kurs: bigint({ mode: 'number' }).notNull().default(1_000_000),
  };
}
