import { index, integer, serial, text, timestamp, uniqueIndex, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { sefOutboxStates } from '@knjige/contract';
import { companies } from '../../master/tenancy/tenancy.tables';

/**
 * The columns every outbox table has (SEF's invoices, eOtpremnica's dispatch notes): one row a
 * document, written in the transaction of its lock, with the stable `requestId` the service keys
 * its idempotency on and where the sending stands. Each outbox adds the columns of its answers.
 */
export const outboxColumns = () => ({
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  vDoc: text().notNull(),
  docId: integer().notNull(),
  requestId: uuid().notNull(),
  state: text({ enum: sefOutboxStates }).notNull().default('queued'),
  attempts: integer().notNull().default(0),
  /** a transient failure waits until then */
  nextAttemptAt: timestamp({ withTimezone: true }),
  /** when a sender took it; a `sending` row older than the lease is taken again (its sender died) */
  claimedAt: timestamp({ withTimezone: true }),
  errorKey: text(),
  errorMessage: text(),
  errorCode: text(),
  sentAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

type Indexed = Record<'companyId' | 'vDoc' | 'docId' | 'requestId' | 'state', PgColumn>;

/** An outbox's indexes, named after its table: one row a document, one a requestId, the due rows of a company. */
export const outboxIndexes = (table: string, t: Indexed) => [
  uniqueIndex(`${table}_doc_idx`).on(t.companyId, t.vDoc, t.docId),
  uniqueIndex(`${table}_request_idx`).on(t.requestId),
  index(`${table}_state_idx`).on(t.companyId, t.state),
];

/** The columns of a company's key to a service: sealed with the server's secret, and how it last fared. */
export const keySettingsColumns = () => ({
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  apiKeyEnc: text().notNull(),
  keySetAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastOkAt: timestamp({ withTimezone: true }),
  lastError: text(),
  lastErrorAt: timestamp({ withTimezone: true }),
});
