import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { nbsFetchStatuses, rateSources } from '@knjige/contract';
import { companies } from '../tenancy/tenancy.tables';

/** Currencies (ISO 4217), the same for every company; filled by migration 0029. */
export const currencies = pgTable('currencies', {
  code: text().primaryKey(),
  /** ISO 4217 numeric code, e.g. '978' */
  numeric: text().notNull(),
  /** name in sr-Latn */
  name: text().notNull(),
  /** name in sr-Cyrl */
  nameCyr: text().notNull(),
  /** name in English */
  nameEn: text().notNull(),
  /** the order of the NBS list */
  sort: integer().notNull(),
});

/** NBS middle rates by date, per company (typed in, or imported from the NBS list). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    valuta: text()
      .notNull()
      .references(() => currencies.code),
    datum: date({ mode: 'string' }).notNull(),
    /** dinars per one unit, in millionths (packages/domain currency.ts) */
    kurs: bigint({ mode: 'number' }).notNull(),
    /** 'manual', 'nbs' (imported from the NBS rate list file) or 'nbs-service' (fetched from the NBS service) */
    izvor: text({ enum: rateSources }).notNull().default('manual'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.valuta, t.datum] })],
);

/**
 * The NBS service's fetch of one working day's middle-rate list (one list serves every company):
 * `ok` stored, `waiting` NBS has published none yet, `none` NBS published none for that day (a
 * holiday), `failed` NBS not reached or its answer refused.
 */
export const nbsFetchDays = pgTable('nbs_fetch_days', {
  datum: date({ mode: 'string' }).primaryKey(),
  status: text({ enum: nbsFetchStatuses }).notNull(),
  attempts: integer().notNull().default(0),
  /** the last failure's kind (`unreachable`, `refused`, `answer`), null after a success */
  error: text(),
  lastAttemptAt: timestamp({ withTimezone: true }),
  /** null once the list is stored */
  nextAttemptAt: timestamp({ withTimezone: true }),
});
