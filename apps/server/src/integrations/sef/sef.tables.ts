import type { SefDocFigures } from '@knjige/domain';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sefOutboxStates, sefSyncStates } from '@knjige/contract';
import { companies } from '../../master/tenancy/tenancy.tables';

/** Each company's SEF API key, encrypted with the server's secret (sef-secret.ts), and how it last fared. */
export const sefSettings = pgTable('sef_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  apiKeyEnc: text().notNull(),
  keySetAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastOkAt: timestamp({ withTimezone: true }),
  lastError: text(),
  lastErrorAt: timestamp({ withTimezone: true }),
  lastSyncAt: timestamp({ withTimezone: true }),
  /** the last past day whose status changes were read from SEF (its `changes` takes one past day a call) */
  changesThrough: date({ mode: 'string' }),
});

/**
 * The documents going to SEF, one row each, written in the transaction of their lock: the stable
 * `requestId` SEF's idempotency keys on, where the sending stands, and SEF's answer and status.
 */
export const sefOutbox = pgTable(
  'sef_outbox',
  {
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
    sefInvoiceId: bigint({ mode: 'number' }),
    sefSalesInvoiceId: bigint({ mode: 'number' }),
    sefPurchaseInvoiceId: bigint({ mode: 'number' }),
    sefStatus: text(),
    sefStatusAt: timestamp({ withTimezone: true }),
    sefComment: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** what the XML SEF took says for VAT (its subtotals, VAT point, type, references): what the prepared return computes from */
    sentFigures: jsonb().$type<SefDocFigures>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sef_outbox_doc_idx').on(t.companyId, t.vDoc, t.docId), uniqueIndex('sef_outbox_request_idx').on(t.requestId), index('sef_outbox_state_idx').on(t.companyId, t.state)],
);

/** SEF's registry answers (is this buyer on SEF?), kept a day per company, PIB and JBKJS. */
export const sefRegistry = pgTable(
  'sef_registry',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    pib: text().notNull(),
    jbkjs: text().notNull().default(''),
    registered: boolean().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.pib, t.jbkjs] })],
);

/**
 * Each company's last synchronisation with SEF and eOtpremnica (issue 36 point 4), one row a
 * company, written at its start and its end: what the agency's desk shows (last start and end,
 * state, counts, "SEF: key refused").
 */
export const sefSyncProgress = pgTable('sef_sync_progress', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  state: text({ enum: sefSyncStates }).notNull().default('running'),
  /** when the last synchronisation started */
  startedAt: timestamp({ withTimezone: true }).notNull(),
  /** when it ended (null while it runs, or when its process died) */
  finishedAt: timestamp({ withTimezone: true }),
  /** when a synchronisation last ended `done` */
  lastDoneAt: timestamp({ withTimezone: true }),
  /** SEF answered the company's key with 401/403 in the last synchronisation (cleared by one it answered) */
  sefKeyRefused: boolean().notNull().default(false),
  /** likewise eOtpremnica's key */
  eotpKeyRefused: boolean().notNull().default(false),
  /** the last synchronisation's counts: invoices sent, refused, not for SEF; SEF statuses brought in */
  sent: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  skipped: integer().notNull().default(0),
  statusesUpdated: integer().notNull().default(0),
  /** purchase invoices new in the inbox, and ones whose status changed */
  purchasesAdded: integer().notNull().default(0),
  purchasesUpdated: integer().notNull().default(0),
  /** dispatch notes sent, and receipt advices the buyers sent back */
  notesSent: integer().notNull().default(0),
  receipts: integer().notNull().default(0),
  /** why it ended `error` or `key-refused`: a message key */
  error: text(),
});
